import { Cron } from 'croner';
import type { Database } from '../db/client';
import { COMPETITION_CHANGED_CHANNEL } from '../live/competition-changed';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Mailer } from '../modules/mail/mail.service';
import { getVapidKeys } from '../modules/push/push.keys';
import { runNotifications, type RunReport } from '../modules/push/notifications.service';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import { withAdvisoryLock } from './advisory-lock';

const EVENT_DEBOUNCE_MS = 2_000;

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

/**
 * Runs the notification pass once if no other process is running it (the `notifications`
 * advisory lock, taken by `withAdvisoryLock`); returns null when another holds the lock.
 */
export async function runNotificationsOnce(deps: NotificationJobDeps): Promise<RunReport | null> {
  // Same-process passes are kept apart here: PGlite's one session would re-enter its own lock.
  if (passesRunning.has(deps.database)) return null;
  passesRunning.add(deps.database);
  try {
    return await withAdvisoryLock(deps.database, ADVISORY_LOCKS.notifications, () =>
      runNotifications({
        db: deps.database.db,
        config: deps.config,
        clock: deps.clock,
        mailer: deps.mailer,
      }),
    );
  } finally {
    passesRunning.delete(deps.database);
  }
}

const passesRunning = new WeakSet<Database>();

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
