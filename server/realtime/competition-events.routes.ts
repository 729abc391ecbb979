import type { ServerResponse } from 'node:http';
import { competitionIdParamsSchema } from '../../contract/competitions';
import { AppError } from '../errors';
import { getCompetition } from '../modules/competitions/competitions.service';
import type { AppDeps, AppInstance } from '../types';
import { createCompetitionFeed } from './competition-feed';
import { clientAddressKey, createAddressCounter, streamLifetimeMs } from './stream-limits';

/** Proxies close idle connections; a comment every 25 s keeps the stream open. */
export const SSE_HEARTBEAT_MS = 25_000;
/** Clients reconnect after this long when the stream drops. */
export const SSE_RETRY_MS = 3_000;
/** Streams per process, whoever opens them (docs/decisions/026-live-stream-limits.md). */
const MAX_STREAMS = 10_000;
/** A client that leaves this much unread at a heartbeat has stopped reading: its stream ends. */
const MAX_UNSENT_BYTES = 64 * 1024;
export const LIVE_STREAM_MESSAGES = {
  tooManyFromAddress:
    'Too many live connections from your address. Close some pages and try again.',
  tooMany: 'Too many live connections. Please try again.',
} as const;
/** On shutdown, clients reconnect after 1 to 5 s, at random. */
export const shutdownRetryMs = () => 1_000 + Math.floor(Math.random() * 4_000);

/** One server-sent event; `data` is JSON, one line. */
const frame = (event: string, data: string) => `event: ${event}\ndata: ${data}\n\n`;

/**
 * GET /api/competitions/{id}/events: a server-sent event stream that says
 * `competition_changed` each time the competition or its scores change, in any server process,
 * with what changed since its previous event (`createCompetitionFeed`).
 */
export function competitionEventsRoutes(app: AppInstance, deps: AppDeps) {
  const feed = createCompetitionFeed({
    hub: deps.competitionHub,
    cache: deps.competitionCache,
    db: deps.database.db,
    onError: (error) => app.log.warn({ err: error }, 'live event sent without its data'),
  });
  const streams = new Set<ServerResponse>();
  const perAddress = createAddressCounter(deps.config.liveStreams.perAddress);
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
        throw new AppError('SERVICE_UNAVAILABLE', LIVE_STREAM_MESSAGES.tooMany);
      }
      const address = clientAddressKey(request.ip);
      if (!perAddress.tryOpen(address)) {
        throw new AppError('TOO_MANY_REQUESTS', LIVE_STREAM_MESSAGES.tooManyFromAddress);
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
      streams.add(stream);
      // Nothing is written once the stream has ended (on shutdown, before its close).
      const send = (text: string) => {
        if (!stream.writableEnded) stream.write(text);
      };
      const unsubscribe = feed.subscribe(id, {
        ready: (version) => send(frame('ready', JSON.stringify({ competitionId: id, version }))),
        change: (data) => send(frame('competition_changed', data)),
      });
      const heartbeat = setInterval(() => {
        if (stream.writableLength > MAX_UNSENT_BYTES) stream.destroy();
        else stream.write(': heartbeat\n\n');
      }, SSE_HEARTBEAT_MS);
      heartbeat.unref();
      // Past its lifetime the stream ends; the browser reconnects and refetches on `ready`.
      const lifetime = setTimeout(
        () => stream.end(`retry: ${SSE_RETRY_MS}\n\n`),
        streamLifetimeMs(deps.config.liveStreams.maxLifetimeMs),
      );
      lifetime.unref();
      let closed = false;
      const cleanup = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        streams.delete(stream);
        perAddress.close(address);
      };
      request.raw.once('close', cleanup);
      stream.once('close', cleanup);
    },
  );
}
