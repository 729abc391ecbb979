import { z } from 'zod';
import {
  scoreHistorySchema,
  undoResultSchema,
  undoScoreChangeSchema,
} from '../../../contract/score-history';
import { guardedUser } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import { getScoreHistory, undoScoreChange } from './score-history.service';
import { idParam } from '../../../contract/digits';

const idParams = z.object({ id: idParam('id') });

/** The score audit trail of an entry and its undo (decision 041); admin only. */
function scoreHistoryRoutes(app: AppInstance, deps: AppDeps) {
  app.get(
    '/score-history',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: scoreHistorySchema } },
    },
    async (request) => getScoreHistory(deps, request.params.id),
  );

  app.post(
    '/score-history/undo',
    {
      config: { access: 'admin', refusals: ['CONFLICT'] },
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

export const scoreHistoryModule: AppModule = {
  name: 'score-history',
  prefix: '/api/admin/competition-entries/:id',
  routes: scoreHistoryRoutes,
};
