import { z } from 'zod';
import { scrapeResultSchema } from '../../../contract/scraping';
import type { AppDeps, AppInstance } from '../../types';
import { adminOnly } from '../../plugins/auth-context';
import { scrapeCompetition } from './scraping.service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

/** Scrape now (001 §7 Competitions); admin only. */
export function scrapingRoutes(app: AppInstance, deps: AppDeps) {
  app.post(
    '/api/admin/competitions/:id/scrape-now',
    { onRequest: adminOnly, schema: { params: idParams, response: { 200: scrapeResultSchema } } },
    async (request) => scrapeCompetition(deps, request.params.id),
  );
}
