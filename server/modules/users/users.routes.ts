import { teamNameRequestSchema, userMessageResponseSchema } from '../../../contract/users';
import { guardedUser, signedInOnly } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import { setTeamName, startPremiumTrial } from './users.service';

/** The signed-in player's own settings. */
export function usersRoutes(app: AppInstance, deps: AppDeps) {
  app.put(
    '/api/user/team-name',
    {
      onRequest: signedInOnly,
      schema: { body: teamNameRequestSchema, response: { 200: userMessageResponseSchema } },
    },
    async (request) => setTeamName(deps, guardedUser(request), request.body),
  );

  app.post(
    '/api/user/premium/trial',
    { onRequest: signedInOnly, schema: { response: { 200: userMessageResponseSchema } } },
    async (request) => startPremiumTrial(deps, guardedUser(request)),
  );
}
