import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LEVEL_FILTERS } from '@contract/constants';
import { competitorHistorySchema, type HistorySubject } from '@contract/competitors';
import { apiGet, buildQuery } from '@/lib/api';
import type { CompetitorIds } from './get-competitor';

export type HistoryFilters = {
  subject: HistorySubject;
  level: (typeof LEVEL_FILTERS)[number];
  venueId?: number | undefined;
};

export const getCompetitorHistory = (ids: CompetitorIds, filters: HistoryFilters) =>
  apiGet(
    `/api/competitors/${ids.athleteId}/${ids.horseId}/history/${filters.subject}/${encodeURIComponent(
      filters.level,
    )}/${ids.competitionId}${buildQuery({ venue: filters.venueId })}`,
    competitorHistorySchema,
  );

export const competitorHistoryQueryOptions = (ids: CompetitorIds, filters: HistoryFilters) =>
  queryOptions({
    queryKey: [
      'competitors',
      ids.athleteId,
      ids.horseId,
      ids.competitionId,
      'history',
      filters.subject,
      filters.level,
      filters.venueId ?? 'all',
    ] as const,
    queryFn: () => getCompetitorHistory(ids, filters),
  });

export const useCompetitorHistory = (ids: CompetitorIds, filters: HistoryFilters) =>
  useQuery(competitorHistoryQueryOptions(ids, filters));
