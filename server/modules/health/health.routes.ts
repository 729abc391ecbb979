import { sql } from 'drizzle-orm';
import { healthResponseSchema } from '../../../contract/health';
import type { AppDeps, AppInstance } from '../../types';

export function healthRoutes(app: AppInstance, deps: AppDeps) {
  app.get('/api/health', { schema: { response: { 200: healthResponseSchema } } }, async () => {
    await deps.database.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: deps.database.kind };
  });
}
