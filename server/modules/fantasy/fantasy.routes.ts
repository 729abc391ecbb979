import { z } from 'zod';
import {
  fantasyTeamOrNullSchema,
  fantasyTeamSchema,
  fantasyTeamsSchema,
  mySeasonQuerySchema,
  mySeasonSchema,
  performanceSchema,
  rankHistoryQuerySchema,
  rankHistorySchema,
  saveTeamRequestSchema,
  selectionStatsSchema,
  selectionsSchema,
  userTeamSchema,
} from '../../../contract/fantasy';
import { idParam } from '../../../contract/digits';
import { guardedUser } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import {
  getMyTeam,
  getPerformance,
  getRankHistory,
  getSelectionStats,
  getTeamSelections,
  getUserTeam,
  listMyTeams,
  saveTeam,
} from './fantasy.service';
import { getMySeason } from './my-season.service';

/** The fantasy game: saving and reading teams, team dialogs, selection stats, performance. */
function teamRoutes(app: AppInstance, deps: AppDeps) {
  const db = deps.database.db;

  app.post(
    '/teams',
    {
      config: { access: 'player', refusals: ['NOT_FOUND', 'CONFLICT'] },
      schema: { body: saveTeamRequestSchema, response: { 200: fantasyTeamSchema } },
    },
    async (request) => saveTeam(deps, guardedUser(request), request.body),
  );

  app.get(
    '/teams',
    { config: { access: 'player' }, schema: { response: { 200: fantasyTeamsSchema } } },
    (request) => listMyTeams(db, guardedUser(request).id),
  );

  app.get(
    '/teams/:competitionId',
    {
      config: { access: 'player' },
      schema: {
        params: z.object({ competitionId: idParam('competitionId') }),
        response: { 200: fantasyTeamOrNullSchema },
      },
    },
    (request) => getMyTeam(db, guardedUser(request).id, request.params.competitionId),
  );

  app.get(
    '/teams/:teamId/selections',
    {
      config: { access: 'player', refusals: ['FORBIDDEN'] },
      schema: {
        params: z.object({ teamId: idParam('teamId') }),
        response: { 200: selectionsSchema },
      },
    },
    (request) => getTeamSelections(deps, guardedUser(request), request.params.teamId),
  );

  app.get(
    '/performance/current-user',
    { config: { access: 'player' }, schema: { response: { 200: performanceSchema } } },
    (request) => getPerformance(deps, guardedUser(request).id),
  );

  app.get(
    '/rank-history',
    {
      config: { access: 'player' },
      schema: { querystring: rankHistoryQuerySchema, response: { 200: rankHistorySchema } },
    },
    (request) =>
      getRankHistory(
        deps,
        guardedUser(request).id,
        request.query.season ?? deps.clock.now().getUTCFullYear(),
      ),
  );

  app.get(
    '/season/current-user',
    {
      config: { access: 'player' },
      schema: { querystring: mySeasonQuerySchema, response: { 200: mySeasonSchema } },
    },
    (request) => getMySeason(deps, guardedUser(request).id, deps.clock.now(), request.query.year),
  );

  app.get(
    '/users/:userId/competitions/:competitionId/team',
    {
      config: { access: 'player', refusals: ['FORBIDDEN'] },
      schema: {
        params: z.object({
          userId: idParam('userId'),
          competitionId: idParam('competitionId'),
        }),
        response: { 200: userTeamSchema },
      },
    },
    (request) =>
      getUserTeam(deps, guardedUser(request), request.params.userId, request.params.competitionId),
  );
}

/** How often each pair is picked in a competition; a public read. */
function selectionStatsRoutes(app: AppInstance, deps: AppDeps) {
  app.get(
    '/selection-stats',
    {
      config: { access: 'visitor' },
      schema: {
        params: z.object({ id: idParam('id') }),
        response: { 200: selectionStatsSchema },
      },
    },
    (request) => getSelectionStats(deps, request.params.id),
  );
}

export const fantasyModule: AppModule = {
  name: 'fantasy',
  prefix: '/api',
  routes: { '/fantasy': teamRoutes, '/competitions/:id': selectionStatsRoutes },
};
