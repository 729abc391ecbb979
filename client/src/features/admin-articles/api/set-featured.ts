import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminArticleSchema } from '@contract/admin-articles';
import { apiSend } from '@/lib/api';
import { invalidateArticles } from './invalidate';

export const setFeatured = (id: number, isFeatured: boolean) =>
  apiSend('PUT', `/api/admin/articles/${id}/featured`, { isFeatured }, adminArticleSchema);

export function useSetFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isFeatured }: { id: number; isFeatured: boolean }) =>
      setFeatured(id, isFeatured),
    onSuccess: () => invalidateArticles(queryClient),
  });
}
