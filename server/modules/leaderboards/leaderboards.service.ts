import type { Leaderboard, LeaderboardRow, LeaderboardScope } from '../../../contract/leaderboards';
import { isKnownNation } from '../../../contract/nations';
import { notFound } from '../../errors';
import type { AppDeps, SessionUser } from '../../types';
import { findCompetition, listSelectionsOfTeams } from '../fantasy/fantasy.repository';
import { decimal } from '../fantasy/fantasy.presenters';
import { maySeePicks, picksAreVisible } from '../fantasy/team-window';
import { presentBoardRows, sinceOf } from './board-rows';

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

const emptyAnswer = { players: 0, rows: [], me: null, since: null };

/**
 * A competition's leaderboard from the standings engine: the top rows in competition ranking
 * with their movement since the last phase end, and the viewer's own row and rank even outside
 * the top. Picks are listed only once the competition's teams are locked.
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
  const answer =
    (await deps.standings.competitionBoard(competitionId, {
      limit: options.limit,
      country: options.country,
      viewerId: viewer?.id ?? null,
    })) ?? emptyAnswer;
  const { rows, me } = await presentBoardRows(db, answer);
  const now = deps.clock.now();
  const visible = picksAreVisible(competition, now);
  const teamIds = [
    ...(visible ? rows.map((row) => row.teamId ?? 0) : []),
    ...(me?.teamId ? [me.teamId] : []),
  ];
  const selections = await listSelectionsOfTeams(db, teamIds);
  const withPicks = (row: LeaderboardRow): LeaderboardRow => ({
    ...row,
    selections: maySeePicks(competition, row.userId, viewer?.id ?? null, now)
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
    players: answer.players,
    rows: rows.map(withPicks),
    me: me ? withPicks(me) : null,
    since: sinceOf(deps.standings, answer),
  };
}

/** A period's leaderboard (overall, season, month), optionally within one country. */
export async function getStandingsLeaderboard(
  deps: AppDeps,
  viewer: SessionUser | null,
  scope: PeriodScope,
  options: BoardOptions,
): Promise<Leaderboard> {
  checkCountry(options.country);
  const answer = await deps.standings.periodBoard(standingScopeKey(scope), {
    limit: options.limit,
    country: options.country,
    viewerId: viewer?.id ?? null,
  });
  const { rows, me } = await presentBoardRows(deps.database.readDb, answer);
  return {
    scope,
    country: options.country ?? null,
    players: answer.players,
    rows,
    me,
    since: sinceOf(deps.standings, answer),
  };
}
