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
import { ADVISORY_LOCKS } from './advisory-locks';
import { discardBrokenConnections } from './broken-connections';

export type Schema = typeof schema;
/** A drizzle database or a transaction of one: what every repository function takes first. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';
export type NotificationHandler = (payload: string) => void;

/** A connection pool's state at one moment, as the metrics report it. */
export type PoolStats = {
  pool: 'primary' | 'read' | 'embedded';
  /** Connections open, idle among them, and queries waiting for one (null: not known). */
  total: number;
  idle: number | null;
  waiting: number | null;
  max: number;
};

export type Database = {
  kind: DatabaseKind;
  db: Db;
  /** Public reads may go to a read replica; writes never do. */
  readDb: Db;
  migrate: () => Promise<void>;
  listen: (channel: string, handler: NotificationHandler) => Promise<() => Promise<void>>;
  notify: (channel: string, payload: string) => Promise<void>;
  /**
   * Calls `handler` each time the LISTEN connection is back after it dropped (a restart, a
   * failover, its session terminated): notifications sent while it was gone are lost, so what
   * they would have refreshed is read again (docs/decisions/111-caught-up-after-the-listener-is-back.md).
   * PGlite's listener lives in the process and never drops.
   */
  onListenerBack: (handler: () => void) => () => void;
  close: () => Promise<void>;
  /** Each pool's connections (PGlite: its one in-process connection). */
  poolStats: () => PoolStats[];
  /**
   * PGlite only: its whole data directory as a gzipped tar, taken between two statements (the
   * state a crash at that moment would recover to: every committed write, nothing half-done).
   */
  dumpDataDir?: () => Promise<Blob>;
};

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * Opens an embedded PGlite database, stored in `dataDir` or in memory; `loadDataDir` (a dump of a
 * data folder) fills a new one.
 */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
  });
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
    onListenerBack: () => () => undefined,
    close: async () => {
      if (!client.closed) await client.close();
    },
    poolStats: () => [{ pool: 'embedded', total: 1, idle: null, waiting: null, max: 1 }],
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

const LISTEN_RECONNECT_MS = 1_000;
/** The application name of each process's listening connection, as pg_stat_activity shows it. */
export const LISTEN_APPLICATION_NAME = 'eventing-manager-listen';

pg.types.setTypeParser(20, (value: string) => Number(value)); // bigint counts as numbers, as PGlite gives them

const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Opens a PostgreSQL server connection pool, with a dedicated connection for LISTEN.
 * `queryTimeoutMs` bounds each statement's wait for its answer; migrations are not bounded.
 */
