import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../e2e/support/server';
import * as thisDatabase from '../../server/db/client';
import type { Database, Db } from '../../server/db/client';
import { freshDatabase } from './postgres';
import * as thisSeeds from './seed';

/** The seeds a benchmark fills a database with, from the checkout whose server will read it. */
export type Seeds = typeof thisSeeds;
type DatabaseCode = Pick<typeof thisDatabase, 'openPglite' | 'openPostgres'>;

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
async function openFor(
  kind: DatabaseKind,
  place: string,
  code: DatabaseCode = thisDatabase,
): Promise<Database> {
  return kind === 'PGlite'
    ? code.openPglite({ dataDir: path.join(place, 'pglite') })
    : code.openPostgres({ url: place, poolSize: 4 });
}

/**
 * The database code and seeds of a checkout: another checkout's server needs the tables of its
 * own migrations, filled by its own seeds (this build's migrations dropped tables the code before
 * wrote to).
 */
async function codeOf(
  checkout: string | undefined,
): Promise<{ database: DatabaseCode; seeds: Seeds }> {
  if (!checkout) return { database: thisDatabase, seeds: thisSeeds };
  const database = (await import(
    path.join(checkout, 'server/db/client.ts')
  )) as typeof thisDatabase;
  const seeds = (await import(path.join(checkout, 'bench/lib/seed.ts'))) as Seeds;
  return { database, seeds };
}

/**
 * Starts the built server (the `npm start` code, `tsx server/main.ts`) on a free loopback port
 * against a database the benchmark seeded first with that checkout's own schema and migrations.
 */
export async function startApp<T>(
  kind: DatabaseKind,
  postgresUrl: string | undefined,
  /** Fills the database, with the seeds of the checkout that will serve it. */
  seed: (db: Db, seeds: Seeds) => Promise<T>,
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
  const code = await codeOf(checkout);
  const database = await openFor(kind, place, code.database);
  let seeded: T;
  try {
    await database.migrate();
    seeded = await seed(database.db, code.seeds);
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
        const again = await openFor(kind, place, code.database);
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
