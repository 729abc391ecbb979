import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminArticleSchema, type ArticleInput } from '@contract/admin-articles';
import { apiSend } from '@/lib/api';
import { invalidateArticles } from './invalidate';

export const createArticle = (input: ArticleInput) =>
  apiSend('POST', '/api/admin/articles', input, adminArticleSchema);

export const updateArticle = (id: number, input: ArticleInput) =>
  apiSend('PUT', `/api/admin/articles/${id}`, input, adminArticleSchema);

/** Creates (no id) or updates (id) an article. */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ArticleInput }) =>
      id === null ? createArticle(input) : updateArticle(id, input),
    onSuccess: () => invalidateArticles(queryClient),
  });
}
