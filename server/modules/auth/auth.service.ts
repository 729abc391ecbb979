import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES,
  type ForgotPasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type TokenPasswordRequest,
  type User,
} from '../../../contract/auth';
import { AppError, badRequest, unauthorized } from '../../errors';
import type { AppDeps, SessionUser } from '../../types';
import type { MailMessage } from '../mail/mail.service';
import { forgetSessionDevices } from '../push/push.service';
import {
  RATE_LIMITS,
  consumeRateLimit,
  countQuietAttempt,
  refundAttempt,
  type CountedAttempt,
} from '../rate-limit/rate-limit.service';
import { presentUser } from '../users/user.presenter';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../users/users.repository';
import { alreadyRegisteredEmail, passwordResetEmail, verificationEmail } from './auth.emails';
import { findCountry } from './countries.service';
import { hashPassword, verifyPassword } from './password';
import { assertStrongPasswordForToken } from './password-strength';
import { deleteUserSessions } from './session.repository';
import { endSession, hashSecret, newSecret, startSession } from './session.service';
import { clearSignInFailures, countSignInAttempt, settleSuccessfulSignIn } from './sign-in-limits';
import {
  consumeToken,
  replaceUserToken,
  retireAllUserLinks,
  type TokenKind,
} from './token.repository';

const HOUR = 60 * 60 * 1000;
export const VERIFICATION_TOKEN_MS = 48 * HOUR;
export const RESET_TOKEN_MS = 1 * HOUR;

export const AUTH_RESPONSES = {
  registered:
    'Check your email: we sent you a link to verify your address and choose your password.',
  loggedOut: 'You have been successfully logged out.',
  resetRequested:
    'If an account exists for that email address, we have sent it a link to reset the password. The link expires in 1 hour.',
  resetDone: 'Your password has been reset. You can now sign in with your new password.',
  mailFailed: 'We could not send the email right now. Please try again in a few minutes.',
  unknownNationality: 'Please choose your nationality from the list',
} as const;

export type RequestContext = {
  ip: string;
  /** The client as the limits per address count it (an IPv6 address by its /64). */
  address: string;
  userAgent: string | null;
  log: FastifyBaseLogger;
  /** The session already attached to the request, if any. */
  current: SessionUser | null;
  /** The browser's device cookie, if it sent one (sign-in-limits.ts). */
  deviceSecret?: string | undefined;
};

async function issueToken(deps: AppDeps, kind: TokenKind, userId: number, now: Date) {
  const secret = newSecret();
  await deps.database.db.transaction(async (tx) => {
    await replaceUserToken(tx, kind, {
      userId,
      tokenHash: hashSecret(secret),
      expiresAt: new Date(
        now.getTime() + (kind === 'verification' ? VERIFICATION_TOKEN_MS : RESET_TOKEN_MS),
      ),
      now,
    });
  });
  return secret;
}

/** Sends an email counted against its recipient's limit; one that was not sent gives its place back. */
async function deliver(
  deps: AppDeps,
  message: MailMessage,
  counted: CountedAttempt,
  log: FastifyBaseLogger,
) {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    log.error({ err: error, subject: message.subject }, 'mail could not be sent');
    await refundAttempt(deps.database.db, counted);
    throw new AppError('SERVICE_UNAVAILABLE', AUTH_RESPONSES.mailFailed);
  }
}

/**
 * Registers a player and emails a verification link. Answers the same whether or not the address
 * is known: a known address gets a fresh link (unverified) or a note that it has an account. One
 * address gets at most 3 such emails an hour, whoever asks from wherever; past that nothing is
 * sent and the answer is the same (docs/decisions/022-rate-limits-counted-before-the-check.md).
 */
export async function registerPlayer(
  deps: AppDeps,
  input: RegisterRequest,
  context: RequestContext,
) {
  const now = deps.clock.now();
  await consumeRateLimit(deps.database.db, RATE_LIMITS.registerPerIp, context.address, now);
  const country = findCountry(input.nationality);
  if (!country)
    throw badRequest(`nationality: ${AUTH_RESPONSES.unknownNationality}`, 'nationality');
  const email = input.email.toLowerCase();
  const counted = await countQuietAttempt(
    deps.database.db,
    RATE_LIMITS.registrationEmailsPerAccount,
    email,
    now,
  );
  if (!counted) return { message: AUTH_RESPONSES.registered };
  const existing =
    (await insertUser(deps.database.db, {
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      nationality: country.code,
      now,
    })) ?? null;
  const user = existing ?? (await findUserByEmail(deps.database.db, email));
  if (!user) {
    await refundAttempt(deps.database.db, counted);
    throw new AppError('SERVICE_UNAVAILABLE', AUTH_RESPONSES.mailFailed);
  }
  if (user.emailVerified) {
    const message = alreadyRegisteredEmail(user, `${deps.config.appUrl}/auth`);
    await deliver(deps, message, counted, context.log);
  } else {
    const secret = await issueToken(deps, 'verification', user.id, now);
    const link = `${deps.config.appUrl}/verify-email?token=${secret}`;
    await deliver(deps, verificationEmail(user, link), counted, context.log);
  }
  return { message: AUTH_RESPONSES.registered };
}

