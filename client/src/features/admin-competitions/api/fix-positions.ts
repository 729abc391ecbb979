import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fixPositionsResultSchema } from '@contract/admin-competitions';
import { apiSend } from '@/lib/api';
import { scoringEntriesKey } from './get-scoring-entries';

export function fixPositions(competitionId: number) {
  return apiSend(
    'POST',
    `/api/admin/competitions/${competitionId}/fix-positions`,
    undefined,
    fixPositionsResultSchema,
  );
}

export function useFixPositions(competitionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fixPositions(competitionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringEntriesKey(competitionId) }),
  });
}
