import type { QueryClient } from '@tanstack/react-query';
import type { ScoredEntry } from '@contract/admin-competitions';
import type { CompetitionEntry } from '@contract/competitions';
import { totalScoreDisplay } from '@contract/scoring';
import { scoresOf } from '../lib/scoring-entry';
import { scoringEntriesKey } from './get-scoring-entries';
import { scoreHistoryKey } from './get-score-history';

/**
 * Writes an entry as the server stored it into the live scoring table's list at once (scores,
 * points, total); positions of the others follow with the next refetch. Its history is stale.
 */
export function putScoredEntry(
  queryClient: QueryClient,
  competitionId: number,
  stored: ScoredEntry,
): void {
  queryClient.setQueryData<CompetitionEntry[]>(scoringEntriesKey(competitionId), (entries) =>
    entries?.map((entry) => {
      if (entry.id !== stored.id) return entry;
      const next = { ...entry, ...stored };
      return { ...next, totalScoreDisplay: totalScoreDisplay(scoresOf(next)) };
    }),
  );
  void queryClient.invalidateQueries({ queryKey: scoreHistoryKey(stored.id) });
}
