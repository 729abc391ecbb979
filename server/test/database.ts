import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';

let counter = 0;

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
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const bytes = fs.readFileSync(inject('pgliteTemplate'));
  return openPglite({ loadDataDir: new Blob([bytes]) });
}
