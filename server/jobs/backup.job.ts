import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { writeWhole } from '../backup/backup-file';
import { dumpPostgres } from '../backup/postgres-tools';
import type { AppMetrics } from '../observability/metrics';
import { withAdvisoryLock } from './advisory-lock';
import { ADVISORY_LOCKS } from '../db/advisory-locks';

const NAME = /^eventing-\d{8}-\d{6}\.(dump|tar\.gz)$/;

type Log = { info: (message: string) => void; error: (message: string) => void };

/** `eventing-20260601-120000.dump` (PostgreSQL) or `.tar.gz` (embedded), in UTC. */
export function backupFileName(kind: Database['kind'], at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `eventing-${stamp}.${kind === 'postgres' ? 'dump' : 'tar.gz'}`;
}

/** Deletes all but the newest `keep` scheduled backups in `dir` (other files are left alone). */
export function pruneBackups(dir: string, keep: number): string[] {
  const ours = fs
    .readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort()
    .reverse();
  const removed = ours.slice(keep);
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}

/** Takes one backup into `dir` now, then prunes; returns the file written. */
export async function takeScheduledBackup(
  database: Database,
  config: Pick<Config, 'databaseUrl'> & { backup: { dir: string; keep: number } },
  now: Date,
): Promise<string> {
  fs.mkdirSync(config.backup.dir, { recursive: true });
  const file = path.join(config.backup.dir, backupFileName(database.kind, now));
  const url = config.databaseUrl;
  await writeWhole(file, async (partial) => {
    if (url) return dumpPostgres(url, partial);
    if (!database.dumpDataDir) throw new Error('The embedded database cannot dump its folder.');
    const blob = await database.dumpDataDir();
    fs.writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  });
  pruneBackups(config.backup.dir, config.backup.keep);
  return file;
}

/**
 * Scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): every interval one process writes a
 * backup into the folder and keeps the newest N. A failure is logged and counted; the next
 * interval tries again.
 */
export function startBackupJob(options: {
  database: Database;
  config: Config;
  metrics: AppMetrics;
  log: Log;
}) {
  const { dir, everyMs, keep } = options.config.backup;
  if (!dir || !everyMs) return { stop: () => Promise.resolve() };
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = withAdvisoryLock(options.database, ADVISORY_LOCKS.backup, () =>
      takeScheduledBackup(
        options.database,
        { ...options.config, backup: { dir, keep } },
        new Date(),
      ),
    )
      .then(
        (file) => {
          if (file === null) return;
          options.metrics.backups.inc({ outcome: 'ok' });
          options.log.info(`scheduled backup written to ${file}`);
        },
        (error: unknown) => {
          options.metrics.backups.inc({ outcome: 'failed' });
          options.log.error(
            `scheduled backup failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        },
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  options.log.info(
    `scheduled backups into ${dir} every ${Math.round(everyMs / 60_000)} minutes, keeping ${keep}`,
  );
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
