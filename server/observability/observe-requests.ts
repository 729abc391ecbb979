import type { AppInstance } from '../types';
import { countAnswer, UNMATCHED, watchStream } from './http-metrics';
import type { AppMetrics } from './metrics';
import { REQUEST_ID_HEADER } from './request-id';
import { logAnswer } from './request-log';

/**
 * What every request leaves behind: its id in `X-Request-Id`, one log line (request-log.ts) and
 * its count and latency in the metrics (http-metrics.ts), written when its answer is done or its
 * client left. One hook and one listener per request: on the hot reads, answered from memory in
 * a few tens of microseconds, each hook and listener is a visible share of the answer
 * (docs/decisions/069-one-observation-per-request.md).
 */
export function registerRequestObservation(app: AppInstance, metrics: AppMetrics) {
  app.addHook('onRequest', function observeRequest(request, reply, done) {
    // Through Fastify's reply: a header set on the raw answer makes Node check every header of the
    // answer again when Fastify writes the head.
    void reply.header(REQUEST_ID_HEADER, request.id);
    const { url, config } = request.routeOptions;
    const route = url ?? UNMATCHED;
    const stream = config.eventStream === true;
    const response = reply.raw;
    const untrack = stream ? watchStream(response, route, metrics) : undefined;
    // 'close' comes once per answer: after it was written, or when the client left before.
    response.on('close', () => {
      untrack?.();
      logAnswer(request, reply, !response.writableEnded);
      countAnswer(metrics, request, reply, route, stream);
    });
    done();
  });
}
