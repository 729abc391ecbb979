import type { RouteOptions } from 'fastify';
import { adminOnly, signedInOnly } from '../plugins/auth-context';

/** Who may call an endpoint: anyone, a signed-in player, or an administrator. */
export type Access = 'visitor' | 'player' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a route whose service makes the check (to answer with its own message). */
    access?: Access;
  }
}

/**
 * The access a route declares in its options: its `adminOnly` or `signedInOnly` guard, or
 * `config.access` where the service checks the caller itself.
 */
export function routeAccess(route: Pick<RouteOptions, 'onRequest' | 'config'>): Access {
  const declared = route.config?.access;
  if (declared) return declared;
  const hooks = [route.onRequest ?? []].flat();
  if (hooks.includes(adminOnly)) return 'admin';
  if (hooks.includes(signedInOnly)) return 'player';
  return 'visitor';
}

export const ACCESS_TEXT: Record<Access, string> = {
  visitor: 'Who may call: anyone, signed in or not (visitor).',
  player: 'Who may call: a signed-in player (the session cookie); visitors get 401.',
  admin: 'Who may call: an administrator; visitors get 401, other players 403.',
};
