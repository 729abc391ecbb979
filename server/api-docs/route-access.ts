import type { RouteOptions } from 'fastify';
import type { Access } from '../plugins/auth-context';

export type { Access } from '../plugins/auth-context';

/**
 * The access a route declares in its options (`config.access`, checked by the modules' one guard
 * in `server/plugins/auth-context.ts`, or by the scope that can: see `acceptOnlyAccess`). Every API route declares one (the architecture test checks
 * the whole app); one that did not would be described as open to anyone.
 */
export function routeAccess(route: Pick<RouteOptions, 'config'>): Access {
  return route.config?.access ?? 'visitor';
}

export const ACCESS_TEXT: Record<Access, string> = {
  visitor: 'Who may call: anyone, signed in or not (visitor).',
  player: 'Who may call: a signed-in player (the session cookie); visitors get 401.',
  admin: 'Who may call: an administrator; visitors get 401, other players 403.',
  'metrics-token': 'Who may call: the metrics scraper, with the metrics token; others get 401.',
};
