import type { Db } from '../../db/client';
import {
  RATE_LIMITS,
  clearRateLimit,
  clearRateLimitsStartingWith,
  countAttempt,
  refundAttempt,
  type CountedAttempt,
} from '../rate-limit/rate-limit.service';
import { findDeviceOfAccount, insertDevice } from './device.repository';
import { hashSecret, newSecret } from './session.service';

/** A browser stays known for a year after the sign-in that made it known. */
export const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export function deviceCookieName(production: boolean) {
  return production ? '__Host-em_device' : 'em_device';
}

/**
 * The sign-in limits (docs/decisions/022-rate-limits-counted-before-the-check.md): tight per
 * account and address, loose per account from anywhere, and per address across accounts. A
 * browser the account signed in from before has a tight limit of its own instead, so guessers
 * behind the same address or elsewhere do not lock the owner out
 * (docs/decisions/088-browsers-the-owner-signed-in-from.md).
 */
const checksFor = (email: string, address: string, deviceId: string | null) =>
  deviceId
    ? [{ rule: RATE_LIMITS.loginFailuresPerDevice, subject: deviceId }]
    : [
        { rule: RATE_LIMITS.loginFailuresPerAccountAndIp, subject: `${email}|${address}` },
        { rule: RATE_LIMITS.loginFailuresPerIp, subject: address },
        { rule: RATE_LIMITS.loginFailuresPerAccount, subject: email },
      ];

export type SignInAttempt = {
  counted: CountedAttempt;
  email: string;
  /** The client's address as the limits count it. */
  address: string;
  /** The hash of the browser's device cookie when it is a known browser of this account. */
  deviceId: string | null;
};

/** The hash of a device cookie that is a known browser of the account, or null. */
async function knownDevice(db: Db, secret: string | undefined, email: string, now: Date) {
  if (!secret || secret.length < 20 || secret.length > 100) return null;
  const device = await findDeviceOfAccount(db, hashSecret(secret), email, now);
  return device?.id ?? null;
}

/**
 * Counts a sign-in attempt before its password is checked; throws a 429 past any limit, so
 * no more attempts than the limits allow ever reach the password check, however many run at once.
 */
export async function countSignInAttempt(
  db: Db,
  input: { email: string; address: string; deviceSecret: string | undefined },
  now: Date,
): Promise<SignInAttempt> {
  const deviceId = await knownDevice(db, input.deviceSecret, input.email, now);
  const counted = await countAttempt(db, checksFor(input.email, input.address, deviceId), now);
  return { counted, email: input.email, address: input.address, deviceId };
}

/**
 * A correct password: the attempt is taken back (only failures stay counted), this address's or
 * this browser's failures for the account are forgotten, and a browser not yet known becomes
 * known. Returns the new device cookie's value, or null when the browser was known already.
 */
export async function settleSuccessfulSignIn(
  db: Db,
  attempt: SignInAttempt,
  userId: number,
  now: Date,
): Promise<string | null> {
  await refundAttempt(db, attempt.counted);
  if (attempt.deviceId) {
    await clearRateLimit(db, RATE_LIMITS.loginFailuresPerDevice, attempt.deviceId);
    return null;
  }
  await clearRateLimit(
    db,
    RATE_LIMITS.loginFailuresPerAccountAndIp,
    `${attempt.email}|${attempt.address}`,
  );
  const secret = newSecret();
  await insertDevice(db, {
    id: hashSecret(secret),
    userId,
    now,
    expiresAt: new Date(now.getTime() + DEVICE_LIFETIME_MS),
  });
  return secret;
}

/** Forgets every failed sign-in of the account, from every address (after a password reset). */
export async function clearSignInFailures(db: Db, email: string) {
  const account = email.toLowerCase();
  await clearRateLimit(db, RATE_LIMITS.loginFailuresPerAccount, account);
  await clearRateLimitsStartingWith(db, RATE_LIMITS.loginFailuresPerAccountAndIp, `${account}|`);
}
