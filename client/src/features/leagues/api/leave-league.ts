import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@contract/auth';
import { apiSend } from '@/lib/api';
import { leaguesKey, userLeaguesKey } from './get-user-leagues';

export const leaveLeague = (leagueId: number) =>
  apiSend<MessageResponse>('POST', `/api/leagues/${leagueId}/leave`);

/**
 * Leaves a league. Every league read goes stale, but only the player's list is asked for again
 * now: the league's own page, which the player is leaving, would only learn it is gone.
 */
export function useLeaveLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveLeague,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: leaguesKey, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: userLeaguesKey });
    },
  });
}
