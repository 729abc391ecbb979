import {
  competitorHistoryParamsSchema,
  competitorHistoryQuerySchema,
  competitorHistorySchema,
  competitorParamsSchema,
  competitorSchema,
} from '../../../contract/competitors';
import type { AppDeps, AppInstance } from '../../types';
import { getCompetitor, getCompetitorHistory } from './competitors.service';

export function competitorsRoutes(app: AppInstance, deps: AppDeps) {
  const { readDb } = deps.database;
  app.get(
    '/api/competitors/:athleteId/:horseId/:competitionId',
    { schema: { params: competitorParamsSchema, response: { 200: competitorSchema } } },
    (request) => getCompetitor(readDb, request.params, deps.clock.now()),
  );
  app.get(
    '/api/competitors/:athleteId/:horseId/history/:subject/:level/:competitionId',
    {
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
