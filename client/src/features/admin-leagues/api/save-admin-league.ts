import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLeagueSchema, type AdminLeagueInput } from '@contract/admin-leagues';
import { apiSend } from '@/lib/api';
import { adminLeaguesKey } from './get-admin-leagues';

export const createAdminLeague = (input: AdminLeagueInput) =>
  apiSend('POST', '/api/admin/leagues', input, adminLeagueSchema);

export const updateAdminLeague = (id: number, input: AdminLeagueInput) =>
  apiSend('PUT', `/api/admin/leagues/${id}`, input, adminLeagueSchema);

/** Creates (no id) or updates a league, then refreshes the list. */
export function useSaveAdminLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AdminLeagueInput }) =>
      id === null ? createAdminLeague(input) : updateAdminLeague(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminLeaguesKey }),
  });
}
