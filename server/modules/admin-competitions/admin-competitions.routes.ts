import { z } from 'zod';
import {
  adminCompetitionListSchema,
  adminCompetitionSchema,
  competitionDeletedSchema,
  competitionInputSchema,
  drDisplayModeSchema,
  resultsFinalSchema,
  scrapingSettingsSchema,
  scrapingToggleSchema,
} from '../../../contract/admin-competitions';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import {
  createCompetition,
  deleteCompetition,
  listCompetitions,
  setDrDisplayMode,
  setResultsFinal,
  setScrapingEnabled,
  updateCompetition,
  updateScrapingSettings,
} from './admin-competitions.service';
import { idParam } from '../../../contract/digits';

const idParams = z.object({ id: idParam('id') });

function adminCompetitionsRoutes(app: AppInstance, deps: AppDeps) {
  app.get(
    '',
    { config: { access: 'admin' }, schema: { response: { 200: adminCompetitionListSchema } } },
    async () => listCompetitions(deps),
  );

  app.post(
    '',
    {
      config: { access: 'admin' },
      schema: { body: competitionInputSchema, response: { 201: adminCompetitionSchema } },
    },
    async (request, reply) => reply.status(201).send(await createCompetition(deps, request.body)),
  );

  app.put(
    '/:id',
    {
      config: { access: 'admin', refusals: ['CONFLICT'] },
      schema: {
        params: idParams,
        body: competitionInputSchema,
        response: { 200: adminCompetitionSchema },
      },
    },
    async (request) => updateCompetition(deps, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: competitionDeletedSchema } },
    },
    async (request) => {
      await deleteCompetition(deps, request.params.id);
      return { message: 'Competition deleted', id: request.params.id };
    },
  );

  app.patch(
    '/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: drDisplayModeSchema,
        response: { 200: adminCompetitionSchema },
      },
    },
    async (request) => setDrDisplayMode(deps, request.params.id, request.body.drDisplayMode),
  );

  app.put(
    '/:id/results-final',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: resultsFinalSchema,
        response: { 200: adminCompetitionSchema },
      },
    },
    async (request) => setResultsFinal(deps, request.params.id, request.body.resultsFinal),
  );

  app.put(
    '/:id/scraping',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: scrapingSettingsSchema,
        response: { 200: adminCompetitionSchema },
      },
    },
    async (request) => updateScrapingSettings(deps, request.params.id, request.body),
  );

  app.patch(
    '/:id/scraping',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: scrapingToggleSchema,
        response: { 200: adminCompetitionSchema },
      },
    },
    async (request) => setScrapingEnabled(deps, request.params.id, request.body.scrapingEnabled),
  );
}

export const adminCompetitionsModule: AppModule = {
  name: 'admin-competitions',
  prefix: '/api/admin/competitions',
  routes: adminCompetitionsRoutes,
};
