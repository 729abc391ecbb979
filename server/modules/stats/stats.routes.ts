import {
  athleteStatsListSchema,
  horseStatsListSchema,
  statsQuerySchema,
  topQuerySchema,
} from '../../../contract/stats';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import { getAthleteStats, getHorseStats, getTopAthletes, getTopHorses } from './stats.service';

/** The horses' statistics and the top horses. */
function horseRoutes(app: AppInstance, deps: AppDeps) {
  const { readDb } = deps.database;
  app.get(
    '/top',
    {
      config: { access: 'visitor' },
      schema: { querystring: topQuerySchema, response: { 200: horseStatsListSchema } },
    },
    (request) => getTopHorses(readDb, request.query.limit),
  );
  app.get(
    '/stats',
    {
      config: { access: 'visitor' },
      schema: { querystring: statsQuerySchema, response: { 200: horseStatsListSchema } },
    },
    (request) => getHorseStats(readDb, request.query),
  );
}

/** The riders' statistics and the top riders. */
function athleteRoutes(app: AppInstance, deps: AppDeps) {
  const { readDb } = deps.database;
  app.get(
    '/top',
    {
      config: { access: 'visitor' },
      schema: { querystring: topQuerySchema, response: { 200: athleteStatsListSchema } },
    },
    (request) => getTopAthletes(readDb, request.query.limit),
  );
  app.get(
    '/stats',
    {
      config: { access: 'visitor' },
      schema: { querystring: statsQuerySchema, response: { 200: athleteStatsListSchema } },
    },
    (request) => getAthleteStats(readDb, request.query),
  );
}

export const statsModule: AppModule = {
  name: 'stats',
  prefix: '/api',
  routes: { '/horses': horseRoutes, '/athletes': athleteRoutes },
};
