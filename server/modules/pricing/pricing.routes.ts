import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  priceEntriesBodySchema,
  priceEntriesResultSchema,
  priceOverrideBodySchema,
} from '../../../contract/pricing';
import { pricingHealthListSchema } from '../../../contract/pricing-health';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import { noContent } from '../../api-docs/answers';
import { listPricingHealth } from './pricing-health.service';
import { overrideEntryPrice, priceCompetitionEntries } from './pricing.service';
import { idParam } from '../../../contract/digits';

const id = idParam('id');

/** Prices from form and the operator's warnings (docs/rules.md#form-and-prices); admin only. */
function pricingRoutes(app: AppInstance, deps: AppDeps) {
  const scope = app.withTypeProvider<ZodTypeProvider>();
  scope.post(
    '/competitions/:id/price-entries',
    {
      config: { access: 'admin' },
      schema: {
        params: z.object({ id }),
        body: priceEntriesBodySchema,
        response: { 200: priceEntriesResultSchema },
      },
    },
    async (request) => priceCompetitionEntries(deps, request.params.id, request.body.apply),
  );

  scope.get(
    '/pricing/health',
    { config: { access: 'admin' }, schema: { response: { 200: pricingHealthListSchema } } },
    async () => listPricingHealth(deps),
  );

  scope.put(
    '/competitions/:id/entries/:entryId/price-override',
    {
      config: { access: 'admin' },
      schema: {
        params: z.object({ id, entryId: idParam('entryId') }),
        body: priceOverrideBodySchema,
        response: { 204: noContent('The price is set.') },
      },
    },
    async (request, reply) => {
      await overrideEntryPrice(deps, request.params.id, request.params.entryId, request.body.price);
      return reply.status(204).send(null);
    },
  );
}

export const pricingModule: AppModule = {
  name: 'pricing',
  prefix: '/api/admin',
  routes: pricingRoutes,
};
