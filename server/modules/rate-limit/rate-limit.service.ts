import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import {
  deleteCounter,
  deleteFinishedCounters,
  findCounter,
  incrementCounter,
} from './rate-limit.repository';

export type RateLimitRule = {
  /** Prefix of the counter key, e.g. 'login-ip'. */
  name: string;
  limit: number;
  windowMs: number;
  /** What the person was trying to do, for the 429 message. */
  action: string;
};

const MINUTE = 60 * 1000;

/** The limits in force (docs/decisions explains the choice). */
export const RATE_LIMITS = {
  loginFailuresPerIp: {
    name: 'login-ip',
    limit: 10,
    windowMs: 15 * MINUTE,
    action: 'failed sign-in attempts',
  },
  loginFailuresPerAccount: {
    name: 'login-account',
    limit: 5,
    windowMs: 15 * MINUTE,
    action: 'failed sign-ins for this account',
  },
  registerPerIp: { name: 'register-ip', limit: 10, windowMs: 60 * MINUTE, action: 'registrations' },
  forgotPasswordPerIp: {
    name: 'forgot-ip',
    limit: 5,
    windowMs: 60 * MINUTE,
    action: 'password reset requests',
  },
  tokenPerIp: { name: 'token-ip', limit: 20, windowMs: 15 * MINUTE, action: 'link attempts' },
} as const satisfies Record<string, RateLimitRule>;

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject}`;

function minutesText(ms: number) {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function tooMany(rule: RateLimitRule, resetAt: Date, now: Date) {
  const waitMs = resetAt.getTime() - now.getTime();
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Too many ${rule.action}. Please try again in ${minutesText(waitMs)}.`,
    { headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) } },
  );
}

let lastSweep = 0;

/** Counts one attempt and throws a 429 (with Retry-After) once the limit of the window is passed. */
export async function consumeRateLimit(db: Db, rule: RateLimitRule, subject: string, now: Date) {
  if (now.getTime() - lastSweep > 10 * MINUTE) {
    lastSweep = now.getTime();
    await deleteFinishedCounters(db, now);
  }
  const counter = await incrementCounter(db, keyOf(rule, subject), now, rule.windowMs);
  if (counter.count > rule.limit) throw tooMany(rule, counter.resetAt, now);
}

/** Throws a 429 when the limit is already reached, without counting (used for failures only). */
export async function assertUnderRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date,
) {
  const counter = await findCounter(db, keyOf(rule, subject));
  if (counter && counter.resetAt > now && counter.count >= rule.limit) {
    throw tooMany(rule, counter.resetAt, now);
  }
}

/** Counts one failure (see assertUnderRateLimit). */
export async function recordRateLimitFailure(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date,
) {
  await incrementCounter(db, keyOf(rule, subject), now, rule.windowMs);
}

export async function clearRateLimit(db: Db, rule: RateLimitRule, subject: string) {
  await deleteCounter(db, keyOf(rule, subject));
}
