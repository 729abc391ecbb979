import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../types';
import type { AppMetrics } from './metrics';

/** Route label of requests no route matched (unknown paths): one series, whatever the path. */
const UNMATCHED = '(unmatched)';

/** Fastify keeps a reply's headers until it writes the head, so both places are read. */
const isEventStream = (reply: FastifyReply) =>
  String(reply.getHeader('content-type') ?? reply.raw.getHeader('content-type') ?? '').startsWith(
    'text/event-stream',
  );

/** The events in a chunk written to a stream: one per `data:` frame, named by its `event:` line. */
function eventsIn(chunk: unknown): string[] {
  const text = Buffer.isBuffer(chunk) ? chunk.toString('utf8') : chunk;
  if (typeof text !== 'string') return [];
  return text
    .split('\n\n')
    .filter((frame) => /^data:/m.test(frame))
    .map((frame) => /^event: *(\S+)/m.exec(frame)?.[1] ?? 'message');
}

/**
 * Counts every request when its answer is done (or its client left), by method, route pattern
 * and status, with its latency. An answer that turns out to be a server-sent event stream (its
 * route writes its own head) is counted in the open-streams gauge while it lasts and each event
 * written on it is counted; its long life stays out of the latency histogram.
 */
export function registerHttpMetrics(app: AppInstance, metrics: AppMetrics) {
  app.addHook('onRequest', function countRequest(request, reply, done) {
    const response = reply.raw;
    const route = request.routeOptions.url ?? UNMATCHED;
    let stream = false;
    let untrack = () => false;
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    response.write = ((...args: unknown[]) => {
      if (!stream && isEventStream(reply)) {
        stream = true;
        untrack = metrics.trackStream({
          route,
          isOpen: () => !response.writableEnded && !response.destroyed,
        });
      }
      if (stream) for (const event of eventsIn(args[0])) metrics.eventsPushed.inc({ route, event });
      return write(...args);
    }) as typeof response.write;
    let counted = false;
    const count = () => {
      if (counted) return;
      counted = true;
      untrack();
      const labels = { method: request.method, route, status_code: String(response.statusCode) };
      metrics.requests.inc(labels);
      if (!stream) metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
    };
    response.once('finish', count);
    response.once('close', count);
    done();
  });
}
