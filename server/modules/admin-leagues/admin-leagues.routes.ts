import { messageSchema } from '../../../contract/auth';
import {
  adminLeagueInputSchema,
  adminLeagueListSchema,
  adminLeagueQuerySchema,
  adminLeagueSchema,
  validateJoinCodeBodySchema,
  validateJoinCodeResponseSchema,
} from '../../../contract/admin-leagues';
import { leagueIdParamsSchema } from '../../../contract/leagues';
import type { AppDeps, AppInstance } from '../../types';
import { adminOnly, guardedUser } from '../../plugins/auth-context';
import {
  createAdminLeague,
  editAdminLeague,
  getAdminLeagues,
  removeAdminLeague,
  validateJoinCode,
} from './admin-leagues.service';

/** The administrator's leagues: list and search, create, edit, delete, join-code check. */
export function adminLeaguesRoutes(app: AppInstance, deps: AppDeps) {
  const db = deps.database.db;
  const params = leagueIdParamsSchema;

  app.get(
    '/api/admin/leagues',
    {
      onRequest: adminOnly,
      schema: { querystring: adminLeagueQuerySchema, response: { 200: adminLeagueListSchema } },
    },
    (request) => getAdminLeagues(db, request.query.q),
  );

  app.post(
    '/api/admin/leagues',
    {
      onRequest: adminOnly,
      schema: { body: adminLeagueInputSchema, response: { 201: adminLeagueSchema } },
    },
    async (request, reply) => {
      const admin = guardedUser(request);
      const league = await createAdminLeague(db, request.body, admin.id, deps.clock.now());
      return reply.status(201).send(league);
    },
  );

  app.post(
    '/api/admin/leagues/validate-join-code',
    {
      onRequest: adminOnly,
      schema: {
        body: validateJoinCodeBodySchema,
        response: { 200: validateJoinCodeResponseSchema },
      },
    },
    (request) => validateJoinCode(db, request.body),
  );

  app.put(
    '/api/admin/leagues/:id',
    {
      onRequest: adminOnly,
      schema: { params, body: adminLeagueInputSchema, response: { 200: adminLeagueSchema } },
    },
    (request) => editAdminLeague(deps, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/leagues/:id',
    { onRequest: adminOnly, schema: { params, response: { 200: messageSchema } } },
    (request) => removeAdminLeague(deps, request.params.id),
  );
}
