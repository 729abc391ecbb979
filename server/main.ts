import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { ensureAdministrator } from './db/seed/admin';
import { seedDemoDataIfEmpty } from './db/seed/index';
import { createMailer } from './modules/mail/mail.service';
import { startNotificationJob } from './modules/push/reminder.job';

async function main() {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config);
  await database.migrate();

  const app = await buildApp({ database, config, clock: systemClock });
  const log = app.log;

  if (config.demoData) {
    const demo = await seedDemoDataIfEmpty(database.db, systemClock.now(), config.dataDir);
    if (demo.seeded) log.info('demo data seeded');
    if (!config.adminEmail && demo.admin) {
      log.info(
        `demo administrator: sign in as ${demo.admin.email} with password ${demo.admin.password}`,
      );
    }
  }
  if (config.adminEmail && config.adminPassword) {
    await ensureAdministrator(database.db, config.adminEmail, config.adminPassword);
    log.info(`administrator ready: ${config.adminEmail}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const jobMailer = createMailer(config, log);
  const notifications = await startNotificationJob({
    database,
    config,
    clock: systemClock,
    mailer: jobMailer,
    log,
  });
  app.addHook('onClose', async () => {
    await notifications.stop();
    jobMailer.close();
  });

  await app.listen({ port: config.port, host: config.host });
  log.info(
    `Eventing Manager 2.0 at ${config.appUrl} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${path.join(config.dataDir, 'pglite')}` : ''})`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
