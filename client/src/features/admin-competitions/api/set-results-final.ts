import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCompetitionSchema } from '@contract/admin-competitions';
import { apiSend } from '@/lib/api';
import { adminCompetitionsKey } from '@/api/get-admin-competitions';

/** PUT /api/admin/competitions/{id}/results-final: marks the result official (locked against scrapes), or reopens it. */
export function setResultsFinal(competitionId: number, resultsFinal: boolean) {
  return apiSend(
    'PUT',
    `/api/admin/competitions/${competitionId}/results-final`,
    { resultsFinal },
    adminCompetitionSchema,
  );
}

export function useSetResultsFinal(competitionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resultsFinal: boolean) => setResultsFinal(competitionId, resultsFinal),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCompetitionsKey }),
  });
}
