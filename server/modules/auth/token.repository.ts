import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ADVISORY_LOCK_CLASSES } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { emailVerificationTokens, passwordResetTokens, users } from '../../db/schema/index';

export type TokenKind = 'verification' | 'reset';

const tableOf = (kind: TokenKind) =>
  kind === 'verification' ? emailVerificationTokens : passwordResetTokens;

export async function insertToken(
  db: Db,
  kind: TokenKind,
  values: { userId: number; tokenHash: string; expiresAt: Date; now: Date },
) {
  await db.insert(tableOf(kind)).values({
    userId: values.userId,
    token: values.tokenHash,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/** The account a live (unused, unexpired) token belongs to, without spending the token. */
export async function findLiveTokenOwner(db: Db, kind: TokenKind, tokenHash: string, now: Date) {
  const table = tableOf(kind);
  const rows = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      teamName: users.teamName,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(and(eq(table.token, tokenHash), isNull(table.usedAt), gt(table.expiresAt, now)))
    .limit(1);
  return rows[0];
}

/** Marks a live token used in one statement, so two requests cannot both spend it. */
export async function consumeToken(db: Db, kind: TokenKind, tokenHash: string, now: Date) {
  const table = tableOf(kind);
  const rows = await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.token, tokenHash), isNull(table.usedAt), gt(table.expiresAt, now)))
    .returning({ userId: table.userId });
  return rows[0];
}

/** Ends every other outstanding token of that kind for the user. */
export async function retireUserTokens(db: Db, kind: TokenKind, userId: number, now: Date) {
  const table = tableOf(kind);
  await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.userId, userId), isNull(table.usedAt)));
}

/**
 * Ends every outstanding link of the user, of both kinds: each sets the password, so once the
 * password is set (or the address they were sent to is replaced) none may set it again
 * (docs/decisions/104-links-and-passwords-of-an-account.md).
 */
export async function retireAllUserLinks(db: Db, userId: number, now: Date) {
  await retireUserTokens(db, 'verification', userId, now);
  await retireUserTokens(db, 'reset', userId, now);
}

/**
 * Stores a new link token for the user and retires their older ones of that kind (decision 009),
 * inside the caller's transaction. Links of one user are issued one at a time, so of many asked
 * for at once only the last stays usable.
 */
export async function replaceUserToken(
  db: Db,
  kind: TokenKind,
  values: { userId: number; tokenHash: string; expiresAt: Date; now: Date },
) {
  await db.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_CLASSES.userLinks}, ${values.userId})`,
  );
  await retireUserTokens(db, kind, values.userId, values.now);
  await insertToken(db, kind, values);
}
