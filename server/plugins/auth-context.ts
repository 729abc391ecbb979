import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from '../errors';
import { resolveSession, sessionCookieName } from '../modules/auth/session.service';
import type { AppDeps, AppInstance, SessionUser } from '../types';
import { registerSessionCachePolicy, trackedUser } from './session-cache-policy';

/**
 * Loads the signed-in user (or null) onto every API request from the session cookie; an answer
 * that read it is never stored for someone else (`registerSessionCachePolicy`).
 */
export async function registerAuthContext(app: AppInstance, deps: AppDeps) {
  await app.register(cookie);
  const name = sessionCookieName(deps.config.env === 'production');
  app.decorateRequest('user', trackedUser);
  registerSessionCachePolicy(app);
  app.addHook('onRequest', async function loadSession(request) {
    request.user = null;
    if (!request.url.startsWith('/api/')) return;
    const secret = request.cookies[name];
    if (!secret) return;
    request.user = await resolveSession(deps.database.db, secret, deps.clock.now());
  });
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'You need to be signed in to do that.');
  return request.user;
}

/** The signed-in administrator: 401 for visitors, 403 for everyone else. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', 'Admin privileges required.');
  return user;
}

type Guard = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

function guardWith(check: (request: FastifyRequest) => SessionUser): Guard {
  return (request, _reply, done) => {
    try {
      check(request);
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    done();
  };
}

/** Route hook: visitors get 401 and members 403 before any input is read. */
export const adminOnly: Guard = guardWith(requireAdmin);

/** Route hook: visitors get 401 before any input is read. */
export const signedInOnly: Guard = guardWith(requireUser);

/**
 * The user a route's guard (`adminOnly`, `signedInOnly`) let through. Handlers behind a guard read
 * the user with this rather than checking again; a route without a guard is a bug, not a 401.
 */
export function guardedUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error(`${request.routeOptions.url ?? request.url} has no guard`);
  return request.user;
}
