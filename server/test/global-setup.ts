import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client';

const templateFile = path.resolve('.tmp/pglite-template.tar');

/** Migrates one template database per run; each test file clones it. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `em_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    const database = await openPostgres({ url: templateUrl.toString(), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', name);
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      const leftovers = await cleanup.query<{ datname: string }>(
        `select datname from pg_database where datname like 'em_test_${process.pid}_%' or datname = $1`,
        [name],
      );
      for (const row of leftovers.rows)
        await cleanup.query(`drop database if exists ${row.datname} with (force)`);
      await cleanup.end();
    };
  }
  fs.mkdirSync(path.dirname(templateFile), { recursive: true });
  const database = await openPglite({});
  await database.migrate();
  const client = (
    database.db as unknown as { $client: { dumpDataDir: (compression: 'none') => Promise<Blob> } }
  ).$client;
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', templateFile);
  return undefined;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
