import { and, eq, gt, ne } from 'drizzle-orm';
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

export async function findSessionWithUser(db: Db, id: string, now: Date) {
  const rows = await db
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
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
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
