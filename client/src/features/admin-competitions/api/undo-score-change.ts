import { useMutation, useQueryClient } from '@tanstack/react-query';
import { undoResultSchema } from '@contract/score-history';
import { apiSend } from '@/lib/api';
import { adminCompetitionsKey } from '@/api/get-admin-competitions';
import { pricingHealthKey } from './pricing-health';
import { putScoredEntry } from './scoring-cache';

/**
 * POST /api/admin/competition-entries/{id}/score-history/undo: reverts `changeId`, the change the
 * operator saw as the latest, through the one results writer; refused (409) when another came.
 */
export function undoScoreChange(entryId: number, changeId: number) {
  return apiSend(
    'POST',
    `/api/admin/competition-entries/${entryId}/score-history/undo`,
    { changeId },
    undoResultSchema,
  );
}

export function useUndoScoreChange(competitionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, changeId }: { entryId: number; changeId: number }) =>
      undoScoreChange(entryId, changeId),
    onSuccess: (result) => {
      putScoredEntry(queryClient, competitionId, result.entry);
      void queryClient.invalidateQueries({ queryKey: adminCompetitionsKey });
      void queryClient.invalidateQueries({ queryKey: pricingHealthKey });
    },
  });
}
