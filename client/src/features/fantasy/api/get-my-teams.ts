import { queryOptions, useQuery } from '@tanstack/react-query';
import { fantasyTeamsSchema } from '@contract/fantasy';
import { apiGet } from '@/lib/api';

export const myTeamsKey = ['fantasy', 'teams'] as const;

/** Every team of the signed-in player, by competition start date. */
export const getMyTeams = () => apiGet('/api/fantasy/teams', fantasyTeamsSchema);

export const myTeamsQueryOptions = () =>
  queryOptions({ queryKey: myTeamsKey, queryFn: getMyTeams });

export const useMyTeams = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...myTeamsQueryOptions(), enabled: options.enabled ?? true });
