import { feedbackBodySchema, feedbackCreatedSchema } from '../../../contract/feedback';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import { submitFeedback } from './feedback.service';

function feedbackRoutes(app: AppInstance, deps: AppDeps) {
  app.post(
    '',
    {
      config: { access: 'visitor', refusals: ['TOO_MANY_REQUESTS'] },
      schema: { body: feedbackBodySchema, response: { 201: feedbackCreatedSchema } },
    },
    async (request, reply) => {
      const created = await submitFeedback(deps.database.db, request.body, {
        user: request.user,
        address: request.clientKey,
        now: deps.clock.now(),
      });
      return reply.status(201).send(created);
    },
  );
}

export const feedbackModule: AppModule = {
  name: 'feedback',
  prefix: '/api/feedback',
  routes: feedbackRoutes,
};
