import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppMetrics } from './metrics';

/** Route label of requests no route matched (unknown paths): one series, whatever the path. */
export const UNMATCHED = '(unmatched)';

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
 * Counts a request once its answer is done (or its client left), by method, route pattern and
 * status, with its latency; an event stream is counted but not timed.
 */
export function countAnswer(
  metrics: AppMetrics,
  request: FastifyRequest,
  reply: FastifyReply,
  route: string,
  stream: boolean,
) {
  const seconds = stream ? null : reply.elapsedTime / 1000;
  metrics.answers.add(request.method, route, reply.raw.statusCode, seconds);
}

/** Tracks an event stream while it is open and counts each event written on it. */
export function watchStream(response: ServerResponse, route: string, metrics: AppMetrics) {
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
