import { queryOptions, useQuery } from '@tanstack/react-query';
import { userVoteResponseSchema } from '@contract/polls';
import { apiGet } from '@/lib/api';

export const userVoteKey = (pollId: number) => ['polls', pollId, 'user-vote'] as const;

export const getUserVote = (pollId: number) =>
  apiGet(`/api/polls/${pollId}/user-vote`, userVoteResponseSchema);

export const userVoteQueryOptions = (pollId: number) =>
  queryOptions({ queryKey: userVoteKey(pollId), queryFn: () => getUserVote(pollId) });

/** Only asked when someone is signed in. */
export const useUserVote = (pollId: number, enabled: boolean) =>
  useQuery({ ...userVoteQueryOptions(pollId), enabled });
