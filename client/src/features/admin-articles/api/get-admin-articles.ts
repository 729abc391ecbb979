import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminArticleListSchema } from '@contract/admin-articles';
import { apiGet } from '@/lib/api';

export const adminArticlesKey = ['admin', 'articles'] as const;

export const getAdminArticles = () => apiGet('/api/admin/articles', adminArticleListSchema);

export const adminArticlesQueryOptions = () =>
  queryOptions({ queryKey: adminArticlesKey, queryFn: getAdminArticles });

export const useAdminArticles = () => useQuery(adminArticlesQueryOptions());
