import { z } from 'zod';
import {
  entryScoringSchema,
  fixPositionsResultSchema,
  positionOverrideSchema,
  scoredEntrySchema,
} from '../../../contract/admin-competitions';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import { guardedUser } from '../../plugins/auth-context';
import { fixPositions, scoreEntry, setPositionOverride } from './live-scoring.service';
import { idParam } from '../../../contract/digits';

const id = idParam('id');
const idParams = z.object({ id });

/** The score form: one entry's scores. */
function entryScoringRoutes(app: AppInstance, deps: AppDeps) {
  app.patch(
    '/scoring',
    {
      config: { access: 'admin', refusals: ['CONFLICT'] },
      schema: { params: idParams, body: entryScoringSchema, response: { 200: scoredEntrySchema } },
    },
    async (request) => scoreEntry(deps, guardedUser(request), request.params.id, request.body),
  );
}

/** Fix Positions and an official position, for one competition. */
function positionRoutes(app: AppInstance, deps: AppDeps) {
  app.post(
    '/fix-positions',
    {
      config: { access: 'admin', refusals: ['CONFLICT'] },
      schema: { params: idParams, response: { 200: fixPositionsResultSchema } },
    },
    async (request) => fixPositions(deps, guardedUser(request), request.params.id),
  );

  app.put(
    '/entries/:entryId/position-override',
    {
      config: { access: 'admin', refusals: ['CONFLICT'] },
      schema: {
        params: z.object({ id, entryId: idParam('entryId') }),
        body: positionOverrideSchema,
        response: { 200: scoredEntrySchema },
      },
    },
    async (request) =>
      setPositionOverride(
        deps,
        guardedUser(request),
        request.params.id,
        request.params.entryId,
        request.body.position,
      ),
  );
}

export const liveScoringModule: AppModule = {
  name: 'live-scoring',
  prefix: '/api',
  routes: {
    '/competition-entries/:id': entryScoringRoutes,
    '/admin/competitions/:id': positionRoutes,
  },
};
