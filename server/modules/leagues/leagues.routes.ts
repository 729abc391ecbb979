import { messageSchema } from '../../../contract/auth';
import { leaderboardSchema } from '../../../contract/leaderboards';
import {
  joinCodeParamsSchema,
  joinLeagueBodySchema,
  joinLeagueResponseSchema,
  leagueBoardQuerySchema,
  leagueCompetitionParamsSchema,
  leagueCurrentMonthParamsSchema,
  leagueIdParamsSchema,
  leagueInputSchema,
  leagueListSchema,
  leagueMemberListSchema,
  leagueMemberParamsSchema,
  leagueMonthParamsSchema,
  leagueSchema,
  leagueSeasonParamsSchema,
} from '../../../contract/leagues';
import { guardedUser, signedInOnly } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import { currentSeason } from '../leaderboards/leaderboards.service';
import { getLeagueCompetitionBoard, getLeaguePeriodBoard } from './league-boards.service';
import { leaveLeague, listLeagueMembers, removeLeagueMember } from './league-members.service';
import {
  createLeague,
  editLeague,
  getLeague,
  joinLeague,
  listUserLeagues,
  removeLeague,
} from './leagues.service';

/** Private leagues: the player's leagues, create/edit/delete, join by code, league boards. */
export function leaguesRoutes(app: AppInstance, deps: AppDeps) {
  const now = () => deps.clock.now();
  const board = { 200: leaderboardSchema };

  app.get(
    '/api/leagues/user',
    { onRequest: signedInOnly, schema: { response: { 200: leagueListSchema } } },
    (request) => listUserLeagues(deps, guardedUser(request), now()),
  );

  app.post(
    '/api/leagues',
    {
      onRequest: signedInOnly,
      schema: { body: leagueInputSchema, response: { 200: leagueSchema } },
    },
    (request) => createLeague(deps, guardedUser(request), request.body, now()),
  );

  app.post(
    '/api/leagues/join',
    {
      onRequest: signedInOnly,
      schema: { body: joinLeagueBodySchema, response: { 200: joinLeagueResponseSchema } },
    },
    (request) =>
      joinLeague(deps, guardedUser(request), request.body.joinCode, { ip: request.ip, now: now() }),
  );

  app.post(
    '/api/leagues/:joinCode/join',
    {
      onRequest: signedInOnly,
      schema: { params: joinCodeParamsSchema, response: { 200: joinLeagueResponseSchema } },
    },
    (request) =>
      joinLeague(deps, guardedUser(request), request.params.joinCode, {
        ip: request.ip,
        now: now(),
      }),
  );

  app.get(
    '/api/leagues/:id',
    {
      onRequest: signedInOnly,
      schema: { params: leagueIdParamsSchema, response: { 200: leagueSchema } },
    },
    (request) => getLeague(deps, guardedUser(request), request.params.id, now()),
  );

  app.put(
    '/api/leagues/:id',
    {
      onRequest: signedInOnly,
      schema: {
        params: leagueIdParamsSchema,
        body: leagueInputSchema,
        response: { 200: leagueSchema },
      },
    },
    (request) => editLeague(deps, guardedUser(request), request.params.id, request.body, now()),
  );

  app.delete(
    '/api/leagues/:id',
    {
      onRequest: signedInOnly,
      schema: { params: leagueIdParamsSchema, response: { 200: messageSchema } },
    },
    (request) => removeLeague(deps, guardedUser(request), request.params.id),
  );

  app.get(
    '/api/leagues/:id/members',
    {
      onRequest: signedInOnly,
      schema: { params: leagueIdParamsSchema, response: { 200: leagueMemberListSchema } },
    },
    (request) => listLeagueMembers(deps, guardedUser(request), request.params.id),
  );

  app.post(
    '/api/leagues/:id/leave',
    {
      onRequest: signedInOnly,
      schema: { params: leagueIdParamsSchema, response: { 200: messageSchema } },
    },
    (request) => leaveLeague(deps, guardedUser(request), request.params.id),
  );

  app.delete(
    '/api/leagues/:id/members/:userId',
    {
      onRequest: signedInOnly,
      schema: { params: leagueMemberParamsSchema, response: { 200: messageSchema } },
    },
    (request) =>
      removeLeagueMember(deps, guardedUser(request), request.params.id, request.params.userId),
  );

  app.get(
    '/api/leagues/:id/leaderboard/competition/:competitionId',
    {
      onRequest: signedInOnly,
      schema: {
        params: leagueCompetitionParamsSchema,
        querystring: leagueBoardQuerySchema,
        response: board,
      },
    },
    (request) =>
      getLeagueCompetitionBoard(
        deps,
        guardedUser(request),
        request.params.id,
        request.params.competitionId,
        request.query.limit,
      ),
  );

  app.get(
    '/api/leagues/:id/leaderboard/month/:year/:month',
    {
      onRequest: signedInOnly,
      schema: {
        params: leagueMonthParamsSchema,
        querystring: leagueBoardQuerySchema,
        response: board,
      },
    },
    (request) => {
      const { id, year, month } = request.params;
      const scope = { kind: 'month' as const, year, month };
      return getLeaguePeriodBoard(deps, guardedUser(request), id, scope, request.query.limit);
    },
  );

  app.get(
    '/api/leagues/:id/leaderboard/month/:month',
    {
      onRequest: signedInOnly,
      schema: {
        params: leagueCurrentMonthParamsSchema,
        querystring: leagueBoardQuerySchema,
        response: board,
      },
    },
    (request) => {
      const { id, month } = request.params;
      const scope = { kind: 'month' as const, year: currentSeason(now()), month };
      return getLeaguePeriodBoard(deps, guardedUser(request), id, scope, request.query.limit);
    },
  );

  app.get(
    '/api/leagues/:id/leaderboard/season/:year',
    {
      onRequest: signedInOnly,
      schema: {
        params: leagueSeasonParamsSchema,
        querystring: leagueBoardQuerySchema,
        response: board,
      },
    },
    (request) => {
      const scope = { kind: 'season' as const, year: request.params.year };
      const user = guardedUser(request);
      return getLeaguePeriodBoard(deps, user, request.params.id, scope, request.query.limit);
    },
  );

  app.get(
    '/api/leagues/:id/leaderboard/season',
    {
      onRequest: signedInOnly,
      schema: {
        params: leagueIdParamsSchema,
        querystring: leagueBoardQuerySchema,
        response: board,
      },
    },
    (request) => {
      const scope = { kind: 'season' as const, year: currentSeason(now()) };
      const user = guardedUser(request);
      return getLeaguePeriodBoard(deps, user, request.params.id, scope, request.query.limit);
    },
  );
}
