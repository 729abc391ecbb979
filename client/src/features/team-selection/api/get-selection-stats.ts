import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelectionStats } from '@contract/fantasy';
import { apiGet } from '@/lib/api';

export const selectionStatsKey = (competitionId: number) =>
  ['competitions', competitionId, 'selection-stats'] as const;

/** The share of teams (percent, one decimal) that picked each entry. */
export const getSelectionStats = (competitionId: number) =>
  apiGet<SelectionStats>(`/api/competitions/${competitionId}/selection-stats`);

export const selectionStatsQueryOptions = (competitionId: number) =>
  queryOptions({
    queryKey: selectionStatsKey(competitionId),
    queryFn: () => getSelectionStats(competitionId),
  });

export const useSelectionStats = (competitionId: number) =>
  useQuery(selectionStatsQueryOptions(competitionId));
