import { z } from 'zod';
import {
  scrapeLogQuerySchema,
  scrapeLogSchema,
  scrapeResultSchema,
} from '../../../contract/scraping';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import { getScrapeLog, scrapeCompetition } from './scraping.service';
import { idParam } from '../../../contract/digits';

const idParams = z.object({ id: idParam('id') });

/** Scrape now and the scrape log of a competition; admin only. */
function scrapingRoutes(app: AppInstance, deps: AppDeps) {
  app.post(
    '/scrape-now',
    {
      config: { access: 'admin', refusals: ['CONFLICT', 'UNPROCESSABLE', 'SERVICE_UNAVAILABLE'] },
      schema: { params: idParams, response: { 200: scrapeResultSchema } },
    },
    async (request) => scrapeCompetition(deps, request.params.id, 'manual'),
  );
  app.get(
    '/scrape-log',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        querystring: scrapeLogQuerySchema,
        response: { 200: scrapeLogSchema },
      },
    },
    async (request) => getScrapeLog(deps, request.params.id, request.query.limit),
  );
}

export const scrapingModule: AppModule = {
  name: 'scraping',
  prefix: '/api/admin/competitions/:id',
  routes: scrapingRoutes,
};
