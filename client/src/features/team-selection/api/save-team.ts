import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FantasyTeam, SaveTeamRequest } from '@contract/fantasy';
import { apiSend } from '@/lib/api';
import { myTeamKey } from '@/api/get-my-team';
import { selectionStatsKey } from './get-selection-stats';

/**
 * POST /api/fantasy/teams: the server checks every rule (a breach is a 400 with its message) and
 * answers the saved team through its schema, so the browser parses neither side (decision 020).
 */
export const saveTeam = (request: SaveTeamRequest) =>
  apiSend<FantasyTeam>('POST', '/api/fantasy/teams', request);

export function useSaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeam,
    onSuccess: async (team) => {
      queryClient.setQueryData(myTeamKey(team.competitionId), team);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['fantasy', 'season'] }),
        queryClient.invalidateQueries({ queryKey: selectionStatsKey(team.competitionId) }),
        queryClient.invalidateQueries({ queryKey: ['leaderboards'] }),
      ]);
    },
  });
}
