import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@contract/auth';
import { apiSend } from '@/lib/api';
import { leaguesKey } from './get-user-leagues';

export const deleteLeague = (leagueId: number) =>
  apiSend('DELETE', `/api/leagues/${leagueId}`, undefined, messageSchema);

export function useDeleteLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLeague,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaguesKey }),
  });
}
