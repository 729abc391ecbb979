import type { QueryClient } from '@tanstack/react-query';
import { articlesKey } from '@/api/get-articles';
import { adminArticlesKey } from './get-admin-articles';

/** After any article change: the admin list and every public article query. */
export async function invalidateArticles(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminArticlesKey }),
    queryClient.invalidateQueries({ queryKey: articlesKey }),
  ]);
}
