import { z } from 'zod';
import {
  entryScoringSchema,
  fixPositionsResultSchema,
  scoredEntrySchema,
} from '../../../contract/admin-competitions';
import type { AppDeps, AppInstance } from '../../types';
import { adminOnly } from '../../plugins/auth-context';
import { fixPositions, scoreEntry } from './live-scoring.service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

export function liveScoringRoutes(app: AppInstance, deps: AppDeps) {
  app.patch(
    '/api/competition-entries/:id/scoring',
    {
      onRequest: adminOnly,
      schema: { params: idParams, body: entryScoringSchema, response: { 200: scoredEntrySchema } },
    },
    async (request) => scoreEntry(deps, request.params.id, request.body),
  );

  app.post(
    '/api/admin/competitions/:id/fix-positions',
    {
      onRequest: adminOnly,
      schema: { params: idParams, response: { 200: fixPositionsResultSchema } },
    },
    async (request) => fixPositions(deps, request.params.id),
  );
}
