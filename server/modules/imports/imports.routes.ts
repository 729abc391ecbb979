import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  CSV_UPLOAD,
  athleteImportResultSchema,
  entryImportResultSchema,
  resultsUploadSchema,
  startlistResultSchema,
} from '../../../contract/imports';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import { guardedUser } from '../../plugins/auth-context';
import { nonJsonAnswer } from '../../api-docs/answers';
import { importAthletes } from './athletes-import.service';
import { importCompetitionEntries } from './entries-import.service';
import { exportEntriesCsv, uploadResultsCsv } from './results-file.service';
import { uploadStartlist } from './startlist.service';
import { readCsvFile } from './upload';
import { fromDigits } from '../../../contract/digits';

const idParams = z.object({ id: fromDigits(z.number().int().positive().max(2147483647)) });

/** CSV imports and the entries download (decision 009); admin only. */
async function importsRoutes(app: AppInstance, deps: AppDeps) {
  await app.register(multipart, {
    limits: { fileSize: CSV_UPLOAD.maxBytes, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/import-athletes',
    { config: { access: 'admin' }, schema: { response: { 200: athleteImportResultSchema } } },
    async (request) => importAthletes(deps, await readCsvFile(request, 'csvFile')),
  );

  app.post(
    '/import-competition-entries',
    { config: { access: 'admin' }, schema: { response: { 200: entryImportResultSchema } } },
    async (request) => importCompetitionEntries(deps, await readCsvFile(request, 'csvFile')),
  );

  app.post(
    '/competitions/:id/startlist',
    {
      config: { access: 'admin', refusals: ['UNPROCESSABLE'] },
      schema: { params: idParams, response: { 200: startlistResultSchema } },
    },
    async (request) =>
      uploadStartlist(deps, request.params.id, await readCsvFile(request, 'startlist')),
  );

  app.post(
    '/competitions/:id/entries/upload',
    {
      config: { access: 'admin', refusals: ['CONFLICT', 'UNPROCESSABLE'] },
      schema: { params: idParams, response: { 200: resultsUploadSchema } },
    },
    async (request) =>
      uploadResultsCsv(
        deps,
        guardedUser(request),
        request.params.id,
        await readCsvFile(request, 'csvFile'),
      ),
  );

  app.get(
    '/competitions/:id/entries/csv',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        response: {
          200: nonJsonAnswer(
            'text/csv',
            'The entries as a CSV file (attachment name_entries.csv).',
          ),
        },
      },
    },
    async (request, reply) => {
      const file = await exportEntriesCsv(deps, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}

export const importsModule: AppModule = {
  name: 'imports',
  prefix: '/api/admin',
  routes: importsRoutes,
};
