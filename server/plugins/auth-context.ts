import cookie from '@fastify/cookie';
import type { FastifyRequest, RouteOptions } from 'fastify';
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

/** Who may call a route: anyone, a signed-in player, or an administrator. */
export type Access = 'visitor' | 'player' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, checked before any input is read (`registerAccessChecks`). */
    access?: Access;
    /** The sentence a visitor gets instead of the usual one, on a route whose screen says it. */
    signInMessage?: string;
  }
}

const SIGN_IN_MESSAGE = 'You need to be signed in to do that.';
const ADMIN_MESSAGE = 'Admin privileges required.';

/** Why a route may not be added: it does not say who may call it (null when it does). */
export function undeclaredAccess(route: Pick<RouteOptions, 'method' | 'url' | 'config'>) {
  const access: unknown = route.config?.access;
  if (access === 'visitor' || access === 'player' || access === 'admin') return null;
  return `${[route.method].flat().join(',')} ${route.url} does not declare config.access (visitor, player or admin)`;
}

/**
 * The one guard of the API's modules (decision 064): every route declares who may call it in its
 * options (`config: { access }`); a route that does not is refused when it is added, and a
 * caller who may not gets 401 (visitors) or 403 (players on an administrator's route) before any
 * input is read. Handlers behind it read the user with `guardedUser`; a service checks row-level
 * access (a league's creator, a team's owner) itself, one function per concern.
 */
export function registerAccessChecks(app: AppInstance) {
  app.addHook('onRoute', function requireDeclaredAccess(route) {
    const problem = undeclaredAccess(route);
    if (problem) throw new Error(problem);
  });
  app.addHook('onRequest', function checkAccess(request, _reply, done) {
    const { access, signInMessage } = request.routeOptions.config;
    if (access === 'player' || access === 'admin') {
      if (!request.user) {
        done(new AppError('UNAUTHORIZED', signInMessage ?? SIGN_IN_MESSAGE));
        return;
      }
      if (access === 'admin' && !request.user.isAdmin) {
        done(new AppError('FORBIDDEN', ADMIN_MESSAGE));
        return;
      }
    }
    done();
  });
}

/**
 * Declares `access` on every route added in `scope` by a plugin whose routes take no options of
 * ours (the uploaded files, the API reference), so they too say who may call them.
 */
export function declareAccessOfPluginRoutes(scope: AppInstance, access: Access) {
  scope.addHook('onRoute', function declareAccess(route) {
    route.config = { ...route.config, access };
  });
}

/**
 * The user the route's declared access let through (`player` or `admin`). Handlers read the user
 * with this rather than checking again; a route that reaches it without a declared access is a
 * bug, not a 401.
 */
export function guardedUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error(`${request.routeOptions.url ?? request.url} has no guard`);
  return request.user;
}
