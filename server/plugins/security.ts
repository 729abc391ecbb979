import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { AppDeps, AppInstance } from '../types';
import { isApiRequest } from './api-route';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** A browser request from another site may not change state (CSRF defence). */
export function checkSameOrigin(request: FastifyRequest, allowedOrigins: Set<string>) {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new AppError('FORBIDDEN', 'Cross-site requests cannot change data.');
  }
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    const host = request.headers.host;
    const sameHost =
      host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    if (!sameHost && !allowedOrigins.has(origin)) {
      throw new AppError('FORBIDDEN', 'Cross-site requests cannot change data.');
    }
  }
}

function checkContentType(request: FastifyRequest) {
  const length = Number(request.headers['content-length'] ?? 0);
  const chunked = request.headers['transfer-encoding'] !== undefined;
  if (length === 0 && !chunked) return;
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/json') || type.startsWith('multipart/form-data')) return;
  throw new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'Unsupported content type: send JSON with the content type application/json.',
  );
}

/** The path of the first string holding a NUL character: PostgreSQL text cannot store one. */
export function findNulCharacter(value: unknown): string | null {
  const pending: Array<[unknown, string]> = [[value, '']];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const [current, path] = item;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current as Record<string, unknown>)) {
        pending.push([child, path === '' ? key : `${path}.${key}`]);
      }
    }
  }
  return null;
}

/** Helmet's settings: a CSP allowing only our own scripts, HSTS in production. */
function helmetOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The security headers helmet sets for these settings, computed once: they depend on nothing in
 * the request (no nonces), so every answer can carry the same set.
 */
export function securityHeaders(production: boolean): OutgoingHttpHeaders {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  // Helmet throws a settings error itself; its callback only says it is done.
  helmet(helmetOptions(production))(response.req, response, () => undefined);
  return { ...response.getHeaders() };
}

/**
 * What the API checks before a request that may change data (CSRF defence, content type) and
 * in every input (no NUL character). Not needed by the hot reads, which take no input but an id.
 */
export function registerRequestChecks(app: AppInstance, deps: AppDeps) {
  const allowedOrigins = new Set(
    [deps.config.appUrl]
      .map((url) => originOf(url))
      .filter((origin): origin is string => origin !== null),
  );
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      if (unsafeMethods.has(request.method) && isApiRequest(request)) {
        checkSameOrigin(request, allowedOrigins);
        checkContentType(request);
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (!isApiRequest(request)) return done();
    const field =
      findNulCharacter(request.params) ??
      findNulCharacter(request.query) ??
      findNulCharacter(request.body);
    if (field === null) return done();
    const where = field === '' ? 'The request' : field;
    done(
      new AppError('BAD_REQUEST', `${where}: text cannot contain the NUL character.`, {
        ...(field === '' ? {} : { field }),
      }),
    );
  });
}
