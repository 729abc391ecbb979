import { LEAGUE_MESSAGES } from '../../../contract/leagues';
import type { Leaderboard } from '../../../contract/leaderboards';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { SessionUser } from '../../types';
import { boardRowOf, noTeam, rankedBoardRows } from '../leaderboards/board-rows';
import { standingScopeKey, type PeriodScope } from '../leaderboards/leaderboards.service';
import {
  memberStandingsBoardSql,
  memberTeamsBoardSql,
  readMemberBoard,
  type MemberBoard,
} from './league-boards.repository';
import { mayViewLeague } from './leagues.service';

/** The board if the viewer may see its league (as getLeague decides), else 'League not found'. */
async function readVisibleBoard(db: Db, viewer: SessionUser, query: SQL): Promise<MemberBoard> {
  const board = await readMemberBoard(db, query);
  if (!board || !mayViewLeague(board, viewer)) throw notFound(LEAGUE_MESSAGES.notFound);
  return board;
}

/**
 * A league's board for one competition: its members' teams in competition ranking (ties share
 * a rank) and the viewer's own row. Picks are not listed here: the team dialog reads them from
 * the fantasy API, which hides them until the deadline.
 */
export async function getLeagueCompetitionBoard(
  db: Db,
  viewer: SessionUser,
  leagueId: number,
  competitionId: number,
  limit: number,
): Promise<Leaderboard> {
  const request = { leagueId, viewerId: viewer.id, limit };
  const board = await readVisibleBoard(db, viewer, memberTeamsBoardSql(request, competitionId));
  if (board.competitionName === null) throw notFound('Competition not found');
  return {
    scope: { kind: 'competition', competitionId, name: board.competitionName },
    country: null,
    players: board.players,
    rows: rankedBoardRows(board.top, (row) => row),
    me: board.mine ? boardRowOf(board.mine, board.mine.rank, board.mine) : null,
  };
}

/** A league's board for a month or a season, from its members' kept standings. */
export async function getLeaguePeriodBoard(
  db: Db,
  viewer: SessionUser,
  leagueId: number,
  scope: PeriodScope,
  limit: number,
): Promise<Leaderboard> {
  const request = { leagueId, viewerId: viewer.id, limit };
  const key = standingScopeKey(scope);
  const board = await readVisibleBoard(db, viewer, memberStandingsBoardSql(request, key));
  return {
    scope,
    country: null,
    players: board.players,
    rows: rankedBoardRows(board.top, () => noTeam),
    me: board.mine ? boardRowOf(board.mine, board.mine.rank, noTeam) : null,
  };
}
