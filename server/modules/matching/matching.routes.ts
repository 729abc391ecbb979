import { PassThrough } from 'node:stream';
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
import { clientLeft } from '../../net/client-left';
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
import { idParam } from '../../../contract/digits';

const id = idParam('id');
const idParams = z.object({ id });
const entryParams = z.object({ id, entryId: idParam('entryId') });

/**
 * The auto-match stream's own headers: no proxy may buffer or transform it; the session's cache
 * policy makes it `private, no-store, no-transform`
 * (docs/decisions/038-personal-answers-never-stored.md).
 */
const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

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
      config: { access: 'admin', refusals: ['CONFLICT'] },
      schema: { params: idParams, body: setMatchSchema, response: { 200: matchChangedSchema } },
    },
    async (request) => setManualMatch(deps, guardedUser(request), request.params.id, request.body),
  );

  app.post(
    '/remove-match',
    {
      config: { access: 'admin', refusals: ['CONFLICT'] },
      schema: {
        params: idParams,
        body: scrapedRowKeySchema,
        response: { 200: matchChangedSchema },
      },
    },
    async (request) => removeMatch(deps, guardedUser(request), request.params.id, request.body),
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
      config: { access: 'admin', eventStream: true, refusals: ['CONFLICT'] },
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
      // Leaving is how an admin stops the run: one who left during the check matches nothing.
      if (clientLeft(reply)) return;
      // Answered through Fastify's reply, its body a stream the run writes to (decision 047).
      const body = new PassThrough();
      let closed = false;
      reply.raw.once('close', () => {
        closed = true;
      });
      const send = (event: AutoMatchEvent) => {
        if (!closed && !body.writableEnded) body.write(`data: ${JSON.stringify(event)}\n\n`);
      };
      const author = adminAuthor(guardedUser(request), 'match', 'Auto-match');
      void runAutoMatch(deps, request.params.id, author, send, () => closed)
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'auto-match failed');
          send({
            type: 'error',
            message: MATCHING_MESSAGES.autoFailed,
            current: 0,
            total: 0,
            matched: 0,
          });
        })
        .finally(() => {
          if (!body.destroyed) body.end();
        });
      return reply.headers(EVENT_STREAM_HEADERS).send(body);
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
        config: { access: 'admin', refusals: ['CONFLICT'] },
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
