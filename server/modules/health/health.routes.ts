import { sql } from 'drizzle-orm';
import { healthResponseSchema, serverClockResponseSchema } from '../../../contract/health';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';

function healthRoutes(app: AppInstance, deps: AppDeps) {
  app.get(
    '',
    { config: { access: 'visitor' }, schema: { response: { 200: healthResponseSchema } } },
    async () => {
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
