import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pollCreatedSchema, type PollInput } from '@contract/admin-articles';
import { apiSend } from '@/lib/api';
import { articlePollKey } from '@/features/polls/api/get-article-poll';

export const createPoll = (articleId: number, input: PollInput) =>
  apiSend('POST', `/api/admin/articles/${articleId}/polls`, input, pollCreatedSchema);

/** On success the article's cached poll is refreshed (001 §7). */
export function useCreatePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ articleId, input }: { articleId: number; input: PollInput }) =>
      createPoll(articleId, input),
    onSuccess: (_poll, { articleId }) =>
      queryClient.invalidateQueries({ queryKey: articlePollKey(articleId) }),
  });
}
