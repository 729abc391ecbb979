import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leagueMemberships, leagues, users } from '../../db/schema/index';

export type LeagueRow = typeof leagues.$inferSelect;
/** A league as its readers see it: the founder only counts toward a cap. */
export type LeagueWithCounts = Omit<LeagueRow, 'founderId'> & {
  memberCount: number;
  isMember: boolean;
};

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

type RawLeague = {
  id: number;
  name: string;
  creator_id: number | null;
  is_private: boolean;
  join_code: string;
  max_members: number;
  description: string | null;
  created_at: Date | string;
  member_count: number;
  is_member: boolean;
};

const fromRaw = (row: RawLeague): LeagueWithCounts => ({
  id: row.id,
  name: row.name,
  creatorId: row.creator_id,
  isPrivate: row.is_private,
  joinCode: row.join_code,
  maxMembers: row.max_members,
  description: row.description,
  createdAt: new Date(row.created_at),
  memberCount: row.member_count,
  isMember: row.is_member,
});

/**
 * League columns with the member count and whether the viewer belongs to it. `league` is the
 * league id expression: a bound id when reading one league lets the planner use its real size
 * (a correlated `l.id` is planned for the average league, a scan).
 */
const leagueColumns = (userId: number, league: SQL = sql`l.id`) => sql`
  l.id, l.name, l.creator_id, l.is_private, l.join_code, l.max_members, l.description,
  l.created_at,
  (select count(*)::int from league_memberships m where m.league_id = ${league}) as member_count,
  exists (
    select 1 from league_memberships m where m.league_id = ${league} and m.user_id = ${userId}
  ) as is_member`;

/** The leagues a player belongs to, most recently joined first. */
export async function listLeaguesOfUser(db: Db, userId: number) {
  const result = await db.execute(sql`
    select ${leagueColumns(userId)}
    from league_memberships mm
    join leagues l on l.id = mm.league_id
    where mm.user_id = ${userId}
    order by mm.joined_at desc, l.id desc
  `);
  return rowsOf<RawLeague>(result).map(fromRaw);
}

export async function findLeagueForViewer(db: Db, leagueId: number, userId: number) {
  const result = await db.execute(sql`
    select ${leagueColumns(userId, sql`${leagueId}`)} from leagues l where l.id = ${leagueId}
  `);
  const [row] = rowsOf<RawLeague>(result);
  return row ? fromRaw(row) : null;
}

export async function findLeague(db: Db, leagueId: number) {
  const [row] = await db.select().from(leagues).where(eq(leagues.id, leagueId));
  return row ?? null;
}

/** The league row locked until the transaction ends: joins to one league queue behind it. */
export async function lockLeagueByCode(db: Db, joinCode: string) {
  const [row] = await db.select().from(leagues).where(eq(leagues.joinCode, joinCode)).for('update');
  return row ?? null;
}

export async function lockLeague(db: Db, leagueId: number) {
  const [row] = await db.select().from(leagues).where(eq(leagues.id, leagueId)).for('update');
  return row ?? null;
}

export async function countMembers(db: Db, leagueId: number) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(leagueMemberships)
    .where(eq(leagueMemberships.leagueId, leagueId));
  return row?.total ?? 0;
}

export async function isMember(db: Db, leagueId: number, userId: number) {
  const [row] = await db
    .select({ userId: leagueMemberships.userId })
    .from(leagueMemberships)
    .where(and(eq(leagueMemberships.leagueId, leagueId), eq(leagueMemberships.userId, userId)));
  return row !== undefined;
}

/**
 * The player's row locked until the transaction ends (not against the rows that refer to it), so
 * their league creations run one at a time and each counts the ones before it.
 */
export async function lockFounder(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row !== undefined;
}

/** The leagues a player created from the dashboard that still exist. */
export async function countLeaguesFoundedBy(db: Db, userId: number) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(leagues)
    .where(eq(leagues.founderId, userId));
  return row?.total ?? 0;
}

/** Adds a member; false when they already were one. */
export async function addMember(db: Db, leagueId: number, userId: number, now: Date) {
  const rows = await db
    .insert(leagueMemberships)
    .values({ leagueId, userId, joinedAt: now })
    .onConflictDoNothing()
    .returning({ userId: leagueMemberships.userId });
  return rows.length > 0;
}

/** Inserts a league unless its join code is taken; null on a code collision. */
export async function insertLeagueIfCodeFree(db: Db, values: typeof leagues.$inferInsert) {
  const [row] = await db
    .insert(leagues)
    .values(values)
    .onConflictDoNothing({ target: leagues.joinCode })
    .returning();
  return row ?? null;
}

export async function updateLeague(
  db: Db,
  leagueId: number,
  values: Partial<typeof leagues.$inferInsert>,
) {
  const [row] = await db.update(leagues).set(values).where(eq(leagues.id, leagueId)).returning();
  return row ?? null;
}

/** Deletes a league; its memberships go with it (foreign key cascade). */
export async function deleteLeague(db: Db, leagueId: number) {
  const rows = await db
    .delete(leagues)
    .where(eq(leagues.id, leagueId))
    .returning({ id: leagues.id });
  return rows.length > 0;
}

export async function isJoinCodeTaken(db: Db, joinCode: string, excludeId?: number | null) {
  const [row] = await db
    .select({ id: leagues.id })
    .from(leagues)
    .where(
      and(
        eq(leagues.joinCode, joinCode),
        excludeId ? sql`${leagues.id} <> ${excludeId}` : undefined,
      ),
    );
  return row !== undefined;
}

/** Removes a membership; false when there was none. */
export async function deleteMember(db: Db, leagueId: number, userId: number) {
  const rows = await db
    .delete(leagueMemberships)
    .where(and(eq(leagueMemberships.leagueId, leagueId), eq(leagueMemberships.userId, userId)))
    .returning({ userId: leagueMemberships.userId });
  return rows.length > 0;
}

/** The member who joined first (then the lower user id), or null for an empty league. */
export async function findEarliestMember(db: Db, leagueId: number) {
  const [row] = await db
    .select({ userId: leagueMemberships.userId })
    .from(leagueMemberships)
    .where(eq(leagueMemberships.leagueId, leagueId))
    .orderBy(asc(leagueMemberships.joinedAt), asc(leagueMemberships.userId))
    .limit(1);
  return row?.userId ?? null;
}

/** A league's members with their names, in the order they joined. */
export async function listMembers(db: Db, leagueId: number) {
  return db
    .select({
      userId: leagueMemberships.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      nationality: users.nationality,
      teamName: users.teamName,
      joinedAt: leagueMemberships.joinedAt,
    })
    .from(leagueMemberships)
    .innerJoin(users, eq(users.id, leagueMemberships.userId))
    .where(eq(leagueMemberships.leagueId, leagueId))
    .orderBy(asc(leagueMemberships.joinedAt), asc(leagueMemberships.userId));
}

/** The leagues a user created, locked until the transaction ends, in id order. */
export async function lockLeaguesCreatedBy(db: Db, userId: number) {
  return db
    .select()
    .from(leagues)
    .where(eq(leagues.creatorId, userId))
    .orderBy(asc(leagues.id))
    .for('update');
}