/** Spends a verification token: sets the password, marks the email verified and signs in. */
export async function verifyEmail(
  deps: AppDeps,
  input: TokenPasswordRequest,
  context: RequestContext,
) {
  const now = deps.clock.now();
  await consumeRateLimit(deps.database.db, RATE_LIMITS.tokenPerIp, context.address, now);
  await assertStrongPasswordForToken(deps.database.db, 'verification', input, now);
  const passwordHash = await hashPassword(input.password);
  const result = await deps.database.db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'verification', hashSecret(input.token), now);
    if (!token) return null;
    await retireAllUserLinks(tx, token.userId, now);
    const user = await updateUser(tx, token.userId, { passwordHash, emailVerified: true, now });
    if (!user) return null;
    await deleteUserSessions(tx, user.id);
    const secret = await startSession(tx, user.id, now, context);
    return { user, secret };
  });
  if (!result) throw badRequest(AUTH_MESSAGES.invalidVerificationLink, 'token');
  if (context.current) await endSession(deps.database.db, context.current.sessionId);
  return {
    secret: result.secret,
    body: {
      user: presentUser(result.user, now),
      message: `Your email is verified and your password is set. Welcome to Eventing Manager 2.0, ${result.user.firstName}!`,
    },
  };
}

let timingHash: Promise<string> | undefined;

/** Signs in with email and password; every success starts a brand-new session. */
export async function signIn(deps: AppDeps, input: LoginRequest, context: RequestContext) {
  const now = deps.clock.now();
  const db = deps.database.db;
  const email = input.email.toLowerCase();
  const attempt = await countSignInAttempt(
    db,
    { email, address: context.address, deviceSecret: context.deviceSecret },
    now,
  );
  const user = await findUserByEmail(db, email);
  timingHash ??= hashPassword('timing-equaliser-for-unknown-accounts');
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await timingHash, `${input.password}-never`);
  if (!user || !valid) {
    context.log.warn(
      { event: 'sign-in-failed', userId: user?.id ?? null, ip: context.ip },
      'sign-in failed',
    );
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  const deviceSecret = await settleSuccessfulSignIn(db, attempt, user.id, now);
  if (context.current) await endSession(db, context.current.sessionId);
  const secret = await startSession(db, user.id, now, context);
  context.log.info({ event: 'sign-in', userId: user.id, ip: context.ip }, 'signed in');
  return {
    secret,
    deviceSecret,
    body: { user: presentUser(user, now), message: `Welcome back, ${user.firstName}!` },
  };
}

export async function signOut(deps: AppDeps, current: SessionUser | null) {
  if (current) {
    // Signing out of a device stops that device's notifications before the session ends.
    await forgetSessionDevices(deps, current.sessionId);
    await endSession(deps.database.db, current.sessionId);
  }
  return { message: AUTH_RESPONSES.loggedOut };
}

/**
 * Emails a reset link when the address is known. The answer does not depend on whether it is,
 * and nothing only a known address needs (storing its link, sending it) runs before the answer,
 * so its timing does not tell either.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: ForgotPasswordRequest,
  context: RequestContext,
) {
  const now = deps.clock.now();
  const db = deps.database.db;
  await consumeRateLimit(db, RATE_LIMITS.forgotPasswordPerIp, context.address, now);
  // Counted for unknown addresses too, and silent past the limit: the answer never differs.
  const email = input.email.toLowerCase();
  const counted = await countQuietAttempt(db, RATE_LIMITS.forgotPasswordPerAccount, email, now);
  const user = counted ? await findUserByEmail(db, email) : undefined;
  if (counted && user) {
    const send = async () => {
      const secret = await issueToken(deps, 'reset', user.id, now);
      const link = `${deps.config.appUrl}/reset-password?token=${secret}`;
      await deliver(deps, passwordResetEmail(user, link), counted, context.log);
    };
    send().catch((error: unknown) => {
      if (!(error instanceof AppError)) context.log.error({ err: error }, 'reset link not issued');
    });
  }
  return { message: AUTH_RESPONSES.resetRequested };
}

/** Spends a reset token: new password, and every other session of that user ends. */
export async function resetPassword(
  deps: AppDeps,
  input: TokenPasswordRequest,
  context: RequestContext,
) {
  const now = deps.clock.now();
  await consumeRateLimit(deps.database.db, RATE_LIMITS.tokenPerIp, context.address, now);
  await assertStrongPasswordForToken(deps.database.db, 'reset', input, now);
  const passwordHash = await hashPassword(input.password);
  const resetUser = await deps.database.db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'reset', hashSecret(input.token), now);
    if (!token) return null;
    await retireAllUserLinks(tx, token.userId, now);
    const user = await updateUser(tx, token.userId, { passwordHash, emailVerified: true, now });
    const keep = context.current?.id === token.userId ? context.current.sessionId : undefined;
    await deleteUserSessions(tx, token.userId, keep);
    return user ?? null;
  });
  if (!resetUser) throw badRequest(AUTH_MESSAGES.invalidResetLink, 'token');
  await clearSignInFailures(deps.database.db, resetUser.email);
  context.log.info({ event: 'password-reset', ip: context.ip }, 'password reset');
  return { message: AUTH_RESPONSES.resetDone };
}

/** The signed-in user, fresh from the database (premium shown as Free once it has ended). */
/** The session check: the signed-in user, or null for a visitor or a session that is gone. */
export async function getSession(deps: AppDeps, current: SessionUser | null) {
  const user = current ? await findUserById(deps.database.db, current.id) : null;
  return { user: user ? presentUser(user, deps.clock.now()) : null };
}

export async function getCurrentUser(deps: AppDeps, current: SessionUser): Promise<User> {
  const user = await findUserById(deps.database.db, current.id);
  if (!user) throw unauthorized('You need to be signed in to do that.');
  return presentUser(user, deps.clock.now());
}
