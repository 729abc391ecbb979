import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchingDashboardSchema, type MatchingDashboard } from '@contract/matching';
import { apiGet } from '@/lib/api';

export const matchingDashboardKey = (competitionId: number) =>
  ['admin', 'matching', competitionId] as const;

/** GET /api/admin/competitions/{id}/matching-dashboard */
export function getMatchingDashboard(competitionId: number): Promise<MatchingDashboard> {
  return apiGet(
    `/api/admin/competitions/${competitionId}/matching-dashboard`,
    matchingDashboardSchema,
  );
}

export const matchingDashboardQueryOptions = (competitionId: number) =>
  queryOptions({
    queryKey: matchingDashboardKey(competitionId),
    queryFn: () => getMatchingDashboard(competitionId),
  });

export function useMatchingDashboard(competitionId: number) {
  return useQuery(matchingDashboardQueryOptions(competitionId));
}
