import type { FastifyRequest } from 'fastify';
import type { AppInstance, SessionUser } from '../types';
import { isApiRequest } from './api-route';
import { appendVary } from './vary';

type SessionSlot = { user: SessionUser | null; read: boolean };
const slots = new WeakMap<FastifyRequest, SessionSlot>();

/**
 * `request.user`, remembering whether anything read it while answering: an answer built after
 * reading the session may differ from one person to the next, so its cache policy follows
 * (`registerSessionCachePolicy`). Writing it (the session loader) is not a read.
 */
export const trackedUser = {
  getter(this: FastifyRequest): SessionUser | null {
    const slot = slots.get(this);
    if (!slot) return null;
    slot.read = true;
    return slot.user;
  },
  setter(this: FastifyRequest, user: SessionUser | null) {
    const slot = slots.get(this);
    if (slot) slot.user = user;
    else slots.set(this, { user, read: false });
  },
};

/**
 * The cache policy of every API answer that depends on the session (docs/decisions/
 * 038-personal-answers-never-stored.md): an answer whose route read the session says
 * `Vary: Cookie`; answered to a signed-in person, or refused for want of one (401, 403), it is
 * `private, no-store` (and `no-transform` when the route said so), so no browser cache, CDN or
 * service worker keeps it, nor a proxy rewrites an event stream; a visitor's answer
 * keeps the route's own policy (`no-cache` when it has none). Answers that never read the
 * session are the same for everyone and keep the route's policy.
 */
export function registerSessionCachePolicy(app: AppInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const slot = slots.get(request);
    if (!slot?.read || !isApiRequest(request)) return payload;
    appendVary(reply, 'Cookie');
    const refused = reply.statusCode === 401 || reply.statusCode === 403;
    if (slot.user !== null || refused) {
      // A route that forbids proxies to transform its body (an event stream) keeps saying so.
      const own = String(reply.getHeader('cache-control') ?? '');
      const keep = /\bno-transform\b/.test(own) ? ', no-transform' : '';
      void reply.header('cache-control', `private, no-store${keep}`);
    } else if (!reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-cache');
    }
    return payload;
  });
}
