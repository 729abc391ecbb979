import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppInstance } from '../types';

/** Answers a request itself and returns true, or returns false to let Fastify answer it. */
export type HotRead = (request: IncomingMessage, response: ServerResponse) => boolean;

export type HotReads = { register: (read: HotRead) => void };

/**
 * The app's hot reads (`AppDeps.hotReads`): handlers that see each HTTP request before Fastify
 * does. Meant for the few hot public reads answered from an in-memory cache (live results polled
 * by every open page): they skip routing, hooks and serialization. Whatever they decline goes
 * through Fastify unchanged; nothing is answered this way while the server closes. `inject()`
 * never passes through here.
 */
export function createHotReads(app: AppInstance): HotReads {
  const list: HotRead[] = [];
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onReady', (done) => {
    if (list.length === 0) {
      done();
      return;
    }
    const server = app.server;
    const fastifyHandlers = server.listeners('request') as ((
      request: IncomingMessage,
      response: ServerResponse,
    ) => void)[];
    server.removeAllListeners('request');
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (!closing && request.method === 'GET') {
        for (const reader of list) if (reader(request, response)) return;
      }
      for (const handler of fastifyHandlers) handler(request, response);
    });
    done();
  });
  return { register: (read) => list.push(read) && undefined };
}
