import { articleIdParamsSchema } from '../../../contract/articles';
import {
  pollIdParamsSchema,
  pollSchema,
  userVoteResponseSchema,
  voteBodySchema,
  voteResponseSchema,
} from '../../../contract/polls';
import { requireUser } from '../../plugins/auth-context';
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
    { schema: { params: pollIdParamsSchema, response: { 200: userVoteResponseSchema } } },
    async (request) => getUserVote(db, request.params.id, requireUser(request)),
  );

  app.post(
    '/api/polls/:id/vote',
    {
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
