import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { createLogOutput } from './observability/log-output';
import { aggregateWorkerMetrics } from './observability/cluster-metrics';
import { startMetricsServer } from './observability/metrics-server';
import {
  checkAdministratorSetting,
  migrateDatabase,
  prepareDatabase,
  SHUTDOWN_TIMEOUT_MS,
} from './lifecycle';

export const CLUSTER_NEEDS_POSTGRES =
  'Cluster mode needs PostgreSQL (DATABASE_URL): the embedded database serves one process.';

/** A worker that dies this soon after starting counts as a failed start. */
const EARLY_EXIT_MS = 10_000;
const MAX_FAILED_STARTS = 3;
const RESTART_DELAY_MS = 1_000;

/** Why these settings cannot run as a cluster, or null when they can. */
export function clusterRefusal(config: Pick<Config, 'workers' | 'databaseUrl'>): string | null {
  return config.workers > 1 && !config.databaseUrl ? CLUSTER_NEEDS_POSTGRES : null;
}

/**
 * The primary process of cluster mode: prepares the database once, then forks `config.workers`
 * server processes that share the port (node:cluster hands connections round-robin). A worker
 * that dies is replaced; on SIGTERM or SIGINT every worker gets SIGTERM and shuts down
 * gracefully, and the primary exits when they have.
 */
export async function runClusterPrimary(config: Config): Promise<void> {
  const refusal = clusterRefusal(config);
  if (refusal) throw new Error(refusal);
  const output = createLogOutput(config.logFormat);
  const log = (
    output ? pino({ level: config.logLevel }, output) : pino({ level: config.logLevel })
  ).child({ role: 'primary' });

  await checkAdministratorSetting(config);
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database, config);
    await prepareDatabase(database, config, {
      info: (message) => log.info(message),
      error: (message) => log.error(message),
    });
  } finally {
    await database.close();
  }

  let stopping = false;
  let exitCode = 0;
  let failedStarts = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => {
    const worker = cluster.fork({ EM_CLUSTER_PREPARED: '1' });
    startedAt.set(worker, Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info('all workers stopped');
        process.exit(exitCode);
      }
      return;
    }
    failedStarts = lived < EARLY_EXIT_MS ? failedStarts + 1 : 0;
    log.error(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); replacing it`);
    if (failedStarts >= MAX_FAILED_STARTS) {
      log.error(`workers failed to start ${failedStarts} times in a row: stopping`);
      stop('failed starts', 1);
      return;
    }
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS).unref();
  });

  const stop = (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log.info(`${reason}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code);
    setTimeout(
      () => {
        log.error('workers did not stop in time: killing them');
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        process.exit(1);
      },
      config.shutdownDrainMs + SHUTDOWN_TIMEOUT_MS + 2_000,
    ).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM received'));
  process.on('SIGINT', () => stop('SIGINT received'));

  if (config.metrics.port !== undefined || config.metrics.token !== undefined) {
    const read = aggregateWorkerMetrics();
    if (config.metrics.port !== undefined) {
      await startMetricsServer({
        host: config.metrics.host,
        port: config.metrics.port,
        read,
        log: { info: (message) => log.info(message), error: (message) => log.error(message) },
      });
    }
  }
  log.info(`cluster mode: starting ${config.workers} workers on port ${config.port}`);
  for (let index = 0; index < config.workers; index += 1) fork();
}

/** True in a worker forked by runClusterPrimary: the primary already prepared the database. */
export const preparedByPrimary = () => cluster.isWorker && process.env.EM_CLUSTER_PREPARED === '1';
