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
import type { AppModule } from '../module';
import { guardedUser } from '../../plugins/auth-context';
import {
  createAdminLeague,
  editAdminLeague,
  getAdminLeagues,
  removeAdminLeague,
  validateJoinCode,
} from './admin-leagues.service';

/** The administrator's leagues: list and search, create, edit, delete, join-code check. */
function adminLeaguesRoutes(app: AppInstance, deps: AppDeps) {
  const db = deps.database.db;
  const params = leagueIdParamsSchema;

  app.get(
    '',
    {
      config: { access: 'admin' },
      schema: { querystring: adminLeagueQuerySchema, response: { 200: adminLeagueListSchema } },
    },
    (request) => getAdminLeagues(db, request.query.q),
  );

  app.post(
    '',
    {
      config: { access: 'admin', refusals: ['CONFLICT', 'SERVICE_UNAVAILABLE'] },
      schema: { body: adminLeagueInputSchema, response: { 201: adminLeagueSchema } },
    },
    async (request, reply) => {
      const admin = guardedUser(request);
      const league = await createAdminLeague(db, request.body, admin.id, deps.clock.now());
      return reply.status(201).send(league);
    },
  );

  app.post(
    '/validate-join-code',
    {
      config: { access: 'admin' },
      schema: {
        body: validateJoinCodeBodySchema,
        response: { 200: validateJoinCodeResponseSchema },
      },
    },
    (request) => validateJoinCode(db, request.body),
  );

  app.put(
    '/:id',
    {
      config: { access: 'admin', refusals: ['CONFLICT'] },
      schema: { params, body: adminLeagueInputSchema, response: { 200: adminLeagueSchema } },
    },
    (request) => editAdminLeague(deps, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { config: { access: 'admin' }, schema: { params, response: { 200: messageSchema } } },
    (request) => removeAdminLeague(deps, request.params.id),
  );
}

export const adminLeaguesModule: AppModule = {
  name: 'admin-leagues',
  prefix: '/api/admin/leagues',
  routes: adminLeaguesRoutes,
};
