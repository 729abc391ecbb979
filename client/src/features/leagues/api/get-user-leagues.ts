import { queryOptions, useQuery } from '@tanstack/react-query';
import type { League } from '@contract/leagues';
import { apiGet } from '@/lib/api';

export const leaguesKey = ['leagues'] as const;
export const userLeaguesKey = [...leaguesKey, 'user'] as const;

/**
 * The player's leagues with member counts, join codes and their rank in each. The league reads
 * are not validated again in the browser (decision 020): the server answers through the schemas.
 */
export const getUserLeagues = () => apiGet<League[]>('/api/leagues/user');

export const userLeaguesQueryOptions = () =>
  queryOptions({ queryKey: userLeaguesKey, queryFn: getUserLeagues });

export const useUserLeagues = () => useQuery(userLeaguesQueryOptions());
