import { queryOptions, useQuery } from '@tanstack/react-query';
import { featuredArticlesResponseSchema } from '@contract/articles';
import { apiGet } from '@/lib/api';
import { articlesKey } from './get-articles';

export const featuredArticlesKey = [...articlesKey, 'featured'] as const;

export const getFeaturedArticles = () =>
  apiGet('/api/articles/featured', featuredArticlesResponseSchema);

export const featuredArticlesQueryOptions = () =>
  queryOptions({ queryKey: featuredArticlesKey, queryFn: getFeaturedArticles });

export const useFeaturedArticles = () => useQuery(featuredArticlesQueryOptions());
