import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fantasyTeams, users } from '../../db/schema/index';

export async function findUserById(db: Db, id: number) {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** The user row, locked until the transaction ends: a second once-only change waits, then reads this one's. */
export async function findUserForUpdate(db: Db, id: number) {
  const rows = await db.select().from(users).where(eq(users.id, id)).for('no key update');
  return rows[0];
}

/** Case-insensitive, served by the users_email_lower_unique index. */
export async function findUserByEmail(db: Db, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0];
}

export async function insertUser(
  db: Db,
  values: { email: string; firstName: string; lastName: string; nationality: string; now: Date },
) {
  const rows = await db
    .insert(users)
    .values({
      email: values.email.toLowerCase(),
      firstName: values.firstName,
      lastName: values.lastName,
      nationality: values.nationality,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<
    Pick<
      typeof users.$inferInsert,
      'passwordHash' | 'emailVerified' | 'teamName' | 'membershipType' | 'premiumUntil'
    >
  > & { now: Date },
) {
  const { now, ...changes } = values;
  const rows = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return rows[0];
}

/** Gives every team of the player the player's team name. */
export async function renameTeamsOfUser(db: Db, userId: number, teamName: string) {
  await db
    .update(fantasyTeams)
    .set({ teamName })
    .where(and(eq(fantasyTeams.userId, userId), ne(fantasyTeams.teamName, teamName)));
}
