import { queryOptions, useQuery } from '@tanstack/react-query';
import { leagueListSchema } from '@contract/leagues';
import { apiGet } from '@/lib/api';

export const leaguesKey = ['leagues'] as const;
export const userLeaguesKey = [...leaguesKey, 'user'] as const;

/** The player's leagues with member counts, join codes and their rank in each. */
export const getUserLeagues = () => apiGet('/api/leagues/user', leagueListSchema);

export const userLeaguesQueryOptions = () =>
  queryOptions({ queryKey: userLeaguesKey, queryFn: getUserLeagues });

export const useUserLeagues = () => useQuery(userLeaguesQueryOptions());
