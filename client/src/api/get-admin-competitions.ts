import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCompetitionListSchema, type AdminCompetition } from '@contract/admin-competitions';
import { TIMERS } from '@contract/constants';
import { apiGet } from '@/lib/api';

export const adminCompetitionsKey = ['admin', 'competitions'] as const;

export function getAdminCompetitions(): Promise<AdminCompetition[]> {
  return apiGet('/api/admin/competitions', adminCompetitionListSchema);
}

export const adminCompetitionsQueryOptions = () =>
  queryOptions({ queryKey: adminCompetitionsKey, queryFn: getAdminCompetitions });

/**
 * The administrator's competitions. `follow` reads them again as often as the live scoring table,
 * for a screen that shows one while other operators may change it.
 */
export function useAdminCompetitions({ follow = false }: { follow?: boolean } = {}) {
  return useQuery({
    ...adminCompetitionsQueryOptions(),
    refetchInterval: follow ? TIMERS.adminScoringPollMs : false,
  });
}