export async function openPostgres(options: {
  url: string;
  readUrl?: string;
  poolSize?: number;
  queryTimeoutMs?: number;
}): Promise<Database> {
  // A request waits at most this long for a connection (a database down, unreachable or out of
  // connections), then is answered 503 (server/plugins/database-unavailable.ts); with a query
  // timeout, a statement sent to a database that stopped answering (a paused machine, a network
  // cut) gives up the same way instead of waiting for the socket to time out.
  const settings = {
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(options.queryTimeoutMs ? { query_timeout: options.queryTimeoutMs } : {}),
  };
  const pool = new pg.Pool({ connectionString: options.url, ...settings });
  pool.on('error', () => undefined);
  discardBrokenConnections(pool);
  const readPool = options.readUrl
    ? new pg.Pool({ connectionString: options.readUrl, ...settings })
    : undefined;
  readPool?.on('error', () => undefined);
  if (readPool) discardBrokenConnections(readPool);
  const check = await pool.connect();
  check.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const readDb = readPool ? (drizzlePg(readPool, { schema }) as unknown as Db) : db;

  // One connection per process for LISTEN; when it drops (a failover, a restart) it comes back
  // and listens again, so notifications keep reaching this process.
  let listenClient: Promise<pg.Client> | undefined;
  let current: pg.Client | undefined;
  let closed = false;
  const handlers = new Map<string, Set<NotificationHandler>>();
  const backHandlers = new Set<() => void>();
  let listenedBefore = false;
  const connectListener = async () => {
    const client = new pg.Client({
      connectionString: options.url,
      application_name: LISTEN_APPLICATION_NAME,
    });
    client.on('error', () => undefined);
    client.on('notification', (message) => {
      const set = handlers.get(message.channel);
      if (!set) return;
      for (const handler of set) handler(message.payload ?? '');
    });
    await client.connect();
    client.on('end', () => {
      if (current !== client) return;
      current = undefined;
      listenClient = undefined;
      if (!closed) setTimeout(reconnect, LISTEN_RECONNECT_MS).unref();
    });
    for (const channel of handlers.keys()) {
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    }
    current = client;
    if (listenedBefore) for (const handler of backHandlers) handler();
    listenedBefore = true;
    return client;
  };
  const ensureListenClient = () => {
    listenClient ??= connectListener().catch((error: unknown) => {
      listenClient = undefined;
      throw error;
    });
    return listenClient;
  };
  const reconnect = () => {
    if (closed || listenClient || handlers.size === 0) return;
    ensureListenClient().catch(() => setTimeout(reconnect, LISTEN_RECONNECT_MS).unref());
  };

  return {
    kind: 'postgres',
    db,
    readDb,
    // On a connection of its own, without the query timeout: a migration may rewrite a large
    // table, and another process may hold the lock for as long as its migrations take.
    migrate: async () => {
      const client = new pg.Client({
        connectionString: options.url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migration]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.migration])
          .catch(() => undefined);
        await client.end().catch(() => undefined);
      }
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
          await current?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        }
      };
    },
    // PostgreSQL delivers a notification asynchronously, except to the session that sends it,
    // which gets it before the statement's answer. So when this process listens, it notifies
    // on its listening connection: its caches are invalidated before notify returns, and a read
    // right after a write never meets a body the write has made stale.
    notify: async (channel, payload) => {
      const statement = 'select pg_notify($1, $2)';
      const listening = handlers.has(channel) ? current : undefined;
      // A listening connection cut mid-statement (a failover) falls back to the pool: at worst a
      // notification arrives twice, which only invalidates twice.
      if (listening) {
        const sent = await listening.query(statement, [channel, payload]).then(
          () => true,
          () => false,
        );
        if (sent) return;
      }
      await pool.query(statement, [channel, payload]);
    },
    onListenerBack: (handler) => {
      backHandlers.add(handler);
      return () => {
        backHandlers.delete(handler);
      };
    },
    close: async () => {
      closed = true;
      await listenClient?.catch(() => undefined);
      await current?.end().catch(() => undefined);
      await readPool?.end();
      await pool.end();
    },
    poolStats: () => {
      const stats = (name: 'primary' | 'read', of: pg.Pool): PoolStats => ({
        pool: name,
        total: of.totalCount,
        idle: of.idleCount,
        waiting: of.waitingCount,
        max: of.options.max ?? 10,
      });
      return readPool
        ? [stats('primary', pool), stats('read', readPool)]
        : [stats('primary', pool)];
    },
  };
}

/** Opens the database the settings name: PostgreSQL when a URL is given, else PGlite in the data folder. */
export async function openDatabase(settings: {
  databaseUrl?: string;
  databaseReadUrl?: string;
  databasePoolSize?: number;
  databaseQueryTimeoutMs?: number;
  dataDir: string;
}) {
  if (settings.databaseUrl) {
    return openPostgres({
      url: settings.databaseUrl,
      ...(settings.databaseReadUrl ? { readUrl: settings.databaseReadUrl } : {}),
      ...(settings.databasePoolSize ? { poolSize: settings.databasePoolSize } : {}),
      ...(settings.databaseQueryTimeoutMs
        ? { queryTimeoutMs: settings.databaseQueryTimeoutMs }
        : {}),
    });
  }
  return openPglite({ dataDir: path.join(settings.dataDir, 'pglite') });
}
