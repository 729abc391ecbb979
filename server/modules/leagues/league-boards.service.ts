import { LEAGUE_MESSAGES } from '../../../contract/leagues';
import type { Leaderboard } from '../../../contract/leaderboards';
import { notFound } from '../../errors';
import type { AppDeps, SessionUser } from '../../types';
import { findCompetition } from '../fantasy/fantasy.repository';
import { presentBoardRows, sinceOf } from '../leaderboards/board-rows';
import { standingScopeKey, type PeriodScope } from '../leaderboards/leaderboards.service';
import type { BoardAnswer } from '../standings/standings-queries';
import type { LeagueRoster } from './league-members';
import { mayViewLeague } from './leagues.service';

type BoardDeps = Pick<AppDeps, 'database' | 'standings' | 'leagueMembers'>;

const isIn = (members: Int32Array, userId: number) => members.includes(userId);

/** The league's members if the viewer may see it (as getLeague decides), else 'League not found'. */
async function visibleRoster(deps: BoardDeps, viewer: SessionUser, leagueId: number) {
  const roster = await deps.leagueMembers.get(leagueId);
  if (!roster) throw notFound(LEAGUE_MESSAGES.notFound);
  const isMember = isIn(roster.members, viewer.id);
  if (!mayViewLeague({ isPrivate: roster.isPrivate, isMember }, viewer)) {
    throw notFound(LEAGUE_MESSAGES.notFound);
  }
  return roster;
}

const emptyAnswer: BoardAnswer = { players: 0, rows: [], me: null, since: null };

async function present(deps: BoardDeps, answer: BoardAnswer) {
  const { rows, me } = await presentBoardRows(deps.database.db, answer);
  return { players: answer.players, rows, me, since: sinceOf(deps.standings, answer) };
}

/**
 * A league's board for one competition, from the standings engine: its members' teams in
 * competition ranking (ties share a rank) with their movement among the members since the last
 * phase end, and the viewer's own row. Picks are not listed here: the team dialog reads them
 * from the fantasy API, which hides them until the deadline.
 */
export async function getLeagueCompetitionBoard(
  deps: BoardDeps,
  viewer: SessionUser,
  leagueId: number,
  competitionId: number,
  limit: number,
): Promise<Leaderboard> {
  const roster: LeagueRoster = await visibleRoster(deps, viewer, leagueId);
  const competition = await findCompetition(deps.database.db, competitionId);
  if (!competition) throw notFound('Competition not found');
  const answer =
    (await deps.standings.leagueBoard({ competitionId }, roster.members, viewer.id, limit)) ??
    emptyAnswer;
  return {
    scope: { kind: 'competition', competitionId, name: competition.name },
    country: null,
    ...(await present(deps, answer)),
  };
}

/** A league's board for a month or a season, from its members' period totals in memory. */
export async function getLeaguePeriodBoard(
  deps: BoardDeps,
  viewer: SessionUser,
  leagueId: number,
  scope: PeriodScope,
  limit: number,
): Promise<Leaderboard> {
  const roster = await visibleRoster(deps, viewer, leagueId);
  const answer =
    (await deps.standings.leagueBoard(
      { scope: standingScopeKey(scope) },
      roster.members,
      viewer.id,
      limit,
    )) ?? emptyAnswer;
  return { scope, country: null, ...(await present(deps, answer)) };
}
