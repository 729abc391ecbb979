import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_UPLOAD } from '../../../contract/imports';
import {
  autoMatchEventSchema,
  MATCHING_MESSAGES,
  entryDeletedSchema,
  matchChangedSchema,
  matchUploadResultSchema,
  matchingDashboardSchema,
  scrapedRowKeySchema,
  setMatchSchema,
  type AutoMatchEvent,
} from '../../../contract/matching';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import { nonJsonAnswer } from '../../api-docs/answers';
import { guardedUser } from '../../plugins/auth-context';
import { readCsvFile } from '../imports/upload';
import { adminAuthor } from '../results/results.service';
import { runAutoMatch } from './auto-match.service';
import { uploadMatchingCsv } from './matching-upload.service';
import {
  deleteEntry,
  getMatchingDashboard,
  removeMatch,
  requireCompetition,
  setManualMatch,
} from './matching.service';

const id = z.coerce.number().int().positive().max(2147483647);
const idParams = z.object({ id });
const entryParams = z.object({ id, entryId: id });

/** Matching of scraped rows to entries (decision 015); admin only. */
async function matchingRoutes(app: AppInstance, deps: AppDeps) {
  app.get(
    '/matching-dashboard',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: matchingDashboardSchema } },
    },
    async (request) => getMatchingDashboard(deps, request.params.id),
  );

  app.post(
    '/set-match',
    {
      config: { access: 'admin' },
      schema: { params: idParams, body: setMatchSchema, response: { 200: matchChangedSchema } },
    },
    async (request) => setManualMatch(deps, guardedUser(request), request.params.id, request.body),
  );

  app.post(
    '/remove-match',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: scrapedRowKeySchema,
        response: { 200: matchChangedSchema },
      },
    },
    async (request) => removeMatch(deps, request.params.id, request.body),
  );

  app.delete(
    '/entries/:entryId',
    {
      config: { access: 'admin' },
      schema: { params: entryParams, response: { 200: entryDeletedSchema } },
    },
    async (request) =>
      deleteEntry(deps, guardedUser(request), request.params.id, request.params.entryId),
  );

  app.post(
    '/auto-match',
    {
      config: { access: 'admin', eventStream: true },
      schema: {
        params: idParams,
        response: {
          200: nonJsonAnswer(
            'text/event-stream',
            'Server-sent events, one `data:` line each: a match as it is made, then complete (or error).',
            autoMatchEventSchema,
          ),
        },
      },
    },
    async (request, reply) => {
      await requireCompetition(deps, request.params.id);
      reply.hijack();
      const stream = reply.raw;
      // The headers set so far (the request id, the security headers), then the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) stream.setHeader(name, value);
      }
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      let closed = false;
      request.raw.once('close', () => {
        closed = true;
      });
      stream.once('close', () => {
        closed = true;
      });
      const send = (event: AutoMatchEvent) => {
        if (!closed) stream.write(`data: ${JSON.stringify(event)}\n\n`);
      };
      try {
        await runAutoMatch(
          deps,
          request.params.id,
          adminAuthor(guardedUser(request), 'match', 'Auto-match'),
          send,
          () => closed,
        );
      } catch (error) {
        request.log.error({ err: error }, 'auto-match failed');
        send({
          type: 'error',
          message: MATCHING_MESSAGES.autoFailed,
          current: 0,
          total: 0,
          matched: 0,
        });
      }
      if (!closed) stream.end();
    },
  );

  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, {
      limits: { fileSize: CSV_UPLOAD.maxBytes, files: 1, fields: 5, parts: 6 },
    });
    scope.post(
      '/match-scraped-data',
      {
        config: { access: 'admin' },
        schema: { params: idParams, response: { 200: matchUploadResultSchema } },
      },
      async (request) =>
        uploadMatchingCsv(
          deps,
          guardedUser(request),
          request.params.id,
          await readCsvFile(request, 'csvFile'),
        ),
    );
  });
}

export const matchingModule: AppModule = {
  name: 'matching',
  prefix: '/api/admin/competitions/:id',
  routes: matchingRoutes,
};
