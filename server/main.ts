import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app';
import { systemClock } from './clock';
import { clusterRefusal, preparedByPrimary, runClusterPrimary } from './cluster';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import {
  checkAdministratorSetting,
  createShutdown,
  migrateDatabase,
  prepareDatabase,
} from './lifecycle';
import { createMailer } from './modules/mail/mail.service';
import { startNotificationJob } from './jobs/reminder.job';
import { startScrapeScheduler } from './jobs/scrape-scheduler';
import { startBackupJob } from './jobs/backup.job';
import { holdEmbeddedDatabase } from './backup/embedded-holder';
import { createLogOutput } from './observability/log-output';
import { offerMetricsToPrimary } from './observability/cluster-metrics';
import { readMetrics } from './observability/metrics-endpoint';
import { startMetricsServer } from './observability/metrics-server';

/** One server process: the whole app on one port (alone, or as a cluster worker). */
async function runServer(config: Config) {
  const prepared = preparedByPrimary();
  if (!prepared) await checkAdministratorSetting(config);
  // Before the embedded database opens: no second process may open the same folder.
  const holder = config.databaseUrl ? undefined : await holdEmbeddedDatabase(config.dataDir);
  const database = await openDatabase(config);
  holder?.attach(database);
  if (!prepared) await migrateDatabase(database, config);
  const logStream = createLogOutput(config.logFormat);
  const app = await buildApp({
    database,
    config,
    clock: systemClock,
    ...(logStream ? { logStream } : {}),
  });
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
  const backups = startBackupJob({
    database,
    config,
    metrics: app.deps.metrics,
    log: { info: (message) => log.info(message), error: (message) => log.error(message) },
  });
  app.addHook('onClose', async () => {
    await backups.stop();
    await holder?.close();
    await scraping.stop();
    await notifications.stop();
    jobMailer.close();
  });

  if (cluster.isWorker) offerMetricsToPrimary(app.deps.metrics.registry);
  else if (config.metrics.port !== undefined) {
    const metricsServer = await startMetricsServer({
      host: config.metrics.host,
      port: config.metrics.port,
      read: () => readMetrics(app.deps.metrics),
      log: { info: (message) => log.info(message), error: (message) => log.error(message) },
    });
    app.addHook('onClose', () => metricsServer.close());
  }

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
