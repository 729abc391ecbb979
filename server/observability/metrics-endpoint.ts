import { createHash, timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { AppInstance } from '../types';
import { askPrimaryForMetrics } from './cluster-metrics';
import type { AppMetrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request's `Authorization: Bearer …` is the token (compared in constant time). */
export function hasMetricsToken(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/** The metrics text: this process's, or every worker's added up when it runs in a cluster. */
export async function readMetrics(metrics: AppMetrics) {
  if (cluster.isWorker) return askPrimaryForMetrics();
  return { text: await metrics.registry.metrics(), contentType: metrics.registry.contentType };
}

/**
 * GET /metrics on the public port, only when a token is set (METRICS_TOKEN): Prometheus sends it
 * as a bearer token. Without one the path is not served here at all (METRICS_PORT serves the
 * metrics on a port of their own instead).
 */
export function registerMetricsEndpoint(app: AppInstance, metrics: AppMetrics, token: string) {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!hasMetricsToken(request, token)) {
      throw new AppError('UNAUTHORIZED', 'Metrics need the metrics token as a bearer token.', {
        headers: { 'www-authenticate': 'Bearer realm="metrics"' },
      });
    }
    const { text, contentType } = await readMetrics(metrics);
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });
}
