import { z } from 'zod';
import {
  adminAthleteListSchema,
  adminAthleteSchema,
  adminHorseListSchema,
  adminHorseSchema,
  adminUserListSchema,
  adminUserSchema,
  adminVenueListSchema,
  adminVenueSchema,
  athleteUpdateSchema,
  deletedSchema,
  horseUpdateSchema,
  nameSearchQuerySchema,
  resetLinkSchema,
  userSearchQuerySchema,
  userUpdateSchema,
  venueFieldsSchema,
  verificationLinkSchema,
} from '../../../contract/admin-data';
import { guardedUser } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import {
  createVenue,
  editAthlete,
  editHorse,
  editUser,
  editVenue,
  findAthletes,
  findHorses,
  findUsers,
  findVenues,
  generatePasswordLink,
  generateResetLink,
  removeUser,
  verifyUser,
} from './admin-data.service';
import { fromDigits } from '../../../contract/digits';

const params = z.object({ id: fromDigits(z.number().int().positive().max(2147483647)) });

/** The Data tab's master data: users, athletes, horses and venues (docs/rules.md#admin). */
function adminDataRoutes(app: AppInstance, deps: AppDeps) {
  app.get(
    '/users/search',
    {
      config: { access: 'admin' },
      schema: { querystring: userSearchQuerySchema, response: { 200: adminUserListSchema } },
    },
    async (request) => findUsers(deps, request.query.q, request.query.verified),
  );
  app.post(
    '/users/:id/verify',
    { config: { access: 'admin' }, schema: { params, response: { 200: adminUserSchema } } },
    async (request) => verifyUser(deps, request.params.id),
  );
  app.put(
    '/users/:id',
    {
      config: { access: 'admin', refusals: ['CONFLICT'] },
      schema: { params, body: userUpdateSchema, response: { 200: adminUserSchema } },
    },
    async (request) => editUser(deps, guardedUser(request), request.params.id, request.body),
  );
  app.delete(
    '/users/:id',
    { config: { access: 'admin' }, schema: { params, response: { 200: deletedSchema } } },
    async (request) => removeUser(deps, guardedUser(request), request.params.id),
  );
  app.post(
    '/users/:id/generate-password-link',
    { config: { access: 'admin' }, schema: { params, response: { 200: verificationLinkSchema } } },
    async (request) => generatePasswordLink(deps, request.params.id),
  );
  app.post(
    '/users/:id/generate-reset-link',
    { config: { access: 'admin' }, schema: { params, response: { 200: resetLinkSchema } } },
    async (request) => generateResetLink(deps, request.params.id),
  );

  app.get(
    '/athletes/search',
    {
      config: { access: 'admin' },
      schema: { querystring: nameSearchQuerySchema, response: { 200: adminAthleteListSchema } },
    },
    async (request) => findAthletes(deps, request.query.q),
  );
  app.put(
    '/athletes/:id',
    {
      config: { access: 'admin', refusals: ['CONFLICT'] },
      schema: { params, body: athleteUpdateSchema, response: { 200: adminAthleteSchema } },
    },
    async (request) => editAthlete(deps, request.params.id, request.body),
  );

  app.get(
    '/horses/search',
    {
      config: { access: 'admin' },
      schema: { querystring: nameSearchQuerySchema, response: { 200: adminHorseListSchema } },
    },
    async (request) => findHorses(deps, request.query.q),
  );
  app.put(
    '/horses/:id',
    {
      config: { access: 'admin', refusals: ['CONFLICT'] },
      schema: { params, body: horseUpdateSchema, response: { 200: adminHorseSchema } },
    },
    async (request) => editHorse(deps, request.params.id, request.body),
  );

  for (const path of ['/venues', '/venues/search']) {
    app.get(
      path,
      {
        config: { access: 'admin' },
        schema: { querystring: nameSearchQuerySchema, response: { 200: adminVenueListSchema } },
      },
      async (request) => findVenues(deps, request.query.q),
    );
  }
  app.post(
    '/venues',
    {
      config: { access: 'admin', refusals: ['CONFLICT'] },
      schema: { body: venueFieldsSchema, response: { 201: adminVenueSchema } },
    },
    async (request, reply) => reply.status(201).send(await createVenue(deps, request.body)),
  );
  app.put(
    '/venues/:id',
    {
      config: { access: 'admin', refusals: ['CONFLICT'] },
      schema: { params, body: venueFieldsSchema, response: { 200: adminVenueSchema } },
    },
    async (request) => editVenue(deps, request.params.id, request.body),
  );
}

export const adminDataModule: AppModule = {
  name: 'admin-data',
  prefix: '/api/admin/data',
  routes: adminDataRoutes,
};
