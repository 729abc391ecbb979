import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { createFixedClock } from '../clock';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { createMailer, type Mailer } from '../modules/mail/mail.service';
import type { AppInstance } from '../types';
import { openTestDatabase } from './database';
import { signedInUser } from './factories';

export const TEST_ORIGIN = 'http://localhost:5000';

export type TestApp = {
  app: AppInstance;
  database: Database;
  db: Database['db'];
  clock: ReturnType<typeof createFixedClock>;
  config: Config;
  mailer: Mailer;
  /** inject with the same-origin header a browser sends, and the cookie jar of this agent. */
  request: (options: InjectOptions & { cookie?: string }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

/** The real app on a fresh database, for one test file. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  now = new Date('2026-06-01T12:00:00Z'),
  options: { mailer?: Mailer; onRoute?: (route: RouteOptions) => void } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-test-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      APP_URL: TEST_ORIGIN,
    }),
    ...overrides,
  };
  const clock = createFixedClock(now);
  const mailer = options.mailer ?? createMailer(config);
  const app = await buildApp({
    database,
    config,
    clock,
    mailer,
    logger: false,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    clock,
    config,
    mailer,
    request: async ({ cookie, headers, ...options }) =>
      app.inject({
        ...options,
        headers: {
          origin: TEST_ORIGIN,
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
      }),
    close: async () => {
      await app.close();
      mailer.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The real app on a fresh database with an administrator signed in; `admin` is their cookie. */
export async function openAdminApp(
  ...args: Parameters<typeof createTestApp>
): Promise<{ t: TestApp; admin: string }> {
  const t = await createTestApp(...args);
  const admin = (await signedInUser(t.db, t.clock.now(), { isAdmin: true })).cookie;
  return { t, admin };
}

/** Saves an entry's scores as the live-scoring form does (PATCH .../scoring), as `cookie`. */
export const saveScores = (
  t: Pick<TestApp, 'request'>,
  cookie: string,
  entryId: number,
  payload: Record<string, unknown>,
) =>
  t.request({
    method: 'PATCH',
    url: `/api/competition-entries/${entryId}/scoring`,
    payload,
    cookie,
  });
