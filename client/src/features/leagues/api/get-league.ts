import { queryOptions, useQuery } from '@tanstack/react-query';
import type { League } from '@contract/leagues';
import { apiGet } from '@/lib/api';
import { leaguesKey } from './get-user-leagues';

export const getLeague = (leagueId: number) => apiGet<League>(`/api/leagues/${leagueId}`);

export const leagueQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: [...leaguesKey, 'detail', leagueId] as const,
    queryFn: () => getLeague(leagueId),
  });

export const useLeague = (leagueId: number, enabled = true) =>
  useQuery({ ...leagueQueryOptions(leagueId), enabled });
