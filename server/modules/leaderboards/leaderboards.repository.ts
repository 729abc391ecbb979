import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fantasyRankCounts, fantasyStandings, fantasyTeams, users } from '../../db/schema/index';
import { playerColumns } from './board-rows';

/** A standings scope: 'overall', 'season:2026' or 'month:2026-06'. */
export type StandingScope = string;

const countryFilter = (country: string | undefined): SQL | undefined =>
  country === undefined ? undefined : eq(users.nationality, country);

export type TeamStandingRow = Awaited<ReturnType<typeof topTeams>>[number];
export type PlayerStandingRow = Awaited<ReturnType<typeof topStandings>>[number];

/** The best teams of a competition, in rank order (points, then the earlier team). */
export async function topTeams(db: Db, competitionId: number, limit: number, country?: string) {
  return db
    .select({
      ...playerColumns,
      teamId: fantasyTeams.id,
      teamName: fantasyTeams.teamName,
      totalPoints: fantasyTeams.totalPoints,
    })
    .from(fantasyTeams)
    .innerJoin(users, eq(users.id, fantasyTeams.userId))
    .where(and(eq(fantasyTeams.competitionId, competitionId), countryFilter(country)))
    .orderBy(sql`${fantasyTeams.totalPoints} desc nulls last`, asc(fantasyTeams.id))
    .limit(limit);
}

export async function findTeamStanding(db: Db, competitionId: number, userId: number) {
  const [row] = await db
    .select({
      ...playerColumns,
      teamId: fantasyTeams.id,
      teamName: fantasyTeams.teamName,
      totalPoints: fantasyTeams.totalPoints,
    })
    .from(fantasyTeams)
    .innerJoin(users, eq(users.id, fantasyTeams.userId))
    .where(and(eq(fantasyTeams.competitionId, competitionId), eq(fantasyTeams.userId, userId)));
  return row ?? null;
}

/** The rank-count board of a competition's teams (see fantasy_rank_counts). */
export const competitionBoard = (competitionId: number) => `competition:${competitionId}`;

/**
 * How many teams or players a board holds, in all or above `points`, from its kept rank counts:
 * a range of a few hundred rows of one index, however many players there are.
 */
async function countOnBoard(db: Db, board: string, above?: string) {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${fantasyRankCounts.players})` })
    .from(fantasyRankCounts)
    .where(
      and(
        eq(fantasyRankCounts.board, board),
        above === undefined ? undefined : sql`${fantasyRankCounts.points} > ${above}`,
      ),
    );
  return Number(row?.total ?? 0);
}

type CountedBoard = {
  /** Its key in fantasy_rank_counts. */
  key: string;
  table: typeof fantasyTeams | typeof fantasyStandings;
  rows: SQL;
};

const teamsBoard = (competitionId: number): CountedBoard => ({
  key: competitionBoard(competitionId),
  table: fantasyTeams,
  rows: eq(fantasyTeams.competitionId, competitionId),
});

const standingsBoard = (scope: StandingScope): CountedBoard => ({
  key: scope,
  table: fantasyStandings,
  rows: eq(fantasyStandings.scope, scope),
});

/**
 * How many teams or players a board holds, in all or above `points`: from its kept counts, or
 * within a country by counting its rows through a join to users (no counts per country are kept).
 */
async function countBoard(db: Db, board: CountedBoard, country?: string, above?: string) {
  if (country === undefined) return countOnBoard(db, board.key, above);
  const [row] = await db
    .select({ total: count() })
    .from(board.table)
    .innerJoin(users, eq(users.id, board.table.userId))
    .where(
      and(
        board.rows,
        above === undefined ? undefined : sql`${board.table.totalPoints} > ${above}`,
        countryFilter(country),
      ),
    );
  return row?.total ?? 0;
}

/** One more than the teams strictly ahead: competition ranking (1, 2, 2, 4). */
export async function teamRankOf(
  db: Db,
  competitionId: number,
  totalPoints: string,
  country?: string,
) {
  return 1 + (await countBoard(db, teamsBoard(competitionId), country, totalPoints));
}

export async function countTeams(db: Db, competitionId: number, country?: string) {
  return countBoard(db, teamsBoard(competitionId), country);
}

/** The best players of a period, in rank order (points, then the lower user id). */
export async function topStandings(db: Db, scope: StandingScope, limit: number, country?: string) {
  return db
    .select({ ...playerColumns, totalPoints: fantasyStandings.totalPoints })
    .from(fantasyStandings)
    .innerJoin(users, eq(users.id, fantasyStandings.userId))
    .where(and(eq(fantasyStandings.scope, scope), countryFilter(country)))
    .orderBy(sql`${fantasyStandings.totalPoints} desc nulls last`, asc(fantasyStandings.userId))
    .limit(limit);
}

export async function findStanding(db: Db, scope: StandingScope, userId: number) {
  const [row] = await db
    .select({ ...playerColumns, totalPoints: fantasyStandings.totalPoints })
    .from(fantasyStandings)
    .innerJoin(users, eq(users.id, fantasyStandings.userId))
    .where(and(eq(fantasyStandings.scope, scope), eq(fantasyStandings.userId, userId)));
  return row ?? null;
}

/** One more than the players strictly ahead: competition ranking (1, 2, 2, 4). */
export async function standingRankOf(
  db: Db,
  scope: StandingScope,
  totalPoints: string,
  country?: string,
) {
  return 1 + (await countBoard(db, standingsBoard(scope), country, totalPoints));
}

export async function countStandings(db: Db, scope: StandingScope, country?: string) {
  return countBoard(db, standingsBoard(scope), country);
}
