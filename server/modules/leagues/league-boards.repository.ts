import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { fantasyStandings, fantasyTeams, leagueMemberships, users } from '../../db/schema/index';

const playerColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  nationality: users.nationality,
  userTeamName: users.teamName,
};

const memberOf = (leagueId: number, userIdColumn: AnyPgColumn) =>
  and(eq(leagueMemberships.leagueId, leagueId), eq(leagueMemberships.userId, userIdColumn));

export type MemberTeamRow = Awaited<ReturnType<typeof topMemberTeams>>[number];
export type MemberStandingRow = Awaited<ReturnType<typeof topMemberStandings>>[number];

/** The members' teams of a competition in rank order (points, then the earlier team). */
export async function topMemberTeams(
  db: Db,
  leagueId: number,
  competitionId: number,
  limit: number,
) {
  return db
    .select({
      ...playerColumns,
      teamId: fantasyTeams.id,
      teamName: fantasyTeams.teamName,
      totalPoints: fantasyTeams.totalPoints,
    })
    .from(fantasyTeams)
    .innerJoin(leagueMemberships, memberOf(leagueId, fantasyTeams.userId))
    .innerJoin(users, eq(users.id, fantasyTeams.userId))
    .where(eq(fantasyTeams.competitionId, competitionId))
    .orderBy(desc(fantasyTeams.totalPoints), asc(fantasyTeams.id))
    .limit(limit);
}

export async function findMemberTeam(
  db: Db,
  leagueId: number,
  competitionId: number,
  userId: number,
) {
  const [row] = await db
    .select({
      ...playerColumns,
      teamId: fantasyTeams.id,
      teamName: fantasyTeams.teamName,
      totalPoints: fantasyTeams.totalPoints,
    })
    .from(fantasyTeams)
    .innerJoin(leagueMemberships, memberOf(leagueId, fantasyTeams.userId))
    .innerJoin(users, eq(users.id, fantasyTeams.userId))
    .where(and(eq(fantasyTeams.competitionId, competitionId), eq(fantasyTeams.userId, userId)));
  return row ?? null;
}

/** How many members' teams a competition has, and how many score above `points`. */
export async function countMemberTeams(
  db: Db,
  leagueId: number,
  competitionId: number,
  above?: string,
) {
  const [row] = await db
    .select({ total: count() })
    .from(fantasyTeams)
    .innerJoin(leagueMemberships, memberOf(leagueId, fantasyTeams.userId))
    .where(
      and(
        eq(fantasyTeams.competitionId, competitionId),
        above === undefined ? undefined : sql`${fantasyTeams.totalPoints} > ${above}`,
      ),
    );
  return row?.total ?? 0;
}

/** The members' kept standings of a period in rank order (points, then the lower user id). */
export async function topMemberStandings(db: Db, leagueId: number, scope: string, limit: number) {
  return db
    .select({ ...playerColumns, totalPoints: fantasyStandings.totalPoints })
    .from(fantasyStandings)
    .innerJoin(leagueMemberships, memberOf(leagueId, fantasyStandings.userId))
    .innerJoin(users, eq(users.id, fantasyStandings.userId))
    .where(eq(fantasyStandings.scope, scope))
    .orderBy(desc(fantasyStandings.totalPoints), asc(fantasyStandings.userId))
    .limit(limit);
}

export async function findMemberStanding(db: Db, leagueId: number, scope: string, userId: number) {
  const [row] = await db
    .select({ ...playerColumns, totalPoints: fantasyStandings.totalPoints })
    .from(fantasyStandings)
    .innerJoin(leagueMemberships, memberOf(leagueId, fantasyStandings.userId))
    .innerJoin(users, eq(users.id, fantasyStandings.userId))
    .where(and(eq(fantasyStandings.scope, scope), eq(fantasyStandings.userId, userId)));
  return row ?? null;
}

export async function countMemberStandings(
  db: Db,
  leagueId: number,
  scope: string,
  above?: string,
) {
  const [row] = await db
    .select({ total: count() })
    .from(fantasyStandings)
    .innerJoin(leagueMemberships, memberOf(leagueId, fantasyStandings.userId))
    .where(
      and(
        eq(fantasyStandings.scope, scope),
        above === undefined ? undefined : sql`${fantasyStandings.totalPoints} > ${above}`,
      ),
    );
  return row?.total ?? 0;
}
