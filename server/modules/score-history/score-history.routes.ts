import { z } from 'zod';
import {
  scoreHistorySchema,
  undoResultSchema,
  undoScoreChangeSchema,
} from '../../../contract/score-history';
import { adminOnly, guardedUser } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import { getScoreHistory, undoScoreChange } from './score-history.service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

/** The score audit trail of an entry and its undo (decision 041); admin only. */
export function scoreHistoryRoutes(app: AppInstance, deps: AppDeps) {
  app.get(
    '/api/admin/competition-entries/:id/score-history',
    { onRequest: adminOnly, schema: { params: idParams, response: { 200: scoreHistorySchema } } },
    async (request) => getScoreHistory(deps, request.params.id),
  );

  app.post(
    '/api/admin/competition-entries/:id/score-history/undo',
    {
      onRequest: adminOnly,
      schema: {
        params: idParams,
        body: undoScoreChangeSchema,
        response: { 200: undoResultSchema },
      },
    },
    async (request) =>
      undoScoreChange(deps, guardedUser(request), request.params.id, request.body.changeId),
  );
}
