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
import { guardedUser } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
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
function leaguesRoutes(app: AppInstance, deps: AppDeps) {
  const now = () => deps.clock.now();
  const board = { 200: leaderboardSchema };

  app.get(
    '/user',
    { config: { access: 'player' }, schema: { response: { 200: leagueListSchema } } },
    (request) => listUserLeagues(deps, guardedUser(request), now()),
  );

  app.post(
    '',
    {
      config: { access: 'player', refusals: ['CONFLICT', 'SERVICE_UNAVAILABLE'] },
      schema: { body: leagueInputSchema, response: { 200: leagueSchema } },
    },
    (request) => createLeague(deps, guardedUser(request), request.body, now()),
  );

  app.post(
    '/join',
    {
      config: {
        access: 'player',
        refusals: ['NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE', 'TOO_MANY_REQUESTS'],
      },
      schema: { body: joinLeagueBodySchema, response: { 200: joinLeagueResponseSchema } },
    },
    (request) =>
      joinLeague(deps, guardedUser(request), request.body.joinCode, {
        address: request.clientKey,
        now: now(),
      }),
  );

  app.post(
    '/:joinCode/join',
    {
      config: { access: 'player', refusals: ['CONFLICT', 'UNPROCESSABLE', 'TOO_MANY_REQUESTS'] },
      schema: { params: joinCodeParamsSchema, response: { 200: joinLeagueResponseSchema } },
    },
    (request) =>
      joinLeague(deps, guardedUser(request), request.params.joinCode, {
        address: request.clientKey,
        now: now(),
      }),
  );

  app.get(
    '/:id',
    {
      config: { access: 'player' },
      schema: { params: leagueIdParamsSchema, response: { 200: leagueSchema } },
    },
    (request) => getLeague(deps, guardedUser(request), request.params.id, now()),
  );

  app.put(
    '/:id',
    {
      config: { access: 'player', refusals: ['FORBIDDEN'] },
      schema: {
        params: leagueIdParamsSchema,
        body: leagueInputSchema,
        response: { 200: leagueSchema },
      },
    },
    (request) => editLeague(deps, guardedUser(request), request.params.id, request.body, now()),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'player', refusals: ['FORBIDDEN'] },
      schema: { params: leagueIdParamsSchema, response: { 200: messageSchema } },
    },
    (request) => removeLeague(deps, guardedUser(request), request.params.id),
  );

  app.get(
    '/:id/members',
    {
      config: { access: 'player' },
      schema: { params: leagueIdParamsSchema, response: { 200: leagueMemberListSchema } },
    },
    (request) => listLeagueMembers(deps, guardedUser(request), request.params.id),
  );

  app.post(
    '/:id/leave',
    {
      config: { access: 'player', refusals: ['CONFLICT'] },
      schema: { params: leagueIdParamsSchema, response: { 200: messageSchema } },
    },
    (request) => leaveLeague(deps, guardedUser(request), request.params.id),
  );

  app.delete(
    '/:id/members/:userId',
    {
      config: { access: 'player', refusals: ['FORBIDDEN'] },
      schema: { params: leagueMemberParamsSchema, response: { 200: messageSchema } },
    },
    (request) =>
      removeLeagueMember(deps, guardedUser(request), request.params.id, request.params.userId),
  );

  app.get(
    '/:id/leaderboard/competition/:competitionId',
    {
      config: { access: 'player' },
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
    '/:id/leaderboard/month/:year/:month',
    {
      config: { access: 'player' },
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
    '/:id/leaderboard/month/:month',
    {
      config: { access: 'player' },
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
    '/:id/leaderboard/season/:year',
    {
      config: { access: 'player' },
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
    '/:id/leaderboard/season',
    {
      config: { access: 'player' },
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

export const leaguesModule: AppModule = {
  name: 'leagues',
  prefix: '/api/leagues',
  routes: leaguesRoutes,
};
