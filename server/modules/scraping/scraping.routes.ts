import { z } from 'zod';
import {
  scrapeLogQuerySchema,
  scrapeLogSchema,
  scrapeResultSchema,
} from '../../../contract/scraping';
import type { AppDeps, AppInstance } from '../../types';
import { adminOnly } from '../../plugins/auth-context';
import { getScrapeLog, scrapeCompetition } from './scraping.service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

/** Scrape now and the scrape log of a competition; admin only. */
export function scrapingRoutes(app: AppInstance, deps: AppDeps) {
  app.post(
    '/api/admin/competitions/:id/scrape-now',
    { onRequest: adminOnly, schema: { params: idParams, response: { 200: scrapeResultSchema } } },
    async (request) => scrapeCompetition(deps, request.params.id, 'manual'),
  );
  app.get(
    '/api/admin/competitions/:id/scrape-log',
    {
      onRequest: adminOnly,
      schema: {
        params: idParams,
        querystring: scrapeLogQuerySchema,
        response: { 200: scrapeLogSchema },
      },
    },
    async (request) => getScrapeLog(deps, request.params.id, request.query.limit),
  );
}
