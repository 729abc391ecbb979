import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Leaderboard } from '@contract/leaderboards';
import { apiGet, buildQuery } from '@/lib/api';

export type BoardFilter = { limit?: number; country?: string };

/**
 * A competition's top rows (5 by default) and the player's own row. Not validated again in the
 * browser (decision 020): the server answers through the schema.
 */
export const getCompetitionLeaderboard = (competitionId: number, filter: BoardFilter = {}) =>
  apiGet<Leaderboard>(`/api/competitions/${competitionId}/leaderboard${buildQuery(filter)}`);

export const competitionLeaderboardQueryOptions = (
  competitionId: number,
  filter: BoardFilter = {},
) =>
  queryOptions({
    queryKey: ['leaderboards', 'competition', competitionId, filter] as const,
    queryFn: () => getCompetitionLeaderboard(competitionId, filter),
  });

export const useCompetitionLeaderboard = (
  competitionId: number | undefined,
  filter: BoardFilter = {},
) =>
  useQuery({
    ...competitionLeaderboardQueryOptions(competitionId ?? 0, filter),
    enabled: competitionId !== undefined,
  });
