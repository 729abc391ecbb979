import { queryOptions } from '@tanstack/react-query';
import type { FantasyTeam } from '@contract/fantasy';
import { apiGet } from '@/lib/api';

export const myTeamsKey = ['fantasy', 'teams'] as const;

/** Every team of the signed-in player, by competition start date. */
export const getMyTeams = () => apiGet<FantasyTeam[]>('/api/fantasy/teams');

export const myTeamsQueryOptions = () =>
  queryOptions({ queryKey: myTeamsKey, queryFn: getMyTeams });
