import type { RouteOptions } from 'fastify';
import type { Access } from '../plugins/auth-context';

export type { Access } from '../plugins/auth-context';

/**
 * The access a route declares in its options (`config.access`, checked by the modules' one guard
 * in `server/plugins/auth-context.ts`); a route outside the modules that declares none, such as
 * the hot reads, is open to anyone.
 */
export function routeAccess(route: Pick<RouteOptions, 'config'>): Access {
  return route.config?.access ?? 'visitor';
}

export const ACCESS_TEXT: Record<Access, string> = {
  visitor: 'Who may call: anyone, signed in or not (visitor).',
  player: 'Who may call: a signed-in player (the session cookie); visitors get 401.',
  admin: 'Who may call: an administrator; visitors get 401, other players 403.',
};
