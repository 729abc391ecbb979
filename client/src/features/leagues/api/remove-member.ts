import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@contract/auth';
import { apiSend } from '@/lib/api';
import { leaguesKey } from './get-user-leagues';

export const removeLeagueMember = ({ leagueId, userId }: { leagueId: number; userId: number }) =>
  apiSend<MessageResponse>('DELETE', `/api/leagues/${leagueId}/members/${userId}`);

/** The creator removes a member; the league's member list, count and boards are asked for again. */
export function useRemoveLeagueMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLeagueMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaguesKey }),
  });
}
