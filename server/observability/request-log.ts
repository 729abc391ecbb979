import type { FastifyReply, FastifyRequest } from 'fastify';
import { refusedInOutage } from '../plugins/database-unavailable';

/** Levels at which a request's info line is not written. */
const ABOVE_INFO = new Set(['warn', 'error', 'fatal', 'silent']);

/**
 * One log line per request, written when its answer is done (or the client left): method, path,
 * status and time in the text, the same as fields for a collector, and the request id on the line
 * (pino's child logger). Every answer carries the id in `X-Request-Id` (observe-requests.ts), so
 * the id a client or browser saw on an error finds that error's log line.
 */
export function logAnswer(request: FastifyRequest, reply: FastifyReply, clientLeft: boolean) {
  // Counted by the outage's own lines instead (plugins/database-unavailable.ts).
  if (refusedInOutage.has(request)) return;
  const status = reply.raw.statusCode;
  // The hot reads log warnings only: their line is not even built.
  if (status < 500 && ABOVE_INFO.has(request.log.level)) return;
  const ms = reply.elapsedTime;
  const path = request.url.split('?')[0] ?? request.url;
  const text = `${request.method} ${path} ${status}${clientLeft ? ' (client left)' : ''} ${ms.toFixed(1)} ms`;
  const fields = { req: request, res: { statusCode: status }, responseTime: ms };
  // A draining process's 503s are its health check saying so, as asked (lifecycle.ts).
  const draining = status === 503 && request.server.deps.stopping.draining;
  if (status >= 500 && !draining) request.log.error(fields, text);
  else request.log.info(fields, text);
}
