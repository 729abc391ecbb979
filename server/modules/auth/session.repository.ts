import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

export async function insertSession(
  db: Db,
  values: {
    id: string;
    userId: number;
    expiresAt: Date;
    now: Date;
    userAgent: string | null;
    ip: string | null;
  },
) {
  await db.insert(sessions).values({
    id: values.id,
    userId: values.userId,
    expiresAt: values.expiresAt,
    createdAt: values.now,
    lastSeenAt: values.now,
    userAgent: values.userAgent,
    ip: values.ip,
  });
}

function prepareSessionLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isAdmin: users.isAdmin,
      membershipType: users.membershipType,
      premiumUntil: users.premiumUntil,
      emailVerified: users.emailVerified,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('session_lookup');
}

/**
 * Every API request looks its session up: the statement is built once per database handle
 * (docs/decisions/033-prepared-statements-cached-per-database-handle.md).
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

/** The session (unexpired at `now`) and its user, or undefined. */
export async function findSessionWithUser(db: Db, id: string, now: Date) {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const rows = await lookup.execute({ id, now: now.toISOString() });
  return rows[0];
}

export async function touchSession(db: Db, id: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user except, optionally, one. */
export async function deleteUserSessions(db: Db, userId: number, exceptId?: string) {
  await db
    .delete(sessions)
    .where(
      exceptId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, exceptId)),
    );
}
