import { sql } from 'drizzle-orm';
import { healthResponseSchema } from '../../../contract/health';
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
}

export const healthModule: AppModule = {
  name: 'health',
  prefix: '/api/health',
  routes: healthRoutes,
};
