import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema/index';
import { hashPassword } from '../../modules/auth/password';

/** Creates, or promotes and re-keys, a verified administrator with the given sign-in. */
export async function ensureAdministrator(db: Db, email: string, password: string) {
  const normalised = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalised))
    .limit(1);
  const found = existing[0];
  if (found) {
    await db
      .update(users)
      .set({ isAdmin: true, emailVerified: true, passwordHash })
      .where(eq(users.id, found.id));
    return found.id;
  }
  const inserted = await db
    .insert(users)
    .values({
      email: normalised,
      firstName: 'Site',
      lastName: 'Administrator',
      passwordHash,
      isAdmin: true,
      emailVerified: true,
      nationality: 'GBR',
    })
    .returning({ id: users.id });
  return inserted[0]?.id;
}
