import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../e2e/support/server';
import { openPglite, openPostgres, type Database, type Db } from '../../server/db/client';
import { freshDatabase } from './postgres';

export type DatabaseKind = 'PGlite' | 'PostgreSQL';

export type AppServer<T> = {
  kind: DatabaseKind;
  url: string;
  pid: number | undefined;
  seeded: T;
  server: RunningServer;
  /** Stops the server, runs `check` on its database, then removes the database. */
  stop: <R>(check?: (db: Db) => Promise<R>) => Promise<R | undefined>;
};

/** Opens the database a benchmark server will use (PGlite in a data folder, or a fresh PostgreSQL database). */
async function openFor(kind: DatabaseKind, place: string): Promise<Database> {
  return kind === 'PGlite'
    ? openPglite({ dataDir: path.join(place, 'pglite') })
    : openPostgres({ url: place, poolSize: 4 });
}

/**
 * Starts the built server (the `npm start` code, `tsx server/main.ts`) on a free loopback port
 * against a database the benchmark seeded first with the app's own schema and migrations.
 */
export async function startApp<T>(
  kind: DatabaseKind,
  postgresUrl: string | undefined,
  seed: (db: Db) => Promise<T>,
  env: Record<string, string> = {},
  /** Another checkout of the app to start (`--before`); this one when absent. */
  checkout?: string,
): Promise<AppServer<T>> {
  let place: string;
  let dropDatabase: () => Promise<void>;
  if (kind === 'PGlite') {
    place = fs.mkdtempSync(path.join(os.tmpdir(), 'em-bench-data-'));
    dropDatabase = () => fs.promises.rm(place, { recursive: true, force: true });
  } else {
    if (!postgresUrl) throw new Error('PostgreSQL URL missing');
    const fresh = await freshDatabase(postgresUrl, 'app');
    place = fresh.url;
    dropDatabase = fresh.drop;
  }
  const database = await openFor(kind, place);
  let seeded: T;
  try {
    await database.migrate();
    seeded = await seed(database.db);
  } finally {
    await database.close();
  }
  const server = await startServer(
    {
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      // Every benchmark client connects from loopback: one address holds all the live streams.
      LIVE_STREAMS_PER_ADDRESS: '10000',
      ...(kind === 'PGlite' ? { DATA_DIR: place } : { DATABASE_URL: place }),
      ...env,
    },
    checkout,
  );
  return {
    kind,
    url: server.url.replace('localhost', '127.0.0.1'),
    pid: server.process.pid,
    seeded,
    server,
    stop: async <R>(check?: (db: Db) => Promise<R>) => {
      await server.stop();
      let result: R | undefined;
      if (check) {
        const again = await openFor(kind, place);
        try {
          result = await check(again.db);
        } finally {
          await again.close();
        }
      }
      await dropDatabase();
      return result;
    },
  };
}
