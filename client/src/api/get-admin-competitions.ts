import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCompetitionListSchema, type AdminCompetition } from '@contract/admin-competitions';
import { apiGet } from '@/lib/api';

export const adminCompetitionsKey = ['admin', 'competitions'] as const;

export function getAdminCompetitions(): Promise<AdminCompetition[]> {
  return apiGet('/api/admin/competitions', adminCompetitionListSchema);
}

export const adminCompetitionsQueryOptions = () =>
  queryOptions({ queryKey: adminCompetitionsKey, queryFn: getAdminCompetitions });

export function useAdminCompetitions() {
  return useQuery(adminCompetitionsQueryOptions());
}
