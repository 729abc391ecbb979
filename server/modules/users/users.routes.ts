import { teamNameRequestSchema, userMessageResponseSchema } from '../../../contract/users';
import { guardedUser } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import { setTeamName, startPremiumTrial } from './users.service';

/** The signed-in player's own settings. */
function usersRoutes(app: AppInstance, deps: AppDeps) {
  app.put(
    '/team-name',
    {
      config: { access: 'player' },
      schema: { body: teamNameRequestSchema, response: { 200: userMessageResponseSchema } },
    },
    async (request) => setTeamName(deps, guardedUser(request), request.body),
  );

  app.post(
    '/premium/trial',
    {
      config: { access: 'player', refusals: ['CONFLICT'] },
      schema: { response: { 200: userMessageResponseSchema } },
    },
    async (request) => startPremiumTrial(deps, guardedUser(request)),
  );
}

export const usersModule: AppModule = {
  name: 'users',
  prefix: '/api/user',
  routes: usersRoutes,
};
