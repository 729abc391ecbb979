import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fantasyStandings, fantasyTeams, users } from '../../db/schema/index';

/** A standings scope: 'overall', 'season:2026' or 'month:2026-06'. */
export type StandingScope = string;

const countryFilter = (country: string | undefined): SQL | undefined =>
  country === undefined ? undefined : eq(users.nationality, country);

const playerColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  nationality: users.nationality,
  userTeamName: users.teamName,
};

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

/** One more than the teams strictly ahead: competition ranking (1, 2, 2, 4). */
export async function teamRankOf(
  db: Db,
  competitionId: number,
  totalPoints: string,
  country?: string,
) {
  const query = db.select({ ahead: count() }).from(fantasyTeams);
  const where = and(
    eq(fantasyTeams.competitionId, competitionId),
    sql`${fantasyTeams.totalPoints} > ${totalPoints}`,
    countryFilter(country),
  );
  const [row] = country
    ? await query.innerJoin(users, eq(users.id, fantasyTeams.userId)).where(where)
    : await query.where(where);
  return (row?.ahead ?? 0) + 1;
}

export async function countTeams(db: Db, competitionId: number, country?: string) {
  const query = db.select({ total: count() }).from(fantasyTeams);
  const where = and(eq(fantasyTeams.competitionId, competitionId), countryFilter(country));
  const [row] = country
    ? await query.innerJoin(users, eq(users.id, fantasyTeams.userId)).where(where)
    : await query.where(where);
  return row?.total ?? 0;
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

export async function standingRankOf(
  db: Db,
  scope: StandingScope,
  totalPoints: string,
  country?: string,
) {
  const query = db.select({ ahead: count() }).from(fantasyStandings);
  const where = and(
    eq(fantasyStandings.scope, scope),
    sql`${fantasyStandings.totalPoints} > ${totalPoints}`,
    countryFilter(country),
  );
  const [row] = country
    ? await query.innerJoin(users, eq(users.id, fantasyStandings.userId)).where(where)
    : await query.where(where);
  return (row?.ahead ?? 0) + 1;
}

export async function countStandings(db: Db, scope: StandingScope, country?: string) {
  const query = db.select({ total: count() }).from(fantasyStandings);
  const where = and(eq(fantasyStandings.scope, scope), countryFilter(country));
  const [row] = country
    ? await query.innerJoin(users, eq(users.id, fantasyStandings.userId)).where(where)
    : await query.where(where);
  return row?.total ?? 0;
}
