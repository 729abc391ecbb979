import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scoredEntrySchema, type EntryScoringInput } from '@contract/admin-competitions';
import { apiSend } from '@/lib/api';
import { scoringEntriesKey } from './get-scoring-entries';

/** PATCH /api/competition-entries/{id}/scoring: the server computes points and positions. */
export function scoreEntry(entryId: number, input: EntryScoringInput) {
  return apiSend('PATCH', `/api/competition-entries/${entryId}/scoring`, input, scoredEntrySchema);
}

export function useScoreEntry(competitionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, input }: { entryId: number; input: EntryScoringInput }) =>
      scoreEntry(entryId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringEntriesKey(competitionId) }),
  });
}
