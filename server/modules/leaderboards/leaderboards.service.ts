import type { Leaderboard, LeaderboardRow, LeaderboardScope } from '../../../contract/leaderboards';
import { isKnownNation } from '../../../contract/nations';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { AppDeps, SessionUser } from '../../types';
import { findCompetition, listSelectionsOfTeams } from '../fantasy/fantasy.repository';
import { decimal } from '../fantasy/fantasy.presenters';
import { picksAreVisible } from '../fantasy/team-window';
import {
  countStandings,
  countTeams,
  findStanding,
  findTeamStanding,
  standingRankOf,
  teamRankOf,
  topStandings,
  topTeams,
} from './leaderboards.repository';
import { boardRowOf, noTeam, rankedBoardRows } from './board-rows';

export type BoardOptions = { limit: number; country?: string | undefined };
export type PeriodScope = Exclude<LeaderboardScope, { kind: 'competition' }>;

/** The standings key of a period (see docs/decisions on seasons and months). */
export function standingScopeKey(scope: PeriodScope): string {
  switch (scope.kind) {
    case 'overall':
      return 'overall';
    case 'season':
      return `season:${scope.year}`;
    case 'month':
      return `month:${scope.year}-${String(scope.month).padStart(2, '0')}`;
  }
}

/** The season shown by default: the calendar year of now (UTC), not a fixed year. */
export const currentSeason = (now: Date) => now.getUTCFullYear();

/** Boards of a country exist only for the nations of the nation table; others are not found. */
function checkCountry(country: string | undefined): void {
  if (country !== undefined && !isKnownNation(country)) throw notFound('League not found.');
}

const inCountry = (nationality: string | null, country: string | undefined) =>
  country === undefined || nationality === country;

/**
 * A competition's leaderboard: the top rows in competition ranking and the viewer's own row and
 * rank even outside the top. Picks are listed only once the competition's teams are locked.
 */
export async function getCompetitionLeaderboard(
  deps: AppDeps,
  viewer: SessionUser | null,
  competitionId: number,
  options: BoardOptions,
): Promise<Leaderboard> {
  checkCountry(options.country);
  const db = deps.database.readDb;
  const competition = await findCompetition(db, competitionId);
  if (!competition) throw notFound('Competition not found');
  const [top, players, mine] = await Promise.all([
    topTeams(db, competitionId, options.limit, options.country),
    countTeams(db, competitionId, options.country),
    viewer ? findTeamStanding(db, competitionId, viewer.id) : Promise.resolve(null),
  ]);
  const rows = rankedBoardRows(top, (row) => row);
  let me: LeaderboardRow | null = null;
  if (mine && inCountry(mine.nationality, options.country)) {
    const rank = await teamRankOf(db, competitionId, mine.totalPoints, options.country);
    me = boardRowOf(mine, rank, mine);
  }
  const visible = picksAreVisible(competition, deps.clock.now());
  const teamIds = [
    ...(visible ? top.map((row) => row.teamId) : []),
    ...(mine ? [mine.teamId] : []),
  ];
  const selections = await listSelectionsOfTeams(db, teamIds);
  const withPicks = (row: LeaderboardRow): LeaderboardRow => ({
    ...row,
    selections:
      visible || row.userId === viewer?.id
        ? selections
            .filter((selection) => selection.fantasyTeamId === row.teamId)
            .map((selection) => ({
              competitionEntryId: selection.competitionEntryId,
              athleteName: selection.athleteName,
              horseName: selection.horseName,
              nationality: selection.nationality,
              points: decimal(selection.totalPts),
              price: decimal(selection.price),
            }))
        : [],
  });
  return {
    scope: { kind: 'competition', competitionId, name: competition.name },
    country: options.country ?? null,
    players,
    rows: rows.map(withPicks),
    me: me ? withPicks(me) : null,
  };
}

/** A period's leaderboard (overall, season, month), optionally within one country. */
export async function getStandingsLeaderboard(
  db: Db,
  viewer: SessionUser | null,
  scope: PeriodScope,
  options: BoardOptions,
): Promise<Leaderboard> {
  checkCountry(options.country);
  const key = standingScopeKey(scope);
  const [top, players, mine] = await Promise.all([
    topStandings(db, key, options.limit, options.country),
    countStandings(db, key, options.country),
    viewer ? findStanding(db, key, viewer.id) : Promise.resolve(null),
  ]);
  let me: LeaderboardRow | null = null;
  if (mine && inCountry(mine.nationality, options.country)) {
    me = boardRowOf(mine, await standingRankOf(db, key, mine.totalPoints, options.country), noTeam);
  }
  return {
    scope,
    country: options.country ?? null,
    players,
    rows: rankedBoardRows(top, () => noTeam),
    me,
  };
}
