import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app';
import { systemClock } from './clock';
import { clusterRefusal, preparedByPrimary, runClusterPrimary } from './cluster';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { createShutdown, migrateDatabase, prepareDatabase } from './lifecycle';
import { createMailer } from './modules/mail/mail.service';
import { startNotificationJob } from './jobs/reminder.job';
import { startScrapeScheduler } from './jobs/scrape-scheduler';

/** One server process: the whole app on one port (alone, or as a cluster worker). */
async function runServer(config: Config) {
  const prepared = preparedByPrimary();
  const database = await openDatabase(config);
  if (!prepared) await migrateDatabase(database, config);
  const app = await buildApp({ database, config, clock: systemClock });
  const log = app.log;
  if (!prepared) {
    await prepareDatabase(database, config, {
      info: (message) => log.info(message),
      error: (message) => log.error(message),
    });
    // The engine loaded before the demo data went in: hold what the seed wrote.
    await app.deps.standings.reconcile();
  }

  const shutdown = createShutdown(app, database);
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
  const scraping = startScrapeScheduler({ ...app.deps, mailer: jobMailer }, log);
  app.addHook('onClose', async () => {
    await scraping.stop();
    await notifications.stop();
    jobMailer.close();
  });

  await app.listen({ port: config.port, host: config.host });
  log.info(
    `Eventing Manager 2.0 at ${config.appUrl} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${path.join(config.dataDir, 'pglite')}` : ''}${cluster.isWorker ? `, worker ${process.pid}` : ''})`,
  );
}

async function main() {
  const config = loadConfig();
  const refusal = clusterRefusal(config);
  if (refusal) {
    process.stderr.write(`${refusal}\n`);
    process.exit(1);
  }
  if (config.workers > 1 && cluster.isPrimary) await runClusterPrimary(config);
  else await runServer(config);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
