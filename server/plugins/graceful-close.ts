import type { ServerResponse } from 'node:http';
import type { AppInstance } from '../types';

/**
 * While the server closes, every answer says `Connection: close`: a keep-alive connection whose
 * request was in flight is closed once answered, instead of holding close() until it idles out.
 * Requests arriving later are refused by Fastify with `Connection: close` already.
 */
export function registerGracefulClose(app: AppInstance, inFlight: ReadonlySet<ServerResponse>) {
  app.addHook('preClose', (done) => {
    for (const response of inFlight) response.shouldKeepAlive = false;
    done();
  });
}
