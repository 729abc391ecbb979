import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminLeagueListSchema } from '@contract/admin-leagues';
import { apiGet } from '@/lib/api';

export const adminLeaguesKey = ['admin', 'leagues'] as const;

/** Every league with its member count, newest first. */
export const getAdminLeagues = () => apiGet('/api/admin/leagues', adminLeagueListSchema);

export const adminLeaguesQueryOptions = () =>
  queryOptions({ queryKey: adminLeaguesKey, queryFn: getAdminLeagues });

export const useAdminLeagues = () => useQuery(adminLeaguesQueryOptions());
