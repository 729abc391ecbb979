import { z } from 'zod';
import {
  countryParamsSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  monthParamsSchema,
  seasonQuerySchema,
} from '../../../contract/leaderboards';
import type { AppDeps, AppInstance } from '../../types';
import {
  currentSeason,
  getCompetitionLeaderboard,
  getStandingsLeaderboard,
} from './leaderboards.service';

const competitionParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a competition id' })
    .int('id must be a competition id')
    .positive('id must be a competition id'),
});

/** Leaderboards: per competition, overall, season, month and country; public reads. */
export function leaderboardsRoutes(app: AppInstance, deps: AppDeps) {
  const response = { 200: leaderboardSchema };

  app.get(
    '/api/competitions/:id/leaderboard',
    { schema: { params: competitionParams, querystring: leaderboardQuerySchema, response } },
    async (request) =>
      getCompetitionLeaderboard(deps, request.user, request.params.id, request.query),
  );

  app.get(
    '/api/leaderboards/overall',
    { schema: { querystring: leaderboardQuerySchema, response } },
    async (request) =>
      getStandingsLeaderboard(deps, request.user, { kind: 'overall' }, request.query),
  );

  app.get(
    '/api/leaderboards/season',
    { schema: { querystring: seasonQuerySchema, response } },
    async (request) => {
      const year = request.query.year ?? currentSeason(deps.clock.now());
      return getStandingsLeaderboard(deps, request.user, { kind: 'season', year }, request.query);
    },
  );

  app.get(
    '/api/leaderboards/months/:month',
    { schema: { params: monthParamsSchema, querystring: seasonQuerySchema, response } },
    async (request) => {
      const year = request.query.year ?? currentSeason(deps.clock.now());
      const scope = { kind: 'month' as const, year, month: request.params.month };
      return getStandingsLeaderboard(deps, request.user, scope, request.query);
    },
  );

  app.get(
    '/api/leaderboards/countries/:code',
    {
      schema: {
        params: countryParamsSchema,
        querystring: leaderboardQuerySchema.omit({ country: true }),
        response,
      },
    },
    async (request) =>
      getStandingsLeaderboard(
        deps,
        request.user,
        { kind: 'overall' },
        { limit: request.query.limit, country: request.params.code },
      ),
  );
}
