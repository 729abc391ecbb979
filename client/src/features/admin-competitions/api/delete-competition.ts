import { useMutation, useQueryClient } from '@tanstack/react-query';
import { competitionDeletedSchema } from '@contract/admin-competitions';
import { apiSend } from '@/lib/api';
import { adminCompetitionsKey } from '@/api/get-admin-competitions';

export function deleteCompetition(id: number) {
  return apiSend('DELETE', `/api/admin/competitions/${id}`, undefined, competitionDeletedSchema);
}

export function useDeleteCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompetition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCompetitionsKey }),
  });
}
