import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import {
  decrementCounter,
  deleteCounter,
  deleteCountersStartingWith,
  deleteFinishedCounters,
  incrementCounter,
} from './rate-limit.repository';

export type RateLimitRule = {
  /** Prefix of the counter key, e.g. 'login-ip'. */
  name: string;
  limit: number;
  windowMs: number;
  /** What the person was trying to do, for the 429 message. */
  action: string;
  /** A sentence added to the 429 message, e.g. the way round the limit. */
  hint?: string;
};

const MINUTE = 60 * 1000;

/** The limits in force (docs/decisions/022-rate-limits-counted-before-the-check.md). */
export const RATE_LIMITS = {
  loginFailuresPerAccountAndIp: {
    name: 'login-account-ip',
    limit: 5,
    windowMs: 15 * MINUTE,
    action: 'failed sign-ins for this account',
  },
  loginFailuresPerAccount: {
    name: 'login-account',
    limit: 50,
    windowMs: 60 * MINUTE,
    action: 'failed sign-ins for this account',
    hint: 'You can reset your password to sign in now.',
  },
  loginFailuresPerDevice: {
    name: 'login-device',
    limit: 5,
    windowMs: 15 * MINUTE,
    action: 'failed sign-ins for this account',
  },
  loginFailuresPerIp: {
    name: 'login-ip',
    limit: 30,
    windowMs: 15 * MINUTE,
    action: 'failed sign-in attempts',
  },
  registerPerIp: { name: 'register-ip', limit: 10, windowMs: 60 * MINUTE, action: 'registrations' },
  registrationEmailsPerAccount: {
    name: 'register-account',
    limit: 3,
    windowMs: 60 * MINUTE,
    action: 'registration emails for this address',
  },
  forgotPasswordPerIp: {
    name: 'forgot-ip',
    limit: 5,
    windowMs: 60 * MINUTE,
    action: 'password reset requests',
  },
  forgotPasswordPerAccount: {
    name: 'forgot-account',
    limit: 3,
    windowMs: 60 * MINUTE,
    action: 'password reset emails for this account',
  },
  tokenPerIp: { name: 'token-ip', limit: 20, windowMs: 15 * MINUTE, action: 'link attempts' },
  joinFailuresPerAccount: {
    name: 'join-account',
    limit: 10,
    windowMs: 15 * MINUTE,
    action: 'failed join attempts',
  },
  joinFailuresPerIp: {
    name: 'join-ip',
    limit: 20,
    windowMs: 15 * MINUTE,
    action: 'failed join attempts',
  },
} as const satisfies Record<string, RateLimitRule>;

/** One counter an attempt is counted against: a rule and whom it counts (an address, an email). */
export type RateLimitCheck = { rule: RateLimitRule; subject: string };

/** The counters one attempt was counted in, so it can be taken back (refundAttempt). */
export type CountedAttempt = { key: string; resetAt: Date }[];

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject}`;

function minutesText(ms: number) {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function tooMany(rule: RateLimitRule, resetAt: Date, now: Date) {
  const waitMs = resetAt.getTime() - now.getTime();
  const sentence = `Too many ${rule.action}. Please try again in ${minutesText(waitMs)}.`;
  return new AppError('TOO_MANY_REQUESTS', rule.hint ? `${sentence} ${rule.hint}` : sentence, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  });
}

let lastSweep = 0;

async function sweep(db: Db, now: Date) {
  if (now.getTime() - lastSweep > 10 * MINUTE) {
    lastSweep = now.getTime();
    await deleteFinishedCounters(db, now);
  }
}

/** Takes an attempt back from every counter it was counted in (it turned out not to count). */
export async function refundAttempt(db: Db, attempt: CountedAttempt) {
  for (const counted of attempt) await decrementCounter(db, counted.key, counted.resetAt);
}

type Refusal = { rule: RateLimitRule; resetAt: Date };

async function tryCount(db: Db, checks: readonly RateLimitCheck[], now: Date) {
  await sweep(db, now);
  const attempt: CountedAttempt = [];
  for (const { rule, subject } of checks) {
    const key = keyOf(rule, subject);
    const counter = await incrementCounter(db, key, now, rule.windowMs);
    attempt.push({ key, resetAt: counter.resetAt });
    if (counter.count > rule.limit) {
      await refundAttempt(db, attempt);
      const refusal: Refusal = { rule, resetAt: counter.resetAt };
      return { attempt: [], refusal };
    }
  }
  return { attempt, refusal: null };
}

/**
 * Counts one attempt against every check before the work it guards, each in one atomic
 * increment-then-read, so parallel requests cannot all pass before any is counted: at most
 * `limit` attempts per window ever pass a rule. Past a limit it takes the attempt back from the
 * counters already passed and throws a 429 with Retry-After.
 */
export async function countAttempt(
  db: Db,
  checks: readonly RateLimitCheck[],
  now: Date,
): Promise<CountedAttempt> {
  const { attempt, refusal } = await tryCount(db, checks, now);
  if (refusal) throw tooMany(refusal.rule, refusal.resetAt, now);
  return attempt;
}

/** Counts one attempt and throws a 429 (with Retry-After) once the limit of the window is passed. */
export async function consumeRateLimit(db: Db, rule: RateLimitRule, subject: string, now: Date) {
  await countAttempt(db, [{ rule, subject }], now);
}

/**
 * Counts one attempt like countAttempt, but answers null past the limit instead of throwing: for
 * limits the person must not notice (they would tell whether an account exists). Within it, the
 * counted attempt, to take back with refundAttempt if the work it guarded did not happen.
 */
export async function countQuietAttempt(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<CountedAttempt | null> {
  const { attempt, refusal } = await tryCount(db, [{ rule, subject }], now);
  return refusal === null ? attempt : null;
}

export async function clearRateLimit(db: Db, rule: RateLimitRule, subject: string) {
  await deleteCounter(db, keyOf(rule, subject));
}

/** Clears every counter of the rule whose subject starts with `subjectPrefix`. */
export async function clearRateLimitsStartingWith(
  db: Db,
  rule: RateLimitRule,
  subjectPrefix: string,
) {
  await deleteCountersStartingWith(db, keyOf(rule, subjectPrefix));
}
