import { createHash, randomBytes } from 'node:crypto';
import { SESSION_LIFETIME } from '../../../contract/constants';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../types';
import {
  deleteSession,
  findSessionWithUser,
  insertSession,
  touchSession,
} from './session.repository';

/** Sessions end after 14 days without use, and 30 days after sign-in whatever happens. */
export const SESSION_IDLE_MS = SESSION_LIFETIME.idleMs;
export const SESSION_ABSOLUTE_MS = SESSION_LIFETIME.absoluteMs;
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export function sessionCookieName(production: boolean) {
  return production ? '__Host-em_session' : 'em_session';
}

/** SHA-256 hex of a secret: what the database keeps instead of the secret. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new random secret of 256 bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Starts a session and returns the cookie value (the database keeps only its hash). */
export async function startSession(
  db: Db,
  userId: number,
  now: Date,
  context: { userAgent: string | null; ip: string | null },
): Promise<string> {
  const secret = newSecret();
  await insertSession(db, {
    id: hashSecret(secret),
    userId,
    now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: context.userAgent?.slice(0, 300) ?? null,
    ip: context.ip,
  });
  return secret;
}

/** The user behind a cookie value, or null when the session is unknown, idle too long or expired. */
export async function resolveSession(
  db: Db,
  secret: string,
  now: Date,
): Promise<SessionUser | null> {
  if (secret.length < 20 || secret.length > 100) return null;
  const id = hashSecret(secret);
  const row = await findSessionWithUser(db, id, now);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS) {
    await deleteSession(db, id);
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(db, id, now);
  const premiumActive =
    row.membershipType === 'premium' && (row.premiumUntil === null || row.premiumUntil > now);
  return {
    id: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isAdmin: row.isAdmin,
    membershipType: premiumActive ? 'premium' : 'free',
    premiumUntil: row.premiumUntil,
    emailVerified: row.emailVerified,
    sessionId: id,
  };
}

export async function endSession(db: Db, sessionId: string) {
  await deleteSession(db, sessionId);
}
