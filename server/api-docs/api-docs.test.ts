import { gunzipSync } from 'node:zlib';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { IMPORT_MESSAGES } from '../../contract/imports';
import { multipartFile } from '../modules/imports/imports.test-support';
import { signedInUser } from '../test/factories';
import { DOCUMENTED_ANSWERS, DOCUMENTED_UPLOADS } from './answers';
import type { Access } from './route-access';

type Operation = {
  'x-access'?: Access;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** `/api/leagues/:id` as the document writes it: `/api/leagues/{id}`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
/** Parameter names left out, to compare paths whatever each route calls its ids. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/** Every call the web app makes, with who may make it. */
const APP_CALLS: Array<[string, string, Access]> = [
  ['GET', '/api/auth/user', 'player'],
  ['GET', '/api/auth/countries', 'visitor'],
  ['POST', '/api/auth/register', 'visitor'],
  ['POST', '/api/auth/login', 'visitor'],
  ['POST', '/api/auth/logout', 'visitor'],
  ['POST', '/api/auth/verify-email', 'visitor'],
  ['POST', '/api/auth/forgot-password', 'visitor'],
  ['POST', '/api/auth/reset-password', 'visitor'],
  ['GET', '/api/articles', 'visitor'],
  ['GET', '/api/articles/featured', 'visitor'],
  ['GET', '/api/articles/by-slug/{slug}', 'visitor'],
  ['GET', '/api/articles/{id}/poll', 'visitor'],
  ['GET', '/api/polls/{id}/user-vote', 'player'],
  ['POST', '/api/polls/{id}/vote', 'player'],
  ['GET', '/api/horses/top', 'visitor'],
  ['GET', '/api/athletes/top', 'visitor'],
  ['GET', '/api/horses/stats', 'visitor'],
  ['GET', '/api/athletes/stats', 'visitor'],
  ['GET', '/api/competitions/years', 'visitor'],
  ['GET', '/api/competitions/upcoming', 'visitor'],
  ['GET', '/api/competitions/all', 'visitor'],
  ['GET', '/api/competitions/past', 'visitor'],
  ['GET', '/api/competitions/live', 'visitor'],
  ['GET', '/api/competitions/{id}', 'visitor'],
  ['GET', '/api/competitions/{id}/entries', 'visitor'],
  ['GET', '/api/competitions/{id}/leaderboard', 'visitor'],
  ['GET', '/api/competitions/{id}/selection-stats', 'visitor'],
  ['GET', '/api/competitors/{athleteId}/{horseId}/{competitionId}', 'visitor'],
  [
    'GET',
    '/api/competitors/{athleteId}/{horseId}/history/{subject}/{level}/{competitionId}',
    'visitor',
  ],
  ['GET', '/api/fantasy/teams', 'player'],
  ['GET', '/api/fantasy/teams/{competitionId}', 'player'],
  ['GET', '/api/fantasy/teams/{teamId}/selections', 'player'],
  ['GET', '/api/fantasy/performance/current-user', 'player'],
  ['GET', '/api/fantasy/users/{userId}/competitions/{competitionId}/team', 'player'],
  ['POST', '/api/fantasy/teams', 'player'],
  ['GET', '/api/leagues/user', 'player'],
  ['GET', '/api/leagues/{id}', 'player'],
  ['GET', '/api/leagues/{id}/leaderboard/competition/{competitionId}', 'player'],
  ['GET', '/api/leagues/{id}/leaderboard/month/{month}', 'player'],
  ['GET', '/api/leagues/{id}/leaderboard/season', 'player'],
  ['POST', '/api/leagues', 'player'],
  ['PUT', '/api/leagues/{id}', 'player'],
  ['DELETE', '/api/leagues/{id}', 'player'],
  ['POST', '/api/leagues/{joinCode}/join', 'player'],
  ['POST', '/api/leagues/join', 'player'],
  ['PUT', '/api/user/team-name', 'player'],
  ['POST', '/api/feedback', 'visitor'],
  ['GET', '/api/admin/articles', 'admin'],
  ['POST', '/api/admin/articles', 'admin'],
  ['PUT', '/api/admin/articles/{id}', 'admin'],
  ['DELETE', '/api/admin/articles/{id}', 'admin'],
  ['PUT', '/api/admin/articles/{id}/featured', 'admin'],
  ['POST', '/api/admin/articles/{id}/polls', 'admin'],
  ['GET', '/api/admin/competitions', 'admin'],
  ['GET', '/api/venues', 'visitor'],
  ['POST', '/api/admin/competitions', 'admin'],
  ['PUT', '/api/admin/competitions/{id}', 'admin'],
  ['DELETE', '/api/admin/competitions/{id}', 'admin'],
  ['PATCH', '/api/admin/competitions/{id}', 'admin'],
  ['PUT', '/api/admin/competitions/{id}/scraping', 'admin'],
  ['PATCH', '/api/admin/competitions/{id}/scraping', 'admin'],
  ['POST', '/api/admin/competitions/{id}/scrape-now', 'admin'],
  ['POST', '/api/admin/competitions/{id}/startlist', 'admin'],
  ['POST', '/api/admin/import-athletes', 'admin'],
  ['POST', '/api/admin/import-competition-entries', 'admin'],
  ['GET', '/api/admin/competitions/{id}/entries/csv', 'admin'],
  ['POST', '/api/admin/competitions/{id}/entries/upload', 'admin'],
  ['PATCH', '/api/competition-entries/{id}/scoring', 'admin'],
  ['POST', '/api/admin/competitions/{id}/fix-positions', 'admin'],
  ['GET', '/api/admin/feedback', 'admin'],
  ['POST', '/api/admin/feedback/{id}/respond', 'admin'],
  ['PATCH', '/api/admin/feedback/{id}/resolve', 'admin'],
  ['GET', '/api/admin/leagues', 'admin'],
  ['POST', '/api/admin/leagues', 'admin'],
  ['PUT', '/api/admin/leagues/{id}', 'admin'],
  ['DELETE', '/api/admin/leagues/{id}', 'admin'],
  ['POST', '/api/admin/leagues/validate-join-code', 'admin'],
  ['GET', '/api/admin/data/users/search', 'admin'],
  ['POST', '/api/admin/data/users/{id}/verify', 'admin'],
  ['PUT', '/api/admin/data/users/{id}', 'admin'],
  ['DELETE', '/api/admin/data/users/{id}', 'admin'],
  ['POST', '/api/admin/data/users/{id}/generate-password-link', 'admin'],
  ['POST', '/api/admin/data/users/{id}/generate-reset-link', 'admin'],
  ['GET', '/api/admin/data/athletes/search', 'admin'],
  ['PUT', '/api/admin/data/athletes/{id}', 'admin'],
  ['GET', '/api/admin/data/horses/search', 'admin'],
  ['PUT', '/api/admin/data/horses/{id}', 'admin'],
  ['PUT', '/api/admin/data/venues/{id}', 'admin'],
  ['POST', '/api/admin/competitions/{id}/match-scraped-data', 'admin'],
  ['GET', '/api/admin/competitions/{id}/matching-dashboard', 'admin'],
  ['POST', '/api/admin/competitions/{id}/set-match', 'admin'],
  ['POST', '/api/admin/competitions/{id}/remove-match', 'admin'],
  ['DELETE', '/api/admin/competitions/{id}/entries/{entryId}', 'admin'],
  ['POST', '/api/admin/competitions/{id}/auto-match', 'admin'],
];

/** Actions that read no body: what they change is named by their path and the session. */
const ACTIONS_WITHOUT_BODY = [
  'POST /api/auth/logout',
  'POST /api/user/premium/trial',
  'POST /api/leagues/:joinCode/join',
  'POST /api/leagues/:id/leave',
  'PATCH /api/admin/feedback/:id/resolve',
  'POST /api/admin/competitions/:id/fix-positions',
  'POST /api/admin/competitions/:id/scrape-now',
  'POST /api/admin/competitions/:id/auto-match',
  'POST /api/admin/data/users/:id/verify',
  'POST /api/admin/data/users/:id/generate-password-link',
  'POST /api/admin/data/users/:id/generate-reset-link',
];

describe('API reference', () => {
  let t: TestApp;
  let document: Document;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { onRoute: (route) => routes.push(route) });
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json<Document>();
  });
  afterAll(async () => {
    await t.close();
  });

  const operation = (method: string, path: string) => {
    const wanted = shape(path);
    const found = Object.entries(document.paths).find(([key]) => shape(key) === wanted);
    return found?.[1][method.toLowerCase()];
  };

  const apiRoutes = () =>
    routes
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => ({ method, route })),
      );

  it('is OpenAPI 3.1 and holds every call the web app makes, with who may make it', () => {
    expect(document.openapi).toBe('3.1.0');
    const found = APP_CALLS.map(([method, path]) => [
      method,
      path,
      operation(method, path)?.['x-access'] ?? 'missing',
    ]);
    expect(found).toEqual(APP_CALLS);
  });

  it('fails for any API route without its request and response shapes', () => {
    expect(apiRoutes().length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const { method, route } of apiRoutes()) {
      const key = `${method} ${route.url}`;
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      if (!schema.response && !DOCUMENTED_ANSWERS[key]) problems.push(`${key}: no response schema`);
      if (route.url.includes(':') && !schema.params) problems.push(`${key}: no params schema`);
      const documented = operation(method, openapiPath(route.url));
      if (!documented) {
        problems.push(`${key}: not in the document`);
        continue;
      }
      const answers = Object.entries(documented.responses ?? {}).filter(([status]) =>
        status.startsWith('2'),
      );
      if (answers.length === 0) problems.push(`${key}: no success answer documented`);
      const pathParams = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const documentedParams = (documented.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name);
      if (pathParams.sort().join() !== documentedParams.sort().join())
        problems.push(`${key}: path parameters`);
      if (schema.body && !documented.requestBody) problems.push(`${key}: body not documented`);
    }
    expect(problems).toEqual([]);
  });

  it('shows the body of every POST, PUT and PATCH that reads one: JSON, or the form of an upload', () => {
    const withoutBody = apiRoutes()
      .filter(({ method }) => ['POST', 'PUT', 'PATCH'].includes(method))
      .filter(({ method, route }) => !operation(method, openapiPath(route.url))?.requestBody)
      .map(({ method, route }) => `${method} ${route.url}`);
    expect(withoutBody.sort()).toEqual([...ACTIONS_WITHOUT_BODY].sort());
    for (const { method, route } of apiRoutes()) {
      if (!ACTIONS_WITHOUT_BODY.includes(`${method} ${route.url}`)) continue;
      expect(String(route.handler), `${method} ${route.url}`).not.toMatch(
        /request\.(body|file|parts)|read\w*File/,
      );
    }
  });

  it('shows each upload as a form whose file field is the one its route reads', async () => {
    const admin = (await signedInUser(t.db, t.clock.now(), { isAdmin: true })).cookie;
    expect(Object.keys(DOCUMENTED_UPLOADS)).toHaveLength(7);
    for (const [key, upload] of Object.entries(DOCUMENTED_UPLOADS)) {
      const [method = '', url = ''] = key.split(' ');
      const body = operation(method, openapiPath(url))?.requestBody as {
        content: Record<string, { schema: { required: string[]; properties: object } }>;
      };
      expect(Object.keys(body.content), key).toEqual(['multipart/form-data']);
      const form = body.content['multipart/form-data']?.schema;
      expect(form?.required, key).toEqual([upload.field]);
      expect(Object.keys(form?.properties ?? {}), key).toEqual([upload.field]);
      // The image route reads the first file whatever its field is called.
      if (url.endsWith('/image')) continue;
      const elsewhere = await t.request({
        method: 'POST',
        url: url.replace(':id', '1'),
        cookie: admin,
        ...multipartFile('other', 'file.csv', 'a,b\n'),
      });
      expect(elsewhere.json(), key).toEqual({
        message: IMPORT_MESSAGES.fileMissing(upload.field),
        field: upload.field,
      });
    }
  });

  it('says the error answers from the route: 401 and 403 from its access, 403, 413 and 415 for a change, 404 for an id', () => {
    const statuses = (method: string, path: string) =>
      Object.keys(operation(method, path)?.responses ?? {});
    expect(statuses('GET', '/api/articles')).toEqual(['200', '400']);
    expect(statuses('GET', '/api/fantasy/teams')).toEqual(['200', '400', '401']);
    expect(statuses('GET', '/api/admin/feedback')).toEqual(['200', '400', '401', '403']);
    expect(statuses('POST', '/api/auth/logout')).toEqual(['200', '400', '403', '413', '415']);
    expect(statuses('GET', '/api/leagues/{id}')).toEqual(['200', '400', '401', '404', '414']);
  });

  it('adds the refusals a route declares its service gives: conflicts, rate limits, mail down', () => {
    const statuses = (method: string, path: string) =>
      Object.keys(operation(method, path)?.responses ?? {});
    expect(statuses('POST', '/api/auth/login')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '413',
      '415',
      '429',
    ]);
    expect(statuses('POST', '/api/fantasy/teams')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
    ]);
    expect(statuses('POST', '/api/leagues/join')).toEqual(
      expect.arrayContaining(['404', '409', '422', '429']),
    );
    expect(statuses('POST', '/api/polls/{id}/vote')).toEqual(
      expect.arrayContaining(['403', '404', '409', '422']),
    );
    expect(statuses('POST', '/api/auth/register')).toEqual(expect.arrayContaining(['429', '503']));
    expect(statuses('GET', '/api/competitions/{id}/events')).toEqual([
      '200',
      '400',
      '404',
      '414',
      '429',
      '503',
    ]);
    const signIn = operation('POST', '/api/auth/login')?.responses?.['401'] as {
      description: string;
      content: Record<string, { schema: { properties: object; required: string[] } }>;
    };
    expect(signIn.description).toBe('Not signed in, or the credentials are wrong.');
    const body = signIn.content['application/json']?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(['message', 'field']);
    expect(body?.required).toEqual(['message']);
  });

  it('lists 404 and 414 for every route with path ids, and 403, 413 and 415 for every change', () => {
    const problems: string[] = [];
    for (const { method, route } of apiRoutes()) {
      const listed = Object.keys(operation(method, openapiPath(route.url))?.responses ?? {});
      const wanted = [
        '400',
        ...(route.url.includes('/:') ? ['404', '414'] : []),
        ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ? ['403', '413', '415'] : []),
      ];
      const missing = wanted.filter((status) => !listed.includes(status));
      if (missing.length > 0) problems.push(`${method} ${route.url}: ${missing.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers the document at /api/docs to a client and the reference page to a browser', async () => {
    const json = await t.request({ method: 'GET', url: '/api/docs' });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.json<Document>().openapi).toBe('3.1.0');
    const page = await t.request({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="swagger-ui"></div>');
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual([
      '/api/docs/static/swagger-ui-bundle.js',
      '/api/docs/static/swagger-ui-standalone-preset.js',
      '/api/docs/static/swagger-initializer.js',
    ]);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const yaml = await t.request({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.body).toMatch(/^openapi: 3\.1\.0/);
  });

  it('gzips the document and the page’s scripts and styles for a client that takes gzip', async () => {
    const urls = [
      '/api/docs',
      '/api/docs/json',
      '/api/docs/yaml',
      '/api/docs/static/swagger-ui-bundle.js',
      '/api/docs/static/swagger-ui-standalone-preset.js',
      '/api/docs/static/swagger-ui.css',
    ];
    for (const url of urls) {
      const plain = await t.request({ method: 'GET', url });
      const packed = await t.request({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary, url).toBe('accept-encoding');
      expect(packed.headers['content-encoding'], url).toBe('gzip');
      expect(packed.headers.vary, url).toBe('accept-encoding');
      const unpacked = gunzipSync(packed.rawPayload);
      expect(unpacked.equals(plain.rawPayload), url).toBe(true);
      expect(packed.rawPayload.length, url).toBeLessThan(plain.rawPayload.length / 2);
    }
  });

  it('lets a browser keep the reference’s script files for a day, then revalidate them', async () => {
    const url = '/api/docs/static/swagger-ui-bundle.js';
    const first = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const etag = String(first.headers.etag);
    const again = await t.request({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
  });
});
