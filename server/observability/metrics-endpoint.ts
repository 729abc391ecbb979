import { createHash, timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { acceptOnlyAccess } from '../plugins/auth-context';
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
 * Lets through only a request with the metrics token, in the scope of the metrics route: that
 * route declares `access: 'metrics-token'`, and the scope refuses any route declaring another
 * access at start-up (it has no session to check one against).
 */
function requireMetricsToken(scope: AppInstance, token: string) {
  acceptOnlyAccess(scope, ['metrics-token']);
  scope.addHook('onRequest', function checkMetricsToken(request, _reply, done) {
    if (hasMetricsToken(request, token)) {
      done();
      return;
    }
    done(
      new AppError('UNAUTHORIZED', 'Metrics need the metrics token as a bearer token.', {
        headers: { 'www-authenticate': 'Bearer realm="metrics"' },
      }),
    );
  });
}

/**
 * GET /metrics on the public port, only when a token is set (METRICS_TOKEN): Prometheus sends it
 * as a bearer token. Without one the path is not served here at all (METRICS_PORT serves the
 * metrics on a port of their own instead).
 */
export async function registerMetricsEndpoint(
  app: AppInstance,
  metrics: AppMetrics,
  token: string,
) {
  await app.register((scope: AppInstance, _options, done) => {
    requireMetricsToken(scope, token);
    scope.get(
      '/metrics',
      { config: { access: 'metrics-token' }, schema: { hide: true } },
      async (_request, reply) => {
        const { text, contentType } = await readMetrics(metrics);
        return reply.header('cache-control', 'no-store').type(contentType).send(text);
      },
    );
    done();
  });
}
