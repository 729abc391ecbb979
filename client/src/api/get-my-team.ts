import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FantasyTeam } from '@contract/fantasy';
import { apiGet } from '@/lib/api';

export const myTeamKey = (competitionId: number) => ['fantasy', 'teams', competitionId] as const;

/**
 * The signed-in player's team for a competition, or null before the first save. Not validated
 * again in the browser (decision 020): the server answers through the schema.
 */
export const getMyTeam = (competitionId: number) =>
  apiGet<FantasyTeam | null>(`/api/fantasy/teams/${competitionId}`);

export const myTeamQueryOptions = (competitionId: number) =>
  queryOptions({ queryKey: myTeamKey(competitionId), queryFn: () => getMyTeam(competitionId) });

export const useMyTeam = (competitionId: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...myTeamQueryOptions(competitionId), enabled: options.enabled ?? true });
