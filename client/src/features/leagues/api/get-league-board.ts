import type { Leaderboard } from '@contract/leaderboards';
import { apiGet } from '@/lib/api';

/** One of a private league's boards: a competition, a month of a season, or a season. */
export type LeagueBoard =
  | { kind: 'competition'; competitionId: number }
  | { kind: 'month'; year: number; month: number }
  | { kind: 'season'; year: number };

function urlOf(leagueId: number, board: LeagueBoard) {
  const base = `/api/leagues/${leagueId}/leaderboard`;
  switch (board.kind) {
    case 'competition':
      return `${base}/competition/${board.competitionId}`;
    case 'month':
      return `${base}/month/${board.year}/${board.month}`;
    case 'season':
      return `${base}/season/${board.year}`;
  }
}

export const getLeagueBoard = (leagueId: number, board: LeagueBoard) =>
  apiGet<Leaderboard>(urlOf(leagueId, board));
