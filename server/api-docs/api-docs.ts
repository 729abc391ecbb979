import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { declareAccessOfPluginRoutes } from '../plugins/auth-context';
import { registerCompression } from '../plugins/compression';
import type { AppInstance } from '../types';
import { DOCUMENTED_ANSWERS, DOCUMENTED_UPLOADS, uploadBody } from './answers';
import { errorAnswers } from './error-answers';
import { ACCESS_TEXT, routeAccess } from './route-access';

/** Where the reference lives: the page, and the document at `/json` and `/yaml` beneath it. */
export const API_DOCS_PREFIX = '/api/docs';
/** The page's scripts, styles and images (Swagger UI's files). */
const STATIC_PREFIX = `${API_DOCS_PREFIX}/static/`;
const STATIC_CACHE_CONTROL = 'public, max-age=86400';

/** The domain an endpoint belongs to, for grouping: `/api/admin/leagues/…` is "admin leagues". */
export function tagOf(url: string): string {
  const [, , first = '', second = ''] = url.split('/');
  return first === 'admin' ? `admin ${second}` : first;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/**
 * Each API route's zod schemas as JSON Schema (the zod provider's transform), grouped by domain,
 * with who may call it (from its guard), the error answers it can give and, for an upload, its
 * form. Routes outside `/api` (pages, assets, metrics) and the reference's own are left out.
 */
function describeRoute(input: TransformInput) {
  const { url, route } = input;
  if (!url.startsWith('/api/') || url.startsWith(API_DOCS_PREFIX)) {
    return { schema: { hide: true }, url };
  }
  const methods = [route.method].flat();
  const key = `${methods[0] ?? ''} ${url}`;
  const documented = DOCUMENTED_ANSWERS[key];
  const upload = DOCUMENTED_UPLOADS[key];
  const schema = (input.schema ?? {}) as Record<string, unknown>;
  const withAnswers =
    documented && schema.response === undefined
      ? { ...input, schema: { ...schema, response: documented } }
      : input;
  const converted = jsonSchemaTransform(withAnswers) as {
    schema: Record<string, unknown> & { response?: Record<string, unknown> };
    url: string;
  };
  if (converted.schema.hide === true) return converted;
  const access = routeAccess(route);
  const described = Object.entries(converted.schema.response ?? {}).map(
    ([status, answer]): [string, unknown] => [
      status,
      typeof answer === 'object' && answer !== null && !('description' in answer)
        ? { ...answer, description: status === '200' ? 'OK' : `HTTP ${status}` }
        : answer,
    ],
  );
  const response: Record<string, unknown> = {
    ...Object.fromEntries(described),
    ...errorAnswers(route, methods[0] ?? 'GET', url, access),
  };
  return {
    url,
    schema: {
      ...converted.schema,
      ...(upload ? { body: uploadBody(upload), consumes: ['multipart/form-data'] } : {}),
      response,
      tags: [tagOf(url)],
      description: ACCESS_TEXT[access],
      'x-access': access,
      ...(access === 'visitor' ? {} : { security: [{ session: [] }] }),
    },
  };
}

/**
 * The API reference: an OpenAPI 3.1 document generated from the route schemas and a Swagger UI
 * page that reads it, both served from this process (no CDN; the page's scripts are files of ours
 * under the app's CSP). `GET /api/docs` answers the page to a browser and the document to anything
 * else; `/api/docs/json` and `/api/docs/yaml` always answer the document.
 */
export async function registerApiDocs(
  app: AppInstance,
  options: { appUrl: string; cookieName: string },
) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Eventing Manager 2.0 API',
        version: '2.0.0',
        description:
          'The JSON API behind the web app. Requests that change data must come from the same origin ' +
          '(an Origin header of the app, or none) and send JSON. Errors answer `{ "message": … }`, a ' +
          'sentence the client shows as `STATUS: message`, with `field` when one input is at fault; ' +
          'each operation lists the statuses it can refuse with. Sign in with POST /api/auth/login: the ' +
          'session cookie it sets authorises the player and admin calls.',
      },
      servers: [{ url: options.appUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: options.cookieName },
        },
      },
    },
    transform: describeRoute,
  });
  // In a scope of its own, so that only the reference's routes are declared open to visitors;
  // compressed as the API is (the document is 0.5 MB of JSON, the page's script 1.7 MB).
  await app.register(async (scope: AppInstance) => {
    declareAccessOfPluginRoutes(scope, 'visitor');
    await registerCompression(scope);
    // The page's files are named without a version: kept a day, then revalidated by their ETag.
    scope.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith(STATIC_PREFIX) && [200, 304].includes(reply.statusCode)) {
        void reply.header('cache-control', STATIC_CACHE_CONTROL);
      }
      done(null, payload);
    });
    await scope.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
      theme: { title: 'Eventing Manager 2.0 API reference' },
      uiHooks: {
        onRequest: (request, reply, done) => {
          const bare = request.url.split('?')[0] === API_DOCS_PREFIX;
          const browser = (request.headers.accept ?? '').includes('text/html');
          if (bare && !browser) {
            void reply.header('cache-control', 'no-cache').send(app.swagger());
            return;
          }
          done();
        },
      },
    });
  });
}
