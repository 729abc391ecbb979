import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMERS } from '@contract/constants';
import { competitionEntryListSchema, type CompetitionEntry } from '@contract/competitions';
import { apiGet } from '@/lib/api';

export const scoringEntriesKey = (competitionId: number) =>
  ['admin', 'competitions', competitionId, 'entries'] as const;

export function getScoringEntries(competitionId: number): Promise<CompetitionEntry[]> {
  return apiGet(`/api/admin/competitions/${competitionId}/entries`, competitionEntryListSchema);
}

/** The live scoring table's entries, refreshed every 5 seconds. */
export const scoringEntriesQueryOptions = (competitionId: number) =>
  queryOptions({
    queryKey: scoringEntriesKey(competitionId),
    queryFn: () => getScoringEntries(competitionId),
    refetchInterval: TIMERS.adminScoringPollMs,
  });

export function useScoringEntries(competitionId: number) {
  return useQuery(scoringEntriesQueryOptions(competitionId));
}
