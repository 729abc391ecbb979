import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeagueMember } from '@contract/leagues';
import { apiGet } from '@/lib/api';
import { leaguesKey } from './get-user-leagues';

export const leagueMembersKey = (leagueId: number) => [...leaguesKey, 'members', leagueId] as const;

/** The members of a league in the order they joined. */
export const getLeagueMembers = (leagueId: number) =>
  apiGet<LeagueMember[]>(`/api/leagues/${leagueId}/members`);

export const leagueMembersQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: leagueMembersKey(leagueId),
    queryFn: () => getLeagueMembers(leagueId),
  });

export const useLeagueMembers = (leagueId: number) => useQuery(leagueMembersQueryOptions(leagueId));
