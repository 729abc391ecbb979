import {
  competitionListSchema,
  competitionYearsQuerySchema,
  competitionYearsSchema,
  pastCompetitionsQuerySchema,
  venueListSchema,
} from '../../../contract/competitions';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
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
function listRoutes(app: AppInstance, deps: AppDeps) {
  const { readDb } = deps.database;
  const list = { response: { 200: competitionListSchema } };

  app.get(
    '/years',
    {
      config: { access: 'visitor' },
      schema: {
        querystring: competitionYearsQuerySchema,
        response: { 200: competitionYearsSchema },
      },
    },
    (request) =>
      getCompetitionYears(readDb, request.query.of === 'past' ? deps.clock.now() : undefined),
  );
  app.get('/upcoming', { config: { access: 'visitor' }, schema: list }, () =>
    getUpcomingCompetitions(readDb, deps.clock.now()),
  );
  app.get('/all', { config: { access: 'visitor' }, schema: list }, () =>
    getAllCompetitions(readDb),
  );
  app.get('/live', { config: { access: 'visitor' }, schema: list }, () =>
    getLiveCompetitions(readDb),
  );
  app.get(
    '/past',
    {
      config: { access: 'visitor' },
      schema: { querystring: pastCompetitionsQuerySchema, ...list },
    },
    (request) => getPastCompetitions(readDb, deps.clock.now(), request.query),
  );
}

function venueRoutes(app: AppInstance, deps: AppDeps) {
  const { readDb } = deps.database;
  app.get(
    '',
    { config: { access: 'visitor' }, schema: { response: { 200: venueListSchema } } },
    () => getVenues(readDb),
  );
}

export const competitionsModule: AppModule = {
  name: 'competitions',
  prefix: '/api',
  routes: { '/competitions': listRoutes, '/venues': venueRoutes },
};
