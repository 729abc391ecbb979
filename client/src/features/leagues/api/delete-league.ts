import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@contract/auth';
import { apiSend } from '@/lib/api';
import { leaguesKey } from './get-user-leagues';

export const deleteLeague = (leagueId: number) =>
  apiSend<MessageResponse>('DELETE', `/api/leagues/${leagueId}`);

export function useDeleteLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLeague,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaguesKey }),
  });
}
