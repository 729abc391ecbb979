import type { Leaderboard, LeaderboardRow } from '../../../contract/leaderboards';
import { competitionRanks } from '../../../contract/scoring';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { SessionUser } from '../../types';
import { decimal, userNameOf } from '../fantasy/fantasy.presenters';
import { findCompetition } from '../fantasy/fantasy.repository';
import { standingScopeKey, type PeriodScope } from '../leaderboards/leaderboards.service';
import {
  countMemberStandings,
  countMemberTeams,
  findMemberStanding,
  findMemberTeam,
  topMemberStandings,
  topMemberTeams,
  type MemberStandingRow,
} from './league-boards.repository';
import { getLeague } from './leagues.service';

const rowOf = (
  player: MemberStandingRow,
  rank: number,
  team: { teamId: number | null; teamName: string | null },
): LeaderboardRow => ({
  rank,
  teamId: team.teamId,
  userId: player.userId,
  userName: userNameOf(player),
  userNationality: player.nationality,
  teamName: team.teamName ?? player.userTeamName ?? 'My Team',
  totalPoints: decimal(player.totalPoints),
  selections: [],
});

const ranksOf = <T extends { totalPoints: string }>(rows: readonly T[]) =>
  competitionRanks(rows, (a, b) => a.totalPoints === b.totalPoints);

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
  now: Date,
): Promise<Leaderboard> {
  // One round of reads at once (the league check decides before anything is returned).
  const [, competition, top, players, mine] = await Promise.all([
    getLeague(db, viewer, leagueId, now),
    findCompetition(db, competitionId),
    topMemberTeams(db, leagueId, competitionId, limit),
    countMemberTeams(db, leagueId, competitionId),
    findMemberTeam(db, leagueId, competitionId, viewer.id),
  ]);
  if (!competition) throw notFound('Competition not found');
  const ranks = ranksOf(top);
  const me = mine
    ? rowOf(mine, 1 + (await countMemberTeams(db, leagueId, competitionId, mine.totalPoints)), mine)
    : null;
  return {
    scope: { kind: 'competition', competitionId, name: competition.name },
    country: null,
    players,
    rows: top.map((row, index) => rowOf(row, ranks[index] ?? index + 1, row)),
    me,
  };
}

/** A league's board for a month or a season, from its members' kept standings. */
export async function getLeaguePeriodBoard(
  db: Db,
  viewer: SessionUser,
  leagueId: number,
  scope: PeriodScope,
  limit: number,
  now: Date,
): Promise<Leaderboard> {
  const key = standingScopeKey(scope);
  const [, top, players, mine] = await Promise.all([
    getLeague(db, viewer, leagueId, now),
    topMemberStandings(db, leagueId, key, limit),
    countMemberStandings(db, leagueId, key),
    findMemberStanding(db, leagueId, key, viewer.id),
  ]);
  const ranks = ranksOf(top);
  const noTeam = { teamId: null, teamName: null };
  const me = mine
    ? rowOf(mine, 1 + (await countMemberStandings(db, leagueId, key, mine.totalPoints)), noTeam)
    : null;
  return {
    scope,
    country: null,
    players,
    rows: top.map((row, index) => rowOf(row, ranks[index] ?? index + 1, noTeam)),
    me,
  };
}
