import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { systemClock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import { ensureAdministrator } from './db/seed/admin';
import { seedDemoDataIfEmpty } from './db/seed/index';
import { assertStrongAdminPassword } from './modules/auth/password-strength';
import type { AppInstance } from './types';
import { ADVISORY_LOCKS } from './db/advisory-locks';

/** How long a stopping process may take to finish its requests before it exits anyway. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

type Log = { info: (message: string) => void; error: (message: string) => void };

/** Creates the data folder and migrates (one process at a time: an advisory lock on PostgreSQL). */
export async function migrateDatabase(database: Database, config: Config) {
  fs.mkdirSync(config.dataDir, { recursive: true });
  await database.migrate();
}

/** Refuses a short or guessable ADMIN_PASSWORD; called before the database is opened. */
export async function checkAdministratorSetting(config: Config) {
  const { adminEmail, adminPassword } = config;
  if (adminEmail && adminPassword) await assertStrongAdminPassword(adminEmail, adminPassword);
}

/**
 * After migrating: seeds the demo data on an empty database and ensures the administrator;
 * safe when several processes start at once on one PostgreSQL (each step holds a lock). A weak
 * ADMIN_PASSWORD stops it before anything is written.
 */
export async function prepareDatabase(database: Database, config: Config, log: Log) {
  await checkAdministratorSetting(config);
  if (config.demoData) {
    const demo = await seedDemoDataIfEmpty(database.db, systemClock.now(), config.dataDir);
    if (demo.seeded) log.info('demo data seeded');
    if (!config.adminEmail && demo.admin) {
      log.info(
        `demo administrator: sign in as ${demo.admin.email} with password ${demo.admin.password}`,
      );
    }
  }
  const { adminEmail, adminPassword } = config;
  if (adminEmail && adminPassword) {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.administrator})`);
      await ensureAdministrator(tx, adminEmail, adminPassword);
    });
    log.info(`administrator ready: ${adminEmail}`);
  }
}

/**
 * The stop sequence for SIGTERM and SIGINT: drain first when `drainMs` (SHUTDOWN_DRAIN_MS) is set
 * (/api/health answers 503 while everything else is still answered, so the load balancer takes
 * the process out: docs/decisions/115-rolling-deploys.md), then stop accepting connections, let requests in flight
 * finish, end event streams with a reconnect hint (the realtime module's preClose hook), stop
 * the jobs and release their locks (onClose hooks), close the database, exit. A process that
 * cannot finish within `timeoutMs` exits with status 1.
 */
export function createShutdown(
  app: AppInstance,
  database: Database,
  options: { timeoutMs?: number; drainMs?: number; exit?: (code: number) => void } = {},
) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const drainMs = options.drainMs ?? app.deps.config.shutdownDrainMs;
  let closing: Promise<void> | undefined;
  return (signal: string): Promise<void> => {
    closing ??= (async () => {
      if (drainMs > 0) {
        app.log.info(
          `${signal} received: answering for ${drainMs} ms more with /api/health at 503, so the load balancer takes this process out`,
        );
        app.deps.stopping.draining = true;
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      app.log.info(`${signal} received: finishing requests in flight, then stopping`);
      const timer = setTimeout(() => {
        app.log.error('shutdown took too long: exiting with requests unfinished');
        exit(1);
      }, options.timeoutMs ?? SHUTDOWN_TIMEOUT_MS);
      timer.unref();
      let code = 0;
      try {
        await app.close();
      } catch (error) {
        app.log.error({ err: error }, 'closing the server failed');
        code = 1;
      }
      await database.close().catch((error: unknown) => {
        app.log.error({ err: error }, 'closing the database failed');
        code = 1;
      });
      clearTimeout(timer);
      app.log.info('stopped');
      exit(code);
    })();
    return closing;
  };
}
