import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CSV_UPLOAD } from '../../../contract/imports';
import {
  resultsHistoryEventDeletedSchema,
  resultsHistoryEventKeySchema,
  resultsHistoryImportSchema,
  resultsHistoryListSchema,
} from '../../../contract/results-history';
import { adminOnly } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import { readCsvUpload } from '../imports/upload';
import {
  deleteHistoryEvent,
  importResultsHistory,
  listResultsHistory,
} from './results-history.service';

/** Past results for form and prices; admin only. */
export async function resultsHistoryRoutes(app: AppInstance, deps: AppDeps) {
  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, {
      limits: { fileSize: CSV_UPLOAD.maxBytes, files: 1, fields: 5, parts: 6 },
    });

    scope.post(
      '/api/admin/results-history/import',
      { onRequest: adminOnly, schema: { response: { 200: resultsHistoryImportSchema } } },
      async (request) => importResultsHistory(deps, await readCsvUpload(request, 'csvFile')),
    );

    scope.get(
      '/api/admin/results-history',
      { onRequest: adminOnly, schema: { response: { 200: resultsHistoryListSchema } } },
      async () => listResultsHistory(deps),
    );

    scope.delete(
      '/api/admin/results-history/events',
      {
        onRequest: adminOnly,
        schema: {
          querystring: resultsHistoryEventKeySchema,
          response: { 200: resultsHistoryEventDeletedSchema },
        },
      },
      async (request) => deleteHistoryEvent(deps, request.query.eventName, request.query.eventDate),
    );
  });
}
