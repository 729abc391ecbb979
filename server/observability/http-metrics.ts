import type { ServerResponse } from 'node:http';
import type { AppInstance } from '../types';
import type { AppMetrics } from './metrics';

/** Route label of requests no route matched (unknown paths): one series, whatever the path. */
const UNMATCHED = '(unmatched)';

/** The events in a chunk written to a stream: one per `data:` frame, named by its `event:` line. */
function eventsIn(chunk: unknown): string[] {
  const text = Buffer.isBuffer(chunk) ? chunk.toString('utf8') : chunk;
  if (typeof text !== 'string') return [];
  return text
    .split('\n\n')
    .filter((frame) => /^data:/m.test(frame))
    .map((frame) => /^event: *(\S+)/m.exec(frame)?.[1] ?? 'message');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers with a server-sent event stream: counted in the open-streams gauge while
     * it lasts, with each event written on it, and kept out of the latency histogram.
     */
    eventStream?: boolean;
  }
}

/**
 * Counts every request when its answer is done (or its client left), by method, route pattern
 * and status, with its latency. One listener per request; the write of a stream is watched only
 * on the routes that declare `eventStream`.
 */
export function registerHttpMetrics(app: AppInstance, metrics: AppMetrics) {
  app.addHook('onRequest', function countRequest(request, reply, done) {
    const response = reply.raw;
    const route = request.routeOptions.url ?? UNMATCHED;
    const stream = request.routeOptions.config.eventStream === true;
    const untrack = stream ? watchStream(response, route, metrics) : undefined;
    response.once('close', () => {
      untrack?.();
      const labels = { method: request.method, route, status_code: String(response.statusCode) };
      metrics.requests.inc(labels);
      if (!stream) metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
    });
    done();
  });
}

/** Tracks an event stream while it is open and counts each event written on it. */
function watchStream(response: ServerResponse, route: string, metrics: AppMetrics) {
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  response.write = ((...args: unknown[]) => {
    for (const event of eventsIn(args[0])) metrics.eventsPushed.inc({ route, event });
    return write(...args);
  }) as typeof response.write;
  return metrics.trackStream({
    route,
    isOpen: () => !response.writableEnded && !response.destroyed,
  });
}
