import { z } from 'zod';
import { entryDeleteImpactSchema, entryDetailsSchema } from '../../../contract/admin-competitions';
import { competitionEntryListSchema, competitionEntrySchema } from '../../../contract/competitions';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import { getScoringEntries } from '../competitions/competitions.service';
import { editEntryDetails, getEntryDeleteImpact } from './admin-entries.service';
import { idParam } from '../../../contract/digits';

const id = idParam('id');
const params = z.object({ id, entryId: idParam('entryId') });

/** The entries with their scores, an entry's numbers and what deleting it would take away; admin only. */
function adminEntriesRoutes(app: AppInstance, deps: AppDeps) {
  app.get(
    '/entries',
    {
      config: { access: 'admin' },
      schema: { params: z.object({ id }), response: { 200: competitionEntryListSchema } },
    },
    async (request) => getScoringEntries(deps.database.db, request.params.id),
  );

  app.patch(
    '/entries/:entryId',
    {
      config: { access: 'admin', refusals: ['CONFLICT'] },
      schema: { params, body: entryDetailsSchema, response: { 200: competitionEntrySchema } },
    },
    async (request) =>
      editEntryDetails(deps, request.params.id, request.params.entryId, request.body),
  );

  app.get(
    '/entries/:entryId/delete-impact',
    { config: { access: 'admin' }, schema: { params, response: { 200: entryDeleteImpactSchema } } },
    async (request) => getEntryDeleteImpact(deps, request.params.id, request.params.entryId),
  );
}

export const adminEntriesModule: AppModule = {
  name: 'admin-entries',
  prefix: '/api/admin/competitions/:id',
  routes: adminEntriesRoutes,
};
