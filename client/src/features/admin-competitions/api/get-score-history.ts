import { queryOptions, useQuery } from '@tanstack/react-query';
import { scoreHistorySchema, type ScoreHistory } from '@contract/score-history';
import { apiGet } from '@/lib/api';

export const scoreHistoryKey = (entryId: number) =>
  ['admin', 'competition-entries', entryId, 'score-history'] as const;

export function getScoreHistory(entryId: number): Promise<ScoreHistory> {
  return apiGet(`/api/admin/competition-entries/${entryId}/score-history`, scoreHistorySchema);
}

/**
 * Every change of one entry's scores, newest first (docs/rules.md#score-history). Read again each
 * time it is shown: another operator may have changed the entry since.
 */
export function useScoreHistory(entryId: number) {
  return useQuery(
    queryOptions({
      queryKey: scoreHistoryKey(entryId),
      queryFn: () => getScoreHistory(entryId),
      staleTime: 0,
    }),
  );
}
