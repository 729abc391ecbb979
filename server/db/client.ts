import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** A drizzle database or a transaction of one: what every repository function takes first. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';
export type NotificationHandler = (payload: string) => void;

export type Database = {
  kind: DatabaseKind;
  db: Db;
  /** Public reads may go to a read replica; writes never do. */
  readDb: Db;
  migrate: () => Promise<void>;
  listen: (channel: string, handler: NotificationHandler) => Promise<() => Promise<void>>;
  notify: (channel: string, payload: string) => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** Opens an embedded PGlite database, stored in `dataDir` or in memory (from a template dump when given). */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = options.loadDataDir
    ? await PGlite.create({ loadDataDir: options.loadDataDir })
    : await PGlite.create(options.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    readDb: db,
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    listen: async (channel, handler) => {
      const unlisten = await client.listen(channel, handler);
      return unlisten;
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

pg.types.setTypeParser(20, (value: string) => Number(value)); // bigint counts as numbers, as PGlite gives them

/** Opens a PostgreSQL server connection pool, with a dedicated connection for LISTEN. */
export async function openPostgres(options: {
  url: string;
  readUrl?: string;
  poolSize?: number;
}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  pool.on('error', () => undefined);
  const readPool = options.readUrl
    ? new pg.Pool({ connectionString: options.readUrl, max: options.poolSize ?? 10 })
    : undefined;
  readPool?.on('error', () => undefined);
  const check = await pool.connect();
  check.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const readDb = readPool ? (drizzlePg(readPool, { schema }) as unknown as Db) : db;

  let listenClient: pg.Client | undefined;
  const handlers = new Map<string, Set<NotificationHandler>>();
  const ensureListenClient = async () => {
    if (listenClient) return listenClient;
    const client = new pg.Client({ connectionString: options.url });
    client.on('error', () => undefined);
    await client.connect();
    client.on('notification', (message) => {
      const set = handlers.get(message.channel);
      if (!set) return;
      for (const handler of set) handler(message.payload ?? '');
    });
    listenClient = client;
    return client;
  };

  return {
    kind: 'postgres',
    db,
    readDb,
    migrate: async () => {
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    },
    listen: async (channel, handler) => {
      const client = await ensureListenClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(channel);
          await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        }
      };
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await listenClient?.end().catch(() => undefined);
      await readPool?.end();
      await pool.end();
    },
  };
}

/** Opens the database the settings name: PostgreSQL when a URL is given, else PGlite in the data folder. */
export async function openDatabase(settings: {
  databaseUrl?: string;
  databaseReadUrl?: string;
  dataDir: string;
}) {
  if (settings.databaseUrl) {
    return openPostgres({
      url: settings.databaseUrl,
      ...(settings.databaseReadUrl ? { readUrl: settings.databaseReadUrl } : {}),
    });
  }
  return openPglite({ dataDir: path.join(settings.dataDir, 'pglite') });
}
