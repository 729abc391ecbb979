import { z } from 'zod';
import {
  fantasyTeamOrNullSchema,
  fantasyTeamSchema,
  fantasyTeamsSchema,
  mySeasonQuerySchema,
  mySeasonSchema,
  performanceSchema,
  saveTeamRequestSchema,
  selectionStatsSchema,
  selectionsSchema,
  userTeamSchema,
} from '../../../contract/fantasy';
import { guardedUser, requireUser, signedInOnly } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import {
  getMyTeam,
  getPerformance,
  getSelectionStats,
  getTeamSelections,
  getUserTeam,
  listMyTeams,
  saveTeam,
} from './fantasy.service';
import { getMySeason } from './my-season.service';

const idParam = (name: string, what: string) =>
  z.coerce
    .number({ error: `${name} must be ${what}` })
    .int(`${name} must be ${what}`)
    .positive(`${name} must be ${what}`);

/** The fantasy game: saving and reading teams, team dialogs, selection stats, performance. */
export function fantasyRoutes(app: AppInstance, deps: AppDeps) {
  const db = deps.database.db;

  app.post(
    '/api/fantasy/teams',
    { schema: { body: saveTeamRequestSchema, response: { 200: fantasyTeamSchema } } },
    async (request) => saveTeam(deps, requireUser(request), request.body),
  );

  app.get('/api/fantasy/teams', { schema: { response: { 200: fantasyTeamsSchema } } }, (request) =>
    listMyTeams(db, requireUser(request).id),
  );

  app.get(
    '/api/fantasy/teams/:competitionId',
    {
      schema: {
        params: z.object({ competitionId: idParam('competitionId', 'a competition id') }),
        response: { 200: fantasyTeamOrNullSchema },
      },
    },
    (request) => getMyTeam(db, requireUser(request).id, request.params.competitionId),
  );

  app.get(
    '/api/fantasy/teams/:teamId/selections',
    {
      schema: {
        params: z.object({ teamId: idParam('teamId', 'a team id') }),
        response: { 200: selectionsSchema },
      },
    },
    (request) => getTeamSelections(deps, requireUser(request), request.params.teamId),
  );

  app.get(
    '/api/fantasy/performance/current-user',
    { schema: { response: { 200: performanceSchema } } },
    (request) => getPerformance(db, requireUser(request).id),
  );

  app.get(
    '/api/fantasy/season/current-user',
    {
      onRequest: signedInOnly,
      schema: { querystring: mySeasonQuerySchema, response: { 200: mySeasonSchema } },
    },
    (request) => getMySeason(db, guardedUser(request).id, deps.clock.now(), request.query.year),
  );

  app.get(
    '/api/fantasy/users/:userId/competitions/:competitionId/team',
    {
      schema: {
        params: z.object({
          userId: idParam('userId', 'a user id'),
          competitionId: idParam('competitionId', 'a competition id'),
        }),
        response: { 200: userTeamSchema },
      },
    },
    (request) =>
      getUserTeam(deps, requireUser(request), request.params.userId, request.params.competitionId),
  );

  app.get(
    '/api/competitions/:id/selection-stats',
    {
      schema: {
        params: z.object({ id: idParam('id', 'a competition id') }),
        response: { 200: selectionStatsSchema },
      },
    },
    (request) => getSelectionStats(deps, request.params.id),
  );
}
