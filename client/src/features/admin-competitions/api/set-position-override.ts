import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scoredEntrySchema } from '@contract/admin-competitions';
import { apiSend } from '@/lib/api';
import { adminCompetitionsKey } from '@/api/get-admin-competitions';
import { putScoredEntry } from './scoring-cache';

/**
 * PUT /api/admin/competitions/{id}/entries/{entryId}/position-override: the official position
 * (kept through Fix Positions and later scores), or null to clear it.
 */
export function setPositionOverride(
  competitionId: number,
  entryId: number,
  position: number | null,
) {
  return apiSend(
    'PUT',
    `/api/admin/competitions/${competitionId}/entries/${entryId}/position-override`,
    { position },
    scoredEntrySchema,
  );
}

export function useSetPositionOverride(competitionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, position }: { entryId: number; position: number | null }) =>
      setPositionOverride(competitionId, entryId, position),
    onSuccess: (stored) => {
      putScoredEntry(queryClient, competitionId, stored);
      // Every position label may change ("2=" becomes "2" and "3").
      void queryClient.invalidateQueries({ queryKey: adminCompetitionsKey });
    },
  });
}
