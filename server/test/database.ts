import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';

let counter = 0;
const urls = new WeakMap<Database, string>();

/** The connection URL of a PostgreSQL test database (undefined for PGlite). */
export const testDatabaseUrl = (database: Database) => urls.get(database);

/** A new, empty PostgreSQL database on the test server, for a test that restores into one. */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  counter += 1;
  const name = `em_empty_${process.ppid}_${process.pid}_${counter}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A fresh, migrated database for one test file: a PGlite clone, or a PostgreSQL database made from the template. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    counter += 1;
    const name = `em_test_${process.ppid}_${process.pid}_${counter}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    const database = await openPostgres({ url: testUrl.toString(), poolSize: 8 });
    const opened: Database = {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
    urls.set(opened, testUrl.toString());
    return opened;
  }
  const bytes = fs.readFileSync(inject('pgliteTemplate'));
  return openPglite({ loadDataDir: new Blob([bytes]) });
}
