import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinLeagueResponse } from '@contract/leagues';
import { apiSend } from '@/lib/api';
import { leaguesKey } from './get-user-leagues';

/** The dashboard's form: the code in the path, no body. */
export const joinLeagueByPath = (joinCode: string) =>
  apiSend<JoinLeagueResponse>('POST', `/api/leagues/${encodeURIComponent(joinCode)}/join`);

/** The invitation page's form: the code in the body. */
export const joinLeagueByBody = (joinCode: string) =>
  apiSend<JoinLeagueResponse>('POST', '/api/leagues/join', { joinCode });

export function useJoinLeague(form: 'path' | 'body') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: form === 'path' ? joinLeagueByPath : joinLeagueByBody,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaguesKey }),
  });
}
