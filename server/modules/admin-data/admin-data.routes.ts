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
  venueCreateSchema,
  venueUpdateSchema,
  verificationLinkSchema,
} from '../../../contract/admin-data';
import { adminOnly, guardedUser } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
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

const params = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

/** The Data tab's master data: users, athletes, horses and venues (docs/rules.md#admin). */
export function adminDataRoutes(app: AppInstance, deps: AppDeps) {
  const base = '/api/admin/data';

  app.get(
    `${base}/users/search`,
    {
      onRequest: adminOnly,
      schema: { querystring: userSearchQuerySchema, response: { 200: adminUserListSchema } },
    },
    async (request) => findUsers(deps, request.query.q, request.query.verified),
  );
  app.post(
    `${base}/users/:id/verify`,
    { onRequest: adminOnly, schema: { params, response: { 200: adminUserSchema } } },
    async (request) => verifyUser(deps, request.params.id),
  );
  app.put(
    `${base}/users/:id`,
    {
      onRequest: adminOnly,
      schema: { params, body: userUpdateSchema, response: { 200: adminUserSchema } },
    },
    async (request) => editUser(deps, guardedUser(request), request.params.id, request.body),
  );
  app.delete(
    `${base}/users/:id`,
    { onRequest: adminOnly, schema: { params, response: { 200: deletedSchema } } },
    async (request) => removeUser(deps, guardedUser(request), request.params.id),
  );
  app.post(
    `${base}/users/:id/generate-password-link`,
    { onRequest: adminOnly, schema: { params, response: { 200: verificationLinkSchema } } },
    async (request) => generatePasswordLink(deps, request.params.id),
  );
  app.post(
    `${base}/users/:id/generate-reset-link`,
    { onRequest: adminOnly, schema: { params, response: { 200: resetLinkSchema } } },
    async (request) => generateResetLink(deps, request.params.id),
  );

  app.get(
    `${base}/athletes/search`,
    {
      onRequest: adminOnly,
      schema: { querystring: nameSearchQuerySchema, response: { 200: adminAthleteListSchema } },
    },
    async (request) => findAthletes(deps, request.query.q),
  );
  app.put(
    `${base}/athletes/:id`,
    {
      onRequest: adminOnly,
      schema: { params, body: athleteUpdateSchema, response: { 200: adminAthleteSchema } },
    },
    async (request) => editAthlete(deps, request.params.id, request.body),
  );

  app.get(
    `${base}/horses/search`,
    {
      onRequest: adminOnly,
      schema: { querystring: nameSearchQuerySchema, response: { 200: adminHorseListSchema } },
    },
    async (request) => findHorses(deps, request.query.q),
  );
  app.put(
    `${base}/horses/:id`,
    {
      onRequest: adminOnly,
      schema: { params, body: horseUpdateSchema, response: { 200: adminHorseSchema } },
    },
    async (request) => editHorse(deps, request.params.id, request.body),
  );

  for (const path of [`${base}/venues`, `${base}/venues/search`]) {
    app.get(
      path,
      {
        onRequest: adminOnly,
        schema: { querystring: nameSearchQuerySchema, response: { 200: adminVenueListSchema } },
      },
      async (request) => findVenues(deps, request.query.q),
    );
  }
  app.post(
    `${base}/venues`,
    {
      onRequest: adminOnly,
      schema: { body: venueCreateSchema, response: { 201: adminVenueSchema } },
    },
    async (request, reply) => reply.status(201).send(await createVenue(deps, request.body)),
  );
  app.put(
    `${base}/venues/:id`,
    {
      onRequest: adminOnly,
      schema: { params, body: venueUpdateSchema, response: { 200: adminVenueSchema } },
    },
    async (request) => editVenue(deps, request.params.id, request.body),
  );
}
