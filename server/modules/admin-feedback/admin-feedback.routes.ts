import {
  feedbackIdParamsSchema,
  feedbackItemSchema,
  feedbackListResponseSchema,
  respondBodySchema,
} from '../../../contract/admin-feedback';
import { adminOnly, guardedUser } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import { getAllFeedback, resolveFeedback, respondToFeedback } from './admin-feedback.service';

export function adminFeedbackRoutes(app: AppInstance, deps: AppDeps) {
  const db = deps.database.db;
  const params = feedbackIdParamsSchema;

  app.get(
    '/api/admin/feedback',
    { onRequest: adminOnly, schema: { response: { 200: feedbackListResponseSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return getAllFeedback(db);
    },
  );

  app.post(
    '/api/admin/feedback/:id/respond',
    {
      onRequest: adminOnly,
      schema: { params, body: respondBodySchema, response: { 200: feedbackItemSchema } },
    },
    async (request) => {
      const admin = guardedUser(request);
      return respondToFeedback(
        { db, mailer: deps.mailer },
        {
          id: request.params.id,
          response: request.body.response,
          adminId: admin.id,
          now: deps.clock.now(),
        },
      );
    },
  );

  app.patch(
    '/api/admin/feedback/:id/resolve',
    { onRequest: adminOnly, schema: { params, response: { 200: feedbackItemSchema } } },
    async (request) => resolveFeedback(db, request.params.id, deps.clock.now()),
  );
}
