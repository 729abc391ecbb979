import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@contract/auth';
import { apiSend } from '@/lib/api';
import { invalidateArticles } from './invalidate';

export const deleteArticle = (id: number) =>
  apiSend('DELETE', `/api/admin/articles/${id}`, undefined, messageSchema);

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: () => invalidateArticles(queryClient),
  });
}
