import { queryOptions, useQuery } from '@tanstack/react-query';
import { fantasyTeamOrNullSchema } from '@contract/fantasy';
import { apiGet } from '@/lib/api';

export const myTeamKey = (competitionId: number) => ['fantasy', 'teams', competitionId] as const;

/** The signed-in player's team for a competition, or null before the first save. */
export const getMyTeam = (competitionId: number) =>
  apiGet(`/api/fantasy/teams/${competitionId}`, fantasyTeamOrNullSchema);

export const myTeamQueryOptions = (competitionId: number) =>
  queryOptions({ queryKey: myTeamKey(competitionId), queryFn: () => getMyTeam(competitionId) });

export const useMyTeam = (competitionId: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...myTeamQueryOptions(competitionId), enabled: options.enabled ?? true });
