import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { resolveSession, sessionCookieName } from '../modules/auth/session.service';
import type { AppDeps, AppInstance, SessionUser } from '../types';

/** Loads the signed-in user (or null) onto every API request from the session cookie. */
export async function registerAuthContext(app: AppInstance, deps: AppDeps) {
  await app.register(cookie);
  const name = sessionCookieName(deps.config.env === 'production');
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
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
