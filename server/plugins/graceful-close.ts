import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { AppInstance } from '../types';

/**
 * While the server closes, every answer says `Connection: close`: a keep-alive connection whose
 * request was in flight is closed once answered, instead of holding close() until it idles out.
 * A connection with no answer in flight is closed at once: besides idle keep-alive connections,
 * that is one that never sent a request (a browser's preconnect, a load balancer's open check),
 * which Node's own close leaves until the connection timeout and which would hold a shutdown past
 * its limit. Requests arriving later are refused by Fastify with `Connection: close` already.
 * Before that, while the process drains, every answer says `Connection: close` too (set in the
 * request's observation, observability/observe-requests.ts, to add no hook to the hot reads).
 */
export function registerGracefulClose(app: AppInstance, inFlight: ReadonlySet<ServerResponse>) {
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  app.addHook('preClose', (done) => {
    const answering = new Set<Socket>();
    for (const response of inFlight) {
      response.shouldKeepAlive = false;
      if (response.socket) answering.add(response.socket);
    }
    for (const socket of connections) if (!answering.has(socket)) socket.destroy();
    done();
  });
}
