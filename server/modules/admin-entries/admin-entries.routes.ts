import { z } from 'zod';
import { entryDeleteImpactSchema, entryDetailsSchema } from '../../../contract/admin-competitions';
import { competitionEntrySchema } from '../../../contract/competitions';
import { adminOnly } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import { editEntryDetails, getEntryDeleteImpact } from './admin-entries.service';

const id = z.coerce.number().int().positive().max(2147483647);
const params = z.object({ id, entryId: id });

/** An entry's numbers and what deleting it would take away; admin only. */
export function adminEntriesRoutes(app: AppInstance, deps: AppDeps) {
  app.patch(
    '/api/admin/competitions/:id/entries/:entryId',
    {
      onRequest: adminOnly,
      schema: { params, body: entryDetailsSchema, response: { 200: competitionEntrySchema } },
    },
    async (request) =>
      editEntryDetails(deps, request.params.id, request.params.entryId, request.body),
  );

  app.get(
    '/api/admin/competitions/:id/entries/:entryId/delete-impact',
    { onRequest: adminOnly, schema: { params, response: { 200: entryDeleteImpactSchema } } },
    async (request) => getEntryDeleteImpact(deps, request.params.id, request.params.entryId),
  );
}
