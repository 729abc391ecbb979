import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  competitionEntryListSchema,
  competitionIdParamsSchema,
  competitionSchema,
} from '../../contract/competitions';
import { acceptOnlyAccess } from '../plugins/auth-context';
import type { AppDeps, AppInstance } from '../types';
import { etagMatches, type Answer } from './answer';
import type { LiveView } from './live-view';
import { liveStreamRoute } from './live-stream';
import { QuietRequestLogger } from './quiet-logger';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The answer as the client needs it: 304 when it holds this ETag, else the bytes, gzipped once
 * per version when the client takes gzip. Every answer says `Vary: accept-encoding`, as the
 * API's do (`plugins/compression.ts`): a version too small to gzip is followed by larger ones.
 */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): void {
  void reply
    .header('etag', answer.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  const packed = answer.gzip();
  if (etagMatches(request.headers['if-none-match'], answer.etag)) {
    void reply.code(304).send();
    return;
  }
  void reply.header('content-type', JSON_TYPE);
  if (packed && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    void reply.header('content-encoding', 'gzip').send(packed);
    return;
  }
  void reply.send(answer.body);
}

/**
 * The hot reads (docs/decisions/047-hot-reads-in-an-encapsulated-plugin.md): a competition,
 * its entries and its live event stream, answered from the competition's live view. Registered
 * as a plugin of its own beside the rest of the API, so none of the session, cookie, CSRF or
 * compression hooks run for them: they need no viewer and carry their own gzip. Every route here
 * is open to visitors, and the plugin refuses one that declares otherwise.
 */
export function liveReads(app: AppInstance, deps: AppDeps) {
  // No session here, so a route may be open to anyone only: one declaring another access is
  // refused at start-up (a start-up hook, not one more hook on every read).
  acceptOnlyAccess(app, ['visitor']);
  const views = deps.liveViews;
  // Every open results page polls or follows these: they log warnings and errors only, with the
  // request's id, through a logger made only when a line is written.
  app.setChildLoggerFactory((logger, bindings) => new QuietRequestLogger(logger, bindings));
  // The current view at once when there is one (the poll of an unchanged competition), else
  // after its rebuild; NOT_FOUND for an unknown competition.
  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    pick: (view: LiveView) => Answer,
  ): void | Promise<void> => {
    const view = views.peek(id);
    if (view) return sendAnswer(request, reply, pick(view));
    return views.read(id).then((read) => sendAnswer(request, reply, pick(read)));
  };
  const params = competitionIdParamsSchema;

  app.get(
    '/api/competitions/:id',
    { config: { access: 'visitor' }, schema: { params, response: { 200: competitionSchema } } },
    (request, reply) => answer(request, reply, request.params.id, (view) => view.competition),
  );
  app.get(
    '/api/competitions/:id/entries',
    {
      config: { access: 'visitor' },
      schema: { params, response: { 200: competitionEntryListSchema } },
    },
    (request, reply) => answer(request, reply, request.params.id, (view) => view.entries),
  );
  liveStreamRoute(app, deps);
}
