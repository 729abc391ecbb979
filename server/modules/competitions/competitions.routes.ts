import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  competitionIdParamsSchema,
  competitionListSchema,
  competitionYearsSchema,
  pastCompetitionsQuerySchema,
  venueListSchema,
} from '../../../contract/competitions';
import { getCompetitionHub } from '../../realtime/competition-hub';
import type { AppDeps, AppInstance } from '../../types';
import { createCompetitionCache, etagMatches, type CachedBody } from './competitions.cache';
import {
  getAllCompetitions,
  getCompetition,
  getCompetitionEntries,
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

export async function competitionsRoutes(app: AppInstance, deps: AppDeps) {
  const hub = await getCompetitionHub(app, deps.database);
  const cache = createCompetitionCache(hub);
  const { readDb } = deps.database;
  // Cached answers are read from the primary: a lagging replica could fill the cache with a
  // body older than the notification that invalidated it.
  const primary = deps.database.db;
  const list = { response: { 200: competitionListSchema } };

  app.get(
    '/api/competitions/years',
    { schema: { response: { 200: competitionYearsSchema } } },
    () => getCompetitionYears(readDb),
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
    { schema: { params: competitionIdParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const cached = await cache.get(id, `competition:${id}`, () => getCompetition(primary, id));
      return sendCached(request, reply, cached);
    },
  );
  app.get(
    '/api/competitions/:id/entries',
    { schema: { params: competitionIdParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const cached = await cache.get(id, `entries:${id}`, () => getCompetitionEntries(primary, id));
      return sendCached(request, reply, cached);
    },
  );
  app.get('/api/venues', { schema: { response: { 200: venueListSchema } } }, () =>
    getVenues(readDb),
  );
}
