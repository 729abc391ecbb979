import type { ServerResponse } from 'node:http';
import { competitionIdParamsSchema } from '../../contract/competitions';
import { AppError } from '../errors';
import { getCompetition } from '../modules/competitions/competitions.service';
import type { AppDeps, AppInstance } from '../types';

/** Proxies close idle connections; a comment every 25 s keeps the stream open. */
export const SSE_HEARTBEAT_MS = 25_000;
/** Clients reconnect after this long when the stream drops. */
export const SSE_RETRY_MS = 3_000;
const MAX_STREAMS = 10_000;
/** On shutdown, clients reconnect after 1 to 5 s, at random. */
export const shutdownRetryMs = () => 1_000 + Math.floor(Math.random() * 4_000);

const frame = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /api/competitions/{id}/events: a server-sent event stream that says
 * `competition_changed` each time the competition or its scores change, in any server process.
 */
export function competitionEventsRoutes(app: AppInstance, deps: AppDeps) {
  const hub = deps.competitionHub;
  const streams = new Set<ServerResponse>();
  // Shutdown: end every stream (else the server would wait on them forever) with a retry hint
  // spread over a few seconds, so clients reconnect through the other processes, not all at once.
  app.addHook('preClose', (done) => {
    for (const stream of streams) {
      stream.end(`retry: ${shutdownRetryMs()}\n\n`, () => stream.socket?.destroySoon());
    }
    streams.clear();
    done();
  });

  app.get(
    '/api/competitions/:id/events',
    { schema: { params: competitionIdParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      await getCompetition(deps.database.db, id);
      if (streams.size >= MAX_STREAMS) {
        throw new AppError('SERVICE_UNAVAILABLE', 'Too many live connections. Please try again.');
      }
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      stream.write(`retry: ${SSE_RETRY_MS}\n\n`);
      stream.write(frame('ready', { competitionId: id, version: hub.version(id) }));
      streams.add(stream);
      const unsubscribe = hub.subscribe(id, (competitionId, version) => {
        stream.write(frame('competition_changed', { competitionId, version }));
      });
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), SSE_HEARTBEAT_MS);
      heartbeat.unref();
      const cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(stream);
      };
      request.raw.once('close', cleanup);
      stream.once('close', cleanup);
    },
  );
}
