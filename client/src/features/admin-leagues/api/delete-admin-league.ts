import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@contract/auth';
import { apiSend } from '@/lib/api';
import { adminLeaguesKey } from './get-admin-leagues';

export const deleteAdminLeague = (id: number) =>
  apiSend('DELETE', `/api/admin/leagues/${id}`, undefined, messageSchema);

export function useDeleteAdminLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminLeague,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminLeaguesKey }),
  });
}
