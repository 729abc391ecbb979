import { z } from 'zod';
import {
  PUSH_MESSAGES,
  notificationPreferencesResponseSchema,
  notificationPreferencesSchema,
  preferencesQuerySchema,
  publicKeyResponseSchema,
  pushMessageResponseSchema,
  pushSubscriptionRequestSchema,
  pushUnsubscribeRequestSchema,
} from '../../../contract/push';
import { renderMail } from '../mail/mail.layout';
import { guardedUser } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import { nonJsonAnswer } from '../../api-docs/answers';
import {
  getPreferences,
  getPublicKey,
  subscribeDevice,
  unsubscribeByEmailToken,
  unsubscribeDevice,
  updatePreferences,
} from './push.service';

/** Push subscriptions, notification preferences and the email unsubscribe link. */
function pushRoutes(app: AppInstance, deps: AppDeps) {
  app.get(
    '/public-key',
    { config: { access: 'visitor' }, schema: { response: { 200: publicKeyResponseSchema } } },
    async () => getPublicKey(deps),
  );

  app.post(
    '/subscriptions',
    {
      config: { access: 'player' },
      schema: { body: pushSubscriptionRequestSchema, response: { 201: pushMessageResponseSchema } },
    },
    async (request, reply) => {
      const result = await subscribeDevice(
        deps,
        guardedUser(request),
        request.body,
        request.headers['user-agent'] ?? null,
      );
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/subscriptions',
    {
      config: { access: 'player' },
      schema: { body: pushUnsubscribeRequestSchema, response: { 200: pushMessageResponseSchema } },
    },
    async (request) => unsubscribeDevice(deps, guardedUser(request), request.body),
  );

  app.get(
    '/preferences',
    {
      config: { access: 'player' },
      schema: {
        querystring: preferencesQuerySchema,
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getPreferences(deps, guardedUser(request), request.query.endpoint);
    },
  );

  app.put(
    '/preferences',
    {
      config: { access: 'player' },
      schema: {
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (request) => updatePreferences(deps, guardedUser(request), request.body),
  );

  app.get(
    '/unsubscribe',
    {
      config: { access: 'visitor' },
      schema: {
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: {
          200: nonJsonAnswer('text/html', 'A page saying the reminder emails are turned off.'),
          404: nonJsonAnswer('text/html', 'A page saying the link is not valid.'),
        },
      },
    },
    async (request, reply) => {
      const done = await unsubscribeByEmailToken(deps, request.query.token ?? '');
      const page = renderMail({
        greeting: done ? 'Unsubscribed' : 'Invalid link',
        paragraphs: [done ? PUSH_MESSAGES.unsubscribeDone : PUSH_MESSAGES.unsubscribeInvalid],
        action: { label: 'Open Eventing Manager 2.0', url: `${deps.config.appUrl}/` },
      });
      return reply
        .status(done ? 200 : 404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page.html);
    },
  );
}

export const pushModule: AppModule = {
  name: 'push',
  prefix: '/api/push',
  routes: pushRoutes,
};
