import { useMutation, useQueryClient } from '@tanstack/react-query';
import { entryDeletedSchema } from '@contract/matching';
import { matchingDashboardKey } from './get-matching-dashboard';
import { apiSend } from '@/lib/api';
import { adminCompetitionsKey } from './get-admin-competitions';

/** DELETE /api/admin/competitions/{id}/entries/{entryId}: the entry, with every team's pick of it. */
export function deleteEntry(competitionId: number, entryId: number) {
  return apiSend(
    'DELETE',
    `/api/admin/competitions/${competitionId}/entries/${entryId}`,
    undefined,
    entryDeletedSchema,
  );
}

export function useDeleteEntry(competitionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => deleteEntry(competitionId, entryId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminCompetitionsKey });
      void queryClient.invalidateQueries({ queryKey: matchingDashboardKey(competitionId) });
    },
  });
}
