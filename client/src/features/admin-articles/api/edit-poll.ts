import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pollCreatedSchema, type PollInput } from '@contract/admin-articles';
import { apiSend } from '@/lib/api';
import { articlePollKey } from '@/api/get-article-poll';

/** PUT …/poll: the poll is edited in place; unchanged options keep their votes. */
export const editPoll = (articleId: number, input: PollInput) =>
  apiSend('PUT', `/api/admin/articles/${articleId}/poll`, input, pollCreatedSchema);

export function useEditPoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ articleId, input }: { articleId: number; input: PollInput }) =>
      editPoll(articleId, input),
    onSuccess: (poll, { articleId }) => queryClient.setQueryData(articlePollKey(articleId), poll),
  });
}
