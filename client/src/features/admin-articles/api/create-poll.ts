import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pollCreatedSchema, type PollCreateInput } from '@contract/admin-articles';
import { apiSend } from '@/lib/api';
import { articlePollKey } from '@/api/get-article-poll';
import { adminArticlesKey } from './get-admin-articles';

/** POST …/polls; `replace: true` removes the article's poll and its votes first. */
export const createPoll = (articleId: number, input: PollCreateInput) =>
  apiSend('POST', `/api/admin/articles/${articleId}/polls`, input, pollCreatedSchema);

/** On success the article's cached poll is refreshed, and the list's "Edit poll" label. */
export function useCreatePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ articleId, input }: { articleId: number; input: PollCreateInput }) =>
      createPoll(articleId, input),
    onSuccess: (_poll, { articleId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: articlePollKey(articleId) }),
        queryClient.invalidateQueries({ queryKey: adminArticlesKey }),
      ]),
  });
}
