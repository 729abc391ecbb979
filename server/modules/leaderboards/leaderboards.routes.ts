import { z } from 'zod';
import {
  countryParamsSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  monthParamsSchema,
  seasonQuerySchema,
} from '../../../contract/leaderboards';
import { idParam } from '../../../contract/digits';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import {
  currentSeason,
  getCompetitionLeaderboard,
  getStandingsLeaderboard,
} from './leaderboards.service';

const competitionParams = z.object({ id: idParam('id') });

const response = { 200: leaderboardSchema };

/** One competition's leaderboard. */
function competitionLeaderboardRoutes(app: AppInstance, deps: AppDeps) {
  app.get(
    '/leaderboard',
    {
      config: { access: 'visitor' },
      schema: { params: competitionParams, querystring: leaderboardQuerySchema, response },
    },
    async (request) =>
      getCompetitionLeaderboard(deps, request.user, request.params.id, request.query),
  );
}

/** The standings leaderboards: overall, season, month and country. */
function standingsRoutes(app: AppInstance, deps: AppDeps) {
  app.get(
    '/overall',
    {
      config: { access: 'visitor', refusals: ['NOT_FOUND'] },
      schema: { querystring: leaderboardQuerySchema, response },
    },
    async (request) =>
      getStandingsLeaderboard(deps, request.user, { kind: 'overall' }, request.query),
  );

  app.get(
    '/season',
    {
      config: { access: 'visitor', refusals: ['NOT_FOUND'] },
      schema: { querystring: seasonQuerySchema, response },
    },
    async (request) => {
      const year = request.query.year ?? currentSeason(deps.clock.now());
      return getStandingsLeaderboard(deps, request.user, { kind: 'season', year }, request.query);
    },
  );

  app.get(
    '/months/:month',
    {
      config: { access: 'visitor' },
      schema: { params: monthParamsSchema, querystring: seasonQuerySchema, response },
    },
    async (request) => {
      const year = request.query.year ?? currentSeason(deps.clock.now());
      const scope = { kind: 'month' as const, year, month: request.params.month };
      return getStandingsLeaderboard(deps, request.user, scope, request.query);
    },
  );

  app.get(
    '/countries/:code',
    {
      config: { access: 'visitor' },
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

/** Leaderboards: per competition, overall, season, month and country; public reads. */
export const leaderboardsModule: AppModule = {
  name: 'leaderboards',
  prefix: '/api',
  routes: { '/competitions/:id': competitionLeaderboardRoutes, '/leaderboards': standingsRoutes },
};
