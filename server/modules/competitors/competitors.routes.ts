import {
  competitorHistoryParamsSchema,
  competitorHistoryQuerySchema,
  competitorHistorySchema,
  competitorParamsSchema,
  competitorSchema,
} from '../../../contract/competitors';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import { getCompetitor, getCompetitorHistory } from './competitors.service';

function competitorsRoutes(app: AppInstance, deps: AppDeps) {
  const { readDb } = deps.database;
  app.get(
    '/:athleteId/:horseId/:competitionId',
    {
      config: { access: 'visitor' },
      schema: { params: competitorParamsSchema, response: { 200: competitorSchema } },
    },
    (request) => getCompetitor(readDb, request.params, deps.clock.now()),
  );
  app.get(
    '/:athleteId/:horseId/history/:subject/:level/:competitionId',
    {
      config: { access: 'visitor' },
      schema: {
        params: competitorHistoryParamsSchema,
        querystring: competitorHistoryQuerySchema,
        response: { 200: competitorHistorySchema },
      },
    },
    (request) => {
      const { subject, level, ...ids } = request.params;
      return getCompetitorHistory(readDb, ids, { subject, level, venueId: request.query.venue });
    },
  );
}

export const competitorsModule: AppModule = {
  name: 'competitors',
  prefix: '/api/competitors',
  routes: competitorsRoutes,
};
