import {
  feedbackIdParamsSchema,
  feedbackItemSchema,
  feedbackListResponseSchema,
  respondBodySchema,
} from '../../../contract/admin-feedback';
import { guardedUser } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import { getAllFeedback, resolveFeedback, respondToFeedback } from './admin-feedback.service';

function adminFeedbackRoutes(app: AppInstance, deps: AppDeps) {
  const db = deps.database.db;
  const params = feedbackIdParamsSchema;

  app.get(
    '',
    { config: { access: 'admin' }, schema: { response: { 200: feedbackListResponseSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return getAllFeedback(db);
    },
  );

  app.post(
    '/:id/respond',
    {
      config: { access: 'admin', refusals: ['CONFLICT', 'SERVICE_UNAVAILABLE'] },
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
    '/:id/resolve',
    {
      config: { access: 'admin', refusals: ['CONFLICT'] },
      schema: { params, response: { 200: feedbackItemSchema } },
    },
    async (request) => resolveFeedback(db, request.params.id, deps.clock.now()),
  );
}

export const adminFeedbackModule: AppModule = {
  name: 'admin-feedback',
  prefix: '/api/admin/feedback',
  routes: adminFeedbackRoutes,
};
