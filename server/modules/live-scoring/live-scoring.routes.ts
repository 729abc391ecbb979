import { z } from 'zod';
import {
  entryScoringSchema,
  fixPositionsResultSchema,
  positionOverrideSchema,
  scoredEntrySchema,
} from '../../../contract/admin-competitions';
import type { AppDeps, AppInstance } from '../../types';
import { adminOnly, guardedUser } from '../../plugins/auth-context';
import { fixPositions, scoreEntry, setPositionOverride } from './live-scoring.service';

const id = z.coerce.number().int().positive().max(2147483647);
const idParams = z.object({ id });

export function liveScoringRoutes(app: AppInstance, deps: AppDeps) {
  app.patch(
    '/api/competition-entries/:id/scoring',
    {
      onRequest: adminOnly,
      schema: { params: idParams, body: entryScoringSchema, response: { 200: scoredEntrySchema } },
    },
    async (request) => scoreEntry(deps, guardedUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/competitions/:id/fix-positions',
    {
      onRequest: adminOnly,
      schema: { params: idParams, response: { 200: fixPositionsResultSchema } },
    },
    async (request) => fixPositions(deps, guardedUser(request), request.params.id),
  );

  app.put(
    '/api/admin/competitions/:id/entries/:entryId/position-override',
    {
      onRequest: adminOnly,
      schema: {
        params: z.object({ id, entryId: id }),
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
