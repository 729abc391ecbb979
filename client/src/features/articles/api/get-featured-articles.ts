import { queryOptions, useQuery } from '@tanstack/react-query';
import type { featuredArticlesResponseSchema } from '@contract/articles';
import type { z } from 'zod';
import { apiGet } from '@/lib/api';
import { articlesKey } from '@/api/get-articles';

export const featuredArticlesKey = [...articlesKey, 'featured'] as const;

export const getFeaturedArticles = () =>
  apiGet<z.infer<typeof featuredArticlesResponseSchema>>('/api/articles/featured');

export const featuredArticlesQueryOptions = () =>
  queryOptions({ queryKey: featuredArticlesKey, queryFn: getFeaturedArticles });

export const useFeaturedArticles = () => useQuery(featuredArticlesQueryOptions());
