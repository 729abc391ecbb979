import type { FastifyRequest } from 'fastify';

/**
 * Whether a request reached the API. The matched route decides, not the address as written:
 * the router decodes the path, so `/%61pi/auth/logout` is `POST /api/auth/logout` and must meet
 * the same checks. An address no route matched falls back to its written path.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route === undefined ? request.url.startsWith('/api/') : route.startsWith('/api/');
}
