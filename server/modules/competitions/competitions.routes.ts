import {
  competitionListSchema,
  competitionYearsQuerySchema,
  competitionYearsSchema,
  pastCompetitionsQuerySchema,
  venueListSchema,
} from '../../../contract/competitions';
import type { AppDeps, AppInstance } from '../../types';
import {
  getAllCompetitions,
  getCompetitionYears,
  getLiveCompetitions,
  getPastCompetitions,
  getUpcomingCompetitions,
  getVenues,
} from './competitions.service';

/**
 * The competition lists and venues. One competition and its entries are the live view's hot
 * reads (server/live/live-reads.ts).
 */
export function competitionsRoutes(app: AppInstance, deps: AppDeps) {
  const { readDb } = deps.database;
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
  app.get('/api/venues', { schema: { response: { 200: venueListSchema } } }, () =>
    getVenues(readDb),
  );
}
