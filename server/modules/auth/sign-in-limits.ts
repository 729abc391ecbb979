import type { Db } from '../../db/client';
import {
  RATE_LIMITS,
  clearRateLimit,
  clearRateLimitsStartingWith,
  countAttempt,
  refundAttempt,
  type CountedAttempt,
} from '../rate-limit/rate-limit.service';

/**
 * The sign-in limits (docs/decisions/022-rate-limits-counted-before-the-check.md): tight per
 * account and address, loose per account from anywhere, and per address across accounts.
 */
const checksFor = (email: string, ip: string) => [
  { rule: RATE_LIMITS.loginFailuresPerAccountAndIp, subject: `${email}|${ip}` },
  { rule: RATE_LIMITS.loginFailuresPerIp, subject: ip },
  { rule: RATE_LIMITS.loginFailuresPerAccount, subject: email },
];

/**
 * Counts a sign-in attempt before its password is checked; throws a 429 past any limit, so
 * no more attempts than the limits allow ever reach the password check, however many run at once.
 */
export function countSignInAttempt(db: Db, email: string, ip: string, now: Date) {
  return countAttempt(db, checksFor(email, ip), now);
}

/**
 * A correct password: the attempt is taken back from the per-address and per-account counters
 * (only failures stay counted), and this address's failures for the account are forgotten.
 */
export async function settleSuccessfulSignIn(
  db: Db,
  attempt: CountedAttempt,
  email: string,
  ip: string,
) {
  await refundAttempt(db, attempt);
  await clearRateLimit(db, RATE_LIMITS.loginFailuresPerAccountAndIp, `${email}|${ip}`);
}

/** Forgets every failed sign-in of the account, from every address (after a password reset). */
export async function clearSignInFailures(db: Db, email: string) {
  const account = email.toLowerCase();
  await clearRateLimit(db, RATE_LIMITS.loginFailuresPerAccount, account);
  await clearRateLimitsStartingWith(db, RATE_LIMITS.loginFailuresPerAccountAndIp, `${account}|`);
}
