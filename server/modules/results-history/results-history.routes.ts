import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CSV_UPLOAD } from '../../../contract/imports';
import {
  resultsHistoryEventDeletedSchema,
  resultsHistoryEventKeySchema,
  resultsHistoryImportSchema,
  resultsHistoryListSchema,
} from '../../../contract/results-history';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import { readCsvFile } from '../imports/upload';
import {
  deleteHistoryEvent,
  importResultsHistory,
  listResultsHistory,
} from './results-history.service';

/** Past results for form and prices; admin only. */
async function resultsHistoryRoutes(app: AppInstance, deps: AppDeps) {
  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, {
      limits: { fileSize: CSV_UPLOAD.maxBytes, files: 1, fields: 5, parts: 6 },
    });

    scope.post(
      '/import',
      { config: { access: 'admin' }, schema: { response: { 200: resultsHistoryImportSchema } } },
      async (request) => importResultsHistory(deps, await readCsvFile(request, 'csvFile')),
    );

    scope.get(
      '',
      { config: { access: 'admin' }, schema: { response: { 200: resultsHistoryListSchema } } },
      async () => listResultsHistory(deps),
    );

    scope.delete(
      '/events',
      {
        config: { access: 'admin', refusals: ['NOT_FOUND'] },
        schema: {
          querystring: resultsHistoryEventKeySchema,
          response: { 200: resultsHistoryEventDeletedSchema },
        },
      },
      async (request) => deleteHistoryEvent(deps, request.query.eventName, request.query.eventDate),
    );
  });
}

export const resultsHistoryModule: AppModule = {
  name: 'results-history',
  prefix: '/api/admin/results-history',
  routes: resultsHistoryRoutes,
};
