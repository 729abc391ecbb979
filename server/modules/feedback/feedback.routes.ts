import { feedbackBodySchema, feedbackCreatedSchema } from '../../../contract/feedback';
import type { AppDeps, AppInstance } from '../../types';
import { submitFeedback } from './feedback.service';

export function feedbackRoutes(app: AppInstance, deps: AppDeps) {
  app.post(
    '/api/feedback',
    { schema: { body: feedbackBodySchema, response: { 201: feedbackCreatedSchema } } },
    async (request, reply) => {
      const created = await submitFeedback(deps.database.db, request.body, {
        user: request.user,
        ip: request.ip,
        now: deps.clock.now(),
      });
      return reply.status(201).send(created);
    },
  );
}
