import { articleIdParamsSchema } from '../../../contract/articles';
import {
  POLL_MESSAGES,
  pollIdParamsSchema,
  pollSchema,
  userVoteResponseSchema,
  voteBodySchema,
  voteResponseSchema,
} from '../../../contract/polls';
import { guardedUser } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import { castVote, getArticlePoll, getUserVote } from './polls.service';

/** An article's poll, as its reader sees it. */
function articlePollRoutes(app: AppInstance, deps: AppDeps) {
  const db = deps.database.db;

  app.get(
    '',
    {
      config: { access: 'visitor', refusals: ['FORBIDDEN'] },
      schema: { params: articleIdParamsSchema, response: { 200: pollSchema } },
    },
    // Reads the session for a draft's or a premium article's poll only: answered privately to
    // signed-in readers then (session-cache-policy.ts); a free article's poll is everyone's.
    async (request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return getArticlePoll(db, request.params.id, () => request.user, deps.clock.now());
    },
  );
}

/** A player's vote: reading it and casting it. */
function voteRoutes(app: AppInstance, deps: AppDeps) {
  const db = deps.database.db;
  app.get(
    '/user-vote',
    {
      config: { access: 'player', refusals: ['FORBIDDEN'] },
      schema: { params: pollIdParamsSchema, response: { 200: userVoteResponseSchema } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return getUserVote(db, request.params.id, guardedUser(request));
    },
  );

  app.post(
    '/vote',
    {
      // A visitor is told the poll's own sign-in sentence, which the poll shows.
      config: {
        access: 'player',
        signInMessage: POLL_MESSAGES.loginRequired,
        refusals: ['FORBIDDEN', 'CONFLICT', 'UNPROCESSABLE'],
      },
      schema: {
        params: pollIdParamsSchema,
        body: voteBodySchema,
        response: { 200: voteResponseSchema },
      },
    },
    async (request) =>
      castVote(
        db,
        request.params.id,
        request.body.optionId,
        guardedUser(request),
        deps.clock.now(),
      ),
  );
}

export const pollsModule: AppModule = {
  name: 'polls',
  prefix: '/api',
  routes: { '/articles/:id/poll': articlePollRoutes, '/polls/:id': voteRoutes },
};
