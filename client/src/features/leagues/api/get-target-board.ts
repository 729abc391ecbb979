import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Leaderboard } from '@contract/leaderboards';
import { getCompetitionLeaderboard } from '@/api/get-competition-leaderboard';
import { getStandingsLeaderboard } from '@/api/get-standings-leaderboard';
import type { PublicLeagueTarget } from '../lib/league-param';
import { getLeagueBoard, type LeagueBoard } from './get-league-board';
import { leaguesKey } from './get-user-leagues';

/** Rows shown per board on the league page; the player's own row comes on top of them. */
export const LEAGUE_PAGE_ROWS = 100;

export type BoardTarget = PublicLeagueTarget | { kind: 'private'; id: number };

/**
 * A board of any league: a private league's own endpoints, or the public overall and country
 * leaderboards (every player, or every player of one country).
 */
export function getTargetBoard(target: BoardTarget, board: LeagueBoard): Promise<Leaderboard> {
  if (target.kind === 'private') return getLeagueBoard(target.id, board);
  const country = target.kind === 'country' ? target.code : undefined;
  switch (board.kind) {
    case 'competition':
      return getCompetitionLeaderboard(board.competitionId, { limit: LEAGUE_PAGE_ROWS, country });
    case 'month':
      return getStandingsLeaderboard(
        { kind: 'month', month: board.month, year: board.year, country },
        LEAGUE_PAGE_ROWS,
      );
    case 'season':
      return getStandingsLeaderboard(
        { kind: 'season', year: board.year, country },
        LEAGUE_PAGE_ROWS,
      );
  }
}

export const targetBoardQueryOptions = (target: BoardTarget, board: LeagueBoard) =>
  queryOptions({
    queryKey: [...leaguesKey, 'target-board', target, board] as const,
    queryFn: () => getTargetBoard(target, board),
  });

export const useTargetBoard = (target: BoardTarget, board: LeagueBoard, enabled = true) =>
  useQuery({ ...targetBoardQueryOptions(target, board), enabled });
