import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voteResponseSchema } from '@contract/polls';
import { apiSend } from '@/lib/api';
import { articlePollKey } from '@/api/get-article-poll';
import { userVoteKey } from './get-user-vote';

export const vote = (pollId: number, optionId: number) =>
  apiSend('POST', `/api/polls/${pollId}/vote`, { optionId }, voteResponseSchema);

/** Casts a vote and puts the new counts and the user's choice straight into the cache. */
export function useVote(pollId: number, articleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optionId: number) => vote(pollId, optionId),
    onSuccess: (result) => {
      queryClient.setQueryData(articlePollKey(articleId), result.poll);
      queryClient.setQueryData(userVoteKey(pollId), { userVote: result.userVote });
    },
  });
}
