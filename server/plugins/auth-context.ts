import cookie from '@fastify/cookie';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../errors';
import { resolveSession, sessionCookieName } from '../modules/auth/session.service';
import type { AppDeps, AppInstance, SessionUser } from '../types';
import { registerSessionCachePolicy, trackedUser } from './session-cache-policy';
import { isApiRequest } from './api-route';

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
    if (!isApiRequest(request)) return;
    const secret = request.cookies[name];
    if (!secret) return;
    request.user = await resolveSession(deps.database.db, secret, deps.clock.now());
  });
}

/**
 * Who may call a route: anyone, a signed-in player, an administrator, or the metrics scraper
 * (the metrics token as a bearer token).
 */
export type Access = 'visitor' | 'player' | 'admin' | 'metrics-token';

const ACCESS_KINDS: readonly Access[] = ['visitor', 'player', 'admin', 'metrics-token'];

/** What the session guard checks (`registerAccessChecks`). */
export const SESSION_ACCESS: readonly Access[] = ['visitor', 'player', 'admin'];

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

type RouteSeen = Pick<RouteOptions, 'method' | 'url' | 'config'>;

const routeName = (route: RouteSeen) => `${[route.method].flat().join(',')} ${route.url}`;
const listed = (kinds: readonly string[]) =>
  kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}` : kinds.join('');

/** Why a route may not be added: it does not say who may call it (null when it does). */
export function undeclaredAccess(route: RouteSeen) {
  const access: unknown = route.config?.access;
  if (ACCESS_KINDS.some((kind) => kind === access)) return null;
  return `${routeName(route)} does not declare config.access (${listed(ACCESS_KINDS)})`;
}

/**
 * Why a route may not be added in a scope that checks only the `checked` kinds of access: it
 * declares none, or one nothing there would enforce (null when it may).
 */
export function uncheckedAccess(route: RouteSeen, checked: readonly Access[]) {
  const problem = undeclaredAccess(route);
  if (problem) return problem;
  const access = route.config?.access;
  if (access && checked.includes(access)) return null;
  return `${routeName(route)} declares access ${access}, which its scope does not check (it checks ${listed(checked)})`;
}

/**
 * Refuses at start-up, in `scope` and the plugins below it, a route whose declared access the
 * scope does not check: a route outside the session guard that says `admin` would otherwise be
 * open to anyone. An `onRoute` hook only, so the scope's requests run no hook for it.
 */
export function acceptOnlyAccess(scope: AppInstance, checked: readonly Access[]) {
  scope.addHook('onRoute', function requireCheckedAccess(route) {
    const problem = uncheckedAccess(route, checked);
    if (problem) throw new Error(problem);
  });
}

/**
 * The one guard of the API's modules (decision 064): every route declares who may call it in its
 * options (`config: { access }`); a route that does not is refused when it is added, and a
 * caller who may not gets 401 (visitors) or 403 (players on an administrator's route) before any
 * input is read. Handlers behind it read the user with `guardedUser`; a service checks row-level
 * access (a league's creator, a team's owner) itself, one function per concern. A route declaring
 * an access this guard does not check (`metrics-token`) is refused too.
 */
export function registerAccessChecks(app: AppInstance) {
  acceptOnlyAccess(app, SESSION_ACCESS);
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
 * ours (the uploaded files, the API reference, the client's files), so they too say who may call
 * them; a route there that declares another access is refused, as nothing in the scope checks it.
 */
export function declareAccessOfPluginRoutes(scope: AppInstance, access: 'visitor') {
  scope.addHook('onRoute', function declareAccess(route) {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
  acceptOnlyAccess(scope, [access]);
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
