import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { AppInstance } from '../types';
import { countAnswer, UNMATCHED, watchStream } from './http-metrics';
import type { AppMetrics } from './metrics';
import { REQUEST_ID_HEADER } from './request-id';
import { logAnswer } from './request-log';

/**
 * What every answer carries and every request leaves behind: the headers every answer carries
 * (the security headers) and the request's id in `X-Request-Id`; one log line (request-log.ts)
 * and its count and latency in the metrics (http-metrics.ts), written when its answer is done or
 * its client left. Returns the answers still in flight, which a closing server tells to close
 * their connection (plugins/graceful-close.ts); while the process drains before it stops
 * (`stopping.draining`), every answer closes its connection (docs/decisions/115-rolling-deploys.md).
 * One hook and one listener per request: on the
 * hot reads, answered from memory in a few tens of microseconds, each hook and listener is a
 * visible share of the answer (docs/decisions/069-one-observation-per-request.md).
 */
export function registerRequestObservation(
  app: AppInstance,
  metrics: AppMetrics,
  headers: OutgoingHttpHeaders,
  stopping: { readonly draining: boolean },
): ReadonlySet<ServerResponse> {
  const inFlight = new Set<ServerResponse>();
  app.addHook('onRequest', function observeRequest(request, reply, done) {
    // Through Fastify's reply: a header set on the raw answer makes Node check every header of the
    // answer again when Fastify writes the head.
    void reply.headers(headers).header(REQUEST_ID_HEADER, request.id);
    const { url, config } = request.routeOptions;
    const route = url ?? UNMATCHED;
    const stream = config.eventStream === true;
    const response = reply.raw;
    if (stopping.draining) response.shouldKeepAlive = false;
    const untrack = stream ? watchStream(response, route, metrics) : undefined;
    // 'close' comes once per answer: after it was written, or when the client left before.
    inFlight.add(response);
    response.on('close', () => {
      inFlight.delete(response);
      untrack?.();
      logAnswer(request, reply, !response.writableEnded);
      countAnswer(metrics, request, reply, route, stream);
    });
    done();
  });
  return inFlight;
}
