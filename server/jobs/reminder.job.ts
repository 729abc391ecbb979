import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { COMPETITION_CHANGED_CHANNEL } from '../live/competition-changed';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Mailer } from '../modules/mail/mail.service';
import { getVapidKeys } from '../modules/push/push.keys';
import { runNotifications, type RunReport } from '../modules/push/notifications.service';
import { ADVISORY_LOCKS } from '../db/advisory-locks';

const EVENT_DEBOUNCE_MS = 2_000;

type Rows<T> = { rows: T[] };
type JobLogger = {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type NotificationJobDeps = {
  database: Database;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  log?: JobLogger;
};

async function tryLock(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`select pg_try_advisory_lock(${ADVISORY_LOCKS.notifications}) as locked`,
  );
  return (result as Rows<{ locked: boolean }>).rows[0]?.locked === true;
}

async function unlock(db: Db) {
  await db.execute(sql`select pg_advisory_unlock(${ADVISORY_LOCKS.notifications})`);
}

/**
 * Runs the notification pass once if no other process is running it (pg_try_advisory_lock);
 * returns null when another holds the lock. On PostgreSQL the lock lives on one pinned
 * connection (a transaction) while the work uses the pool; PGlite has a single connection.
 */
export async function runNotificationsOnce(deps: NotificationJobDeps): Promise<RunReport | null> {
  // Same-process passes are kept apart here: PGlite's one session would re-enter its own lock.
  if (passesRunning.has(deps.database)) return null;
  passesRunning.add(deps.database);
  try {
    return await lockedPass(deps);
  } finally {
    passesRunning.delete(deps.database);
  }
}

const passesRunning = new WeakSet<Database>();

async function lockedPass(deps: NotificationJobDeps): Promise<RunReport | null> {
  const work = () =>
    runNotifications({
      db: deps.database.db,
      config: deps.config,
      clock: deps.clock,
      mailer: deps.mailer,
    });
  if (deps.database.kind === 'pglite') {
    if (!(await tryLock(deps.database.db))) return null;
    try {
      return await work();
    } finally {
      await unlock(deps.database.db);
    }
  }
  return deps.database.db.transaction(async (pinned) => {
    if (!(await tryLock(pinned))) return null;
    try {
      return await work();
    } finally {
      await unlock(pinned);
    }
  });
}

export type NotificationJob = {
  /** Runs a pass now (or waits for the one running) and resolves with its report. */
  runNow: () => Promise<RunReport | null>;
  stop: () => Promise<void>;
};

/**
 * Sends due notifications every minute and shortly after any competition changes (a database
 * notification), one pass at a time in this process and one process at a time overall.
 */
export async function startNotificationJob(deps: NotificationJobDeps): Promise<NotificationJob> {
  let running: Promise<RunReport | null> | null = null;
  let again = false;
  let stopped = false;
  let debounce: NodeJS.Timeout | undefined;

  const runNow = (): Promise<RunReport | null> => {
    if (running) {
      again = true;
      return running;
    }
    running = runNotificationsOnce(deps)
      .then((report) => {
        if (report && report.claimed + report.sent + report.failed > 0) {
          deps.log?.info({ notifications: report }, 'notifications sent');
        }
        return report;
      })
      .catch((error: unknown) => {
        deps.log?.error({ err: error }, 'notification pass failed');
        return null;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void runNow();
        }
      });
    return running;
  };

  await getVapidKeys(deps.database.db, deps.config);
  const cron = new Cron('* * * * *', { protect: true }, () => {
    void runNow();
  });
  const unlisten = await deps.database.listen(COMPETITION_CHANGED_CHANNEL, () => {
    clearTimeout(debounce);
    debounce = setTimeout(() => void runNow(), EVENT_DEBOUNCE_MS);
  });
  void runNow();

  return {
    runNow,
    stop: async () => {
      stopped = true;
      cron.stop();
      clearTimeout(debounce);
      await unlisten();
      await running;
    },
  };
}
