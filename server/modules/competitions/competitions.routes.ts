import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  competitionIdParamsSchema,
  competitionListSchema,
  competitionYearsQuerySchema,
  competitionYearsSchema,
  pastCompetitionsQuerySchema,
  venueListSchema,
} from '../../../contract/competitions';
import type { HotReads } from '../../plugins/hot-reads';
import type { AppDeps, AppInstance } from '../../types';
import {
  cachedCompetition,
  cachedEntries,
  cacheKeys,
  etagMatches,
  type CachedBody,
  type CompetitionCache,
} from './competitions.cache';
import {
  getAllCompetitions,
  getCompetitionYears,
  getLiveCompetitions,
  getPastCompetitions,
  getUpcomingCompetitions,
  getVenues,
} from './competitions.service';

/** Answers from the cache: 304 when the client already holds this body, else the JSON itself. */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  void reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  if (etagMatches(request.headers['if-none-match'], cached.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(cached.body);
}

/** Headers Fastify adds that the hot path sets itself or must not copy. */
const OWN_HEADERS = new Set([
  'etag',
  'cache-control',
  'content-type',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'vary',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
]);

const HOT_URL = /^\/api\/competitions\/([1-9]\d{0,9})(\/entries)?$/;

/**
 * Polls of a competition and its entries answered straight from the cache, before Fastify: the
 * same body, ETag and 304 as the route, with the headers the route last sent (security headers
 * included) and gzip when the client takes it. Until the route has answered once, or when the
 * cache holds nothing current, the request goes to the route.
 */
function hotCompetitionReads(hotReads: HotReads, cache: CompetitionCache) {
  let headers: Record<string, string> | undefined;
  const remember = (reply: FastifyReply) => {
    if (headers || reply.statusCode !== 200) return;
    const copied: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (!OWN_HEADERS.has(name) && typeof value === 'string') copied[name] = value;
    }
    headers = copied;
  };
  // Per cached body, built once: its bytes and the header sets of its three answers.
  type Prepared = {
    raw: Buffer;
    notModified: Record<string, string>;
    plain: Record<string, string | number>;
    packed?: { body: Buffer; headers: Record<string, string | number> };
  };
  const prepared = new WeakMap<CachedBody, Prepared>();
  const prepare = (cached: CachedBody, copied: Record<string, string>): Prepared => {
    let ready = prepared.get(cached);
    if (ready) return ready;
    const raw = Buffer.from(cached.body);
    const notModified = { ...copied, etag: cached.etag, 'cache-control': 'no-cache' };
    const typed = { ...notModified, 'content-type': 'application/json; charset=utf-8' };
    ready = { raw, notModified, plain: { ...typed, 'content-length': raw.length } };
    if (raw.length >= 1024) {
      const body = cache.gzipped(cached);
      ready.packed = {
        body,
        headers: {
          ...typed,
          vary: 'accept-encoding',
          'content-encoding': 'gzip',
          'content-length': body.length,
        },
      };
    }
    prepared.set(cached, ready);
    return ready;
  };
  hotReads.register((request, response) => {
    const match = headers ? HOT_URL.exec(request.url ?? '') : null;
    if (!headers || !match) return false;
    const id = Number(match[1]);
    const cached = cache.peek(id, (match[2] ? cacheKeys.entries : cacheKeys.competition)(id));
    if (!cached) return false;
    const answer = prepare(cached, headers);
    if (etagMatches(request.headers['if-none-match'], cached.etag)) {
      response.writeHead(304, answer.notModified).end();
      return true;
    }
    const packed = answer.packed;
    if (packed && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      response.writeHead(200, packed.headers).end(packed.body);
      return true;
    }
    response.writeHead(200, answer.plain).end(answer.raw);
    return true;
  });
  return remember;
}

export function competitionsRoutes(app: AppInstance, deps: AppDeps) {
  const cache = deps.competitionCache;
  const remember = hotCompetitionReads(deps.hotReads, cache);
  const onSend = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    remember(reply);
    return payload;
  };
  const { readDb } = deps.database;
  // Cached answers are read from the primary (see `cachedCompetition`).
  const primary = deps.database.db;
  const list = { response: { 200: competitionListSchema } };

  app.get(
    '/api/competitions/years',
    {
      schema: {
        querystring: competitionYearsQuerySchema,
        response: { 200: competitionYearsSchema },
      },
    },
    (request) =>
      getCompetitionYears(readDb, request.query.of === 'past' ? deps.clock.now() : undefined),
  );
  app.get('/api/competitions/upcoming', { schema: list }, () =>
    getUpcomingCompetitions(readDb, deps.clock.now()),
  );
  app.get('/api/competitions/all', { schema: list }, () => getAllCompetitions(readDb));
  app.get('/api/competitions/live', { schema: list }, () => getLiveCompetitions(readDb));
  app.get(
    '/api/competitions/past',
    { schema: { querystring: pastCompetitionsQuerySchema, ...list } },
    (request) => getPastCompetitions(readDb, deps.clock.now(), request.query),
  );
  app.get(
    '/api/competitions/:id',
    { schema: { params: competitionIdParamsSchema }, onSend },
    async (request, reply) => {
      const { id } = request.params;
      const cached = await cachedCompetition(cache, primary, id);
      return sendCached(request, reply, cached);
    },
  );
  app.get(
    '/api/competitions/:id/entries',
    { schema: { params: competitionIdParamsSchema }, onSend },
    async (request, reply) => {
      const { id } = request.params;
      const cached = await cachedEntries(cache, primary, id);
      return sendCached(request, reply, cached);
    },
  );
  app.get('/api/venues', { schema: { response: { 200: venueListSchema } } }, () =>
    getVenues(readDb),
  );
}
