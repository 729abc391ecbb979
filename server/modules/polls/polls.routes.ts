import { articleIdParamsSchema } from '../../../contract/articles';
import {
  pollIdParamsSchema,
  pollSchema,
  userVoteResponseSchema,
  voteBodySchema,
  voteResponseSchema,
} from '../../../contract/polls';
import { guardedUser, signedInOnly } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import { castVote, getArticlePoll, getUserVote } from './polls.service';

export function pollsRoutes(app: AppInstance, deps: AppDeps) {
  const db = deps.database.db;

  app.get(
    '/api/articles/:id/poll',
    { schema: { params: articleIdParamsSchema, response: { 200: pollSchema } } },
    // Reads the session: answered privately to signed-in readers (session-cache-policy.ts).
    async (request) => getArticlePoll(db, request.params.id, request.user, deps.clock.now()),
  );

  app.get(
    '/api/polls/:id/user-vote',
    {
      onRequest: signedInOnly,
      schema: { params: pollIdParamsSchema, response: { 200: userVoteResponseSchema } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return getUserVote(db, request.params.id, guardedUser(request));
    },
  );

  app.post(
    '/api/polls/:id/vote',
    {
      // The service answers a visitor with the poll's own sign-in message.
      config: { access: 'player' },
      schema: {
        params: pollIdParamsSchema,
        body: voteBodySchema,
        response: { 200: voteResponseSchema },
      },
    },
    async (request) =>
      castVote(db, request.params.id, request.body.optionId, request.user, deps.clock.now()),
  );
}
