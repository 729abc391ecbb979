import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { competitionIdParamsSchema } from '../../contract/competitions';
import { LIVE_STREAM_HEARTBEAT } from '../../contract/constants';
import { AppError } from '../errors';
import { clientLeft } from '../net/client-left';
import type { AppDeps, AppInstance } from '../types';
import { createAddressCounter, streamLifetimeMs } from './stream-limits';

/**
 * Proxies close idle connections: a `heartbeat` event every 25 s keeps the stream open, and tells
 * the page the stream still lives (an SSE comment never reaches it), so a stream that dies
 * silently is noticed and opened again (docs/decisions/108-live-stream-heartbeat-watchdog.md).
 */
export const SSE_HEARTBEAT_MS = LIVE_STREAM_HEARTBEAT.everyMs;
export const HEARTBEAT_FRAME = 'event: heartbeat\ndata:\n\n';
/**
 * Each stream's `retry:` hint, drawn once when it opens: its client reconnects this long after
 * the stream drops, ends or the process stops. Streams dropped together (a proxy or a process
 * gone) come back spread over 4 s, and so do the refetches each makes on `ready`.
 */
export const SSE_RETRY_RANGE_MS = { min: 2_000, max: 6_000 } as const;
export const streamRetryMs = () =>
  SSE_RETRY_RANGE_MS.min +
  Math.floor(Math.random() * (SSE_RETRY_RANGE_MS.max - SSE_RETRY_RANGE_MS.min + 1));
/** A client that leaves this much unread at a heartbeat has stopped reading: its stream ends. */
const MAX_UNSENT_BYTES = 64 * 1024;
export const LIVE_STREAM_MESSAGES = {
  tooManyFromAddress:
    'Too many live connections from your address. Close some pages and try again.',
  tooMany: 'Too many live connections. Please try again.',
} as const;

/**
 * A refused stream (too many from its address, or in the process) is told to come back in a
 * stream's retry time, in whole seconds: a place may be free by then, and refused clients spread
 * out as reconnecting ones do.
 */
const retryAfter = () => ({
  headers: { 'retry-after': String(Math.ceil(streamRetryMs() / 1000)) },
});

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

/** One server-sent event; `data` is JSON, one line. */
const frame = (event: string, data: string) => `event: ${event}\ndata: ${data}\n\n`;

/**
 * A version's event goes to every stream of the competition in one go: its frame is built once
 * for all of them.
 */
function changeFrames() {
  let last = { data: '', text: '' };
  return (data: string) => {
    if (last.data !== data) last = { data, text: frame('competition_changed', data) };
    return last.text;
  };
}

type OpenStream = { body: PassThrough; response: ServerResponse; retryMs: number };

/**
 * GET /api/competitions/{id}/events: a server-sent event stream answered through Fastify's reply
 * (the body is a stream the route writes to). `ready` carries the version of the competition's
 * live view the stream starts from; then `competition_changed` carries each later version's
 * event, with what changed (decision 036), in any server process.
 */
export function liveStreamRoute(app: AppInstance, deps: AppDeps) {
  const views = deps.liveViews;
  const open = new Set<OpenStream>();
  const perAddress = createAddressCounter(deps.config.liveStreams.perAddress);
  const changeFrame = changeFrames();
  // Shutdown: end every stream (else the server would wait on them forever) with its own retry
  // hint, so clients reconnect through the other processes spread out, not all at once.
  app.addHook('preClose', (done) => {
    for (const { body, response, retryMs } of open) {
      response.once('finish', () => response.socket?.destroySoon());
      body.end(`retry: ${retryMs}\n\n`);
    }
    open.clear();
    done();
  });

  app.get(
    '/api/competitions/:id/events',
    {
      config: {
        access: 'visitor',
        eventStream: true,
        refusals: ['TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE'],
      },
      schema: { params: competitionIdParamsSchema },
    },
    async (request, reply) => {
      const { id } = request.params;
      // The address is read while the connection is open: once it closes, request.ip is gone.
      const address = request.clientKey;
      await views.read(id);
      // A client that left during the read has had its 'close': nothing may be opened for it.
      if (clientLeft(reply)) return;
      // Streams per process, whoever opens them (docs/decisions/026-live-stream-limits.md).
      if (open.size >= deps.config.liveStreams.perProcess) {
        throw new AppError('SERVICE_UNAVAILABLE', LIVE_STREAM_MESSAGES.tooMany, retryAfter());
      }
      if (!perAddress.tryOpen(address)) {
        throw new AppError(
          'TOO_MANY_REQUESTS',
          LIVE_STREAM_MESSAGES.tooManyFromAddress,
          retryAfter(),
        );
      }
      const body = new PassThrough();
      const retryMs = streamRetryMs();
      const stream: OpenStream = { body, response: reply.raw, retryMs };
      open.add(stream);
      body.write(`retry: ${retryMs}\n\n`);
      // Nothing is written once the stream has ended (on shutdown, before its close).
      const send = (text: string) => {
        if (!body.writableEnded) body.write(text);
      };
      const unsubscribe = views.subscribe(id, {
        ready: (version) => send(frame('ready', JSON.stringify({ competitionId: id, version }))),
        change: (data) => send(changeFrame(data)),
      });
      const heartbeat = setInterval(() => {
        const unsent = body.readableLength + reply.raw.writableLength;
        if (unsent > MAX_UNSENT_BYTES) reply.raw.destroy();
        else send(HEARTBEAT_FRAME);
      }, SSE_HEARTBEAT_MS);
      heartbeat.unref();
      // Past its lifetime the stream ends; the browser reconnects and refetches on `ready`.
      const lifetime = setTimeout(
        () => body.end(`retry: ${retryMs}\n\n`),
        streamLifetimeMs(deps.config.liveStreams.maxLifetimeMs),
      );
      lifetime.unref();
      reply.raw.once('close', () => {
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        open.delete(stream);
        perAddress.close(address);
        body.destroy();
      });
      return reply.headers(STREAM_HEADERS).send(body);
    },
  );
}
