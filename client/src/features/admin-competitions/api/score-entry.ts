import { scoredEntrySchema, type EntryScoringInput } from '@contract/admin-competitions';
import { apiSend } from '@/lib/api';

/**
 * PATCH /api/competition-entries/{id}/scoring: the server computes points and positions. The live
 * scoring view sends it through its save queue (`useScoreSaves` in score-saves.ts).
 */
export function scoreEntry(entryId: number, input: EntryScoringInput) {
  return apiSend('PATCH', `/api/competition-entries/${entryId}/scoring`, input, scoredEntrySchema);
}
