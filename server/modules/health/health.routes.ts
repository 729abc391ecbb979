import { sql } from 'drizzle-orm';
import { healthResponseSchema, serverClockResponseSchema } from '../../../contract/health';
import { AppError } from '../../errors';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';

export const HEALTH_MESSAGES = {
  stopping: 'This server is stopping. Please try again in a moment.',
} as const;

function healthRoutes(app: AppInstance, deps: AppDeps) {
  app.get(
    '',
    {
      config: { access: 'visitor', refusals: ['SERVICE_UNAVAILABLE'] },
      schema: { response: { 200: healthResponseSchema } },
    },
    async () => {
      // A draining process is taken out by the load balancer while it still answers.
      if (deps.stopping.draining) {
        throw new AppError('SERVICE_UNAVAILABLE', HEALTH_MESSAGES.stopping, {
          headers: { 'retry-after': '5' },
        });
      }
      await deps.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: deps.database.kind };
    },
  );

  app.get(
    '/clock',
    { config: { access: 'visitor' }, schema: { response: { 200: serverClockResponseSchema } } },
    (_request, reply) => {
      // A stored answer would carry a time gone by.
      void reply.header('cache-control', 'no-store');
      return { now: deps.clock.now().toISOString() };
    },
  );
}

export const healthModule: AppModule = {
  name: 'health',
  prefix: '/api/health',
  routes: healthRoutes,
};
