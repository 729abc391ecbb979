import type { AppInstance } from '../types';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * One log line per request, written when its answer is done (or the client left): method, path,
 * status and time in the text, the same as fields for a collector, and the request id on the line
 * (pino's child logger). Every answer carries the id in `X-Request-Id`, so the id a client or
 * browser saw on an error finds that error's log line.
 */
export function registerRequestLog(app: AppInstance) {
  app.addHook('onRequest', function logRequest(request, reply, done) {
    // Through Fastify's reply: a header set on the raw answer would make Node check every header
    // of the answer again when Fastify writes the head. The one route that writes its own head
    // (auto-match's event stream) copies it.
    void reply.header(REQUEST_ID_HEADER, request.id);
    const response = reply.raw;
    // 'close' comes once per answer, after 'finish' or when the client left before it.
    response.once('close', () => {
      const status = response.statusCode;
      const clientLeft = !response.writableEnded;
      const ms = reply.elapsedTime;
      const path = request.url.split('?')[0] ?? request.url;
      const text = `${request.method} ${path} ${status}${clientLeft ? ' (client left)' : ''} ${ms.toFixed(1)} ms`;
      const fields = { req: request, res: { statusCode: status }, responseTime: ms };
      if (status >= 500) request.log.error(fields, text);
      else request.log.info(fields, text);
    });
    done();
  });
}
