import {
  athleteStatsListSchema,
  horseStatsListSchema,
  statsQuerySchema,
  topQuerySchema,
} from '../../../contract/stats';
import type { AppDeps, AppInstance } from '../../types';
import { getAthleteStats, getHorseStats, getTopAthletes, getTopHorses } from './stats.service';

export function statsRoutes(app: AppInstance, deps: AppDeps) {
  const { readDb } = deps.database;
  app.get(
    '/api/horses/top',
    { schema: { querystring: topQuerySchema, response: { 200: horseStatsListSchema } } },
    (request) => getTopHorses(readDb, request.query.limit),
  );
  app.get(
    '/api/athletes/top',
    { schema: { querystring: topQuerySchema, response: { 200: athleteStatsListSchema } } },
    (request) => getTopAthletes(readDb, request.query.limit),
  );
  app.get(
    '/api/horses/stats',
    { schema: { querystring: statsQuerySchema, response: { 200: horseStatsListSchema } } },
    (request) => getHorseStats(readDb, request.query),
  );
  app.get(
    '/api/athletes/stats',
    { schema: { querystring: statsQuerySchema, response: { 200: athleteStatsListSchema } } },
    (request) => getAthleteStats(readDb, request.query),
  );
}
