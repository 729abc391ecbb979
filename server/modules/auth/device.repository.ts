import { and, desc, eq, gt, lte, ne, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInDevices, users } from '../../db/schema/index';

/** How many browsers an account keeps; signing in from one more forgets the oldest. */
const DEVICES_PER_ACCOUNT = 20;

/** The device behind a cookie's hash, if it is still valid and belongs to the account `email`. */
export async function findDeviceOfAccount(db: Db, id: string, email: string, now: Date) {
  const [row] = await db
    .select({ id: signInDevices.id })
    .from(signInDevices)
    .innerJoin(users, eq(users.id, signInDevices.userId))
    .where(and(eq(signInDevices.id, id), eq(users.email, email), gt(signInDevices.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Keeps a new device and forgets the account's expired ones and those past the newest 20. */
export async function insertDevice(
  db: Db,
  values: { id: string; userId: number; now: Date; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx.insert(signInDevices).values({
      id: values.id,
      userId: values.userId,
      createdAt: values.now,
      expiresAt: values.expiresAt,
    });
    const others = and(eq(signInDevices.userId, values.userId), ne(signInDevices.id, values.id));
    const keptOthers = tx
      .select({ id: signInDevices.id })
      .from(signInDevices)
      .where(others)
      .orderBy(desc(signInDevices.createdAt), desc(signInDevices.id))
      .limit(DEVICES_PER_ACCOUNT - 1);
    await tx
      .delete(signInDevices)
      .where(
        and(
          others,
          or(lte(signInDevices.expiresAt, values.now), notInArray(signInDevices.id, keptOthers)),
        ),
      );
  });
}
