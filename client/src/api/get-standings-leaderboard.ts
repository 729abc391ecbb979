import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Leaderboard } from '@contract/leaderboards';
import { apiGet, buildQuery } from '@/lib/api';

/** Overall, season (current year by default), month, or a country's overall board. */
export type StandingsBoard =
  | { kind: 'overall'; country?: string }
  | { kind: 'season'; year?: number; country?: string }
  | { kind: 'month'; month: number; year?: number; country?: string }
  | { kind: 'country'; code: string };

function urlOf(board: StandingsBoard, limit: number) {
  switch (board.kind) {
    case 'overall':
      return `/api/leaderboards/overall${buildQuery({ limit, country: board.country })}`;
    case 'season':
      return `/api/leaderboards/season${buildQuery({ limit, year: board.year, country: board.country })}`;
    case 'month':
      return `/api/leaderboards/months/${board.month}${buildQuery({ limit, year: board.year, country: board.country })}`;
    case 'country':
      return `/api/leaderboards/countries/${board.code.toLowerCase()}${buildQuery({ limit })}`;
  }
}

export const getStandingsLeaderboard = (board: StandingsBoard, limit = 5) =>
  apiGet<Leaderboard>(urlOf(board, limit));

export const standingsLeaderboardQueryOptions = (board: StandingsBoard, limit = 5) =>
  queryOptions({
    queryKey: ['leaderboards', 'standings', board, limit] as const,
    queryFn: () => getStandingsLeaderboard(board, limit),
  });

export const useStandingsLeaderboard = (board: StandingsBoard, limit = 5) =>
  useQuery(standingsLeaderboardQueryOptions(board, limit));
