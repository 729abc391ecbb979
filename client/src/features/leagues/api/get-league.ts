import { queryOptions, useQuery } from '@tanstack/react-query';
import { leagueSchema } from '@contract/leagues';
import { apiGet } from '@/lib/api';
import { leaguesKey } from './get-user-leagues';

export const getLeague = (leagueId: number) => apiGet(`/api/leagues/${leagueId}`, leagueSchema);

export const leagueQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: [...leaguesKey, 'detail', leagueId] as const,
    queryFn: () => getLeague(leagueId),
  });

export const useLeague = (leagueId: number, enabled = true) =>
  useQuery({ ...leagueQueryOptions(leagueId), enabled });
