import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type Postgres = { url: string; stop: () => Promise<void> };

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * The PostgreSQL server the benchmarks use: BENCH_DATABASE_URL (or TEST_DATABASE_URL) when set,
 * else a throwaway server started with scripts/start-postgres.sh and stopped afterwards.
 */
export function ensurePostgres(): Postgres {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return { url: given, stop: () => Promise.resolve() };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-bench-pg-'));
  const url = execFileSync('bash', [path.join(root, 'scripts/start-postgres.sh'), dir], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1);
  if (!url?.startsWith('postgres://')) throw new Error(`start-postgres.sh printed ${url}`);
  return {
    url,
    stop: () => {
      const bin = fs
        .readdirSync('/usr/lib/postgresql')
        .sort()
        .map((version) => `/usr/lib/postgresql/${version}/bin/pg_ctl`)
        .at(-1);
      const stop = `'${bin}' -D '${dir}' -m fast -w stop`;
      const asRoot = process.getuid?.() === 0;
      execFileSync(
        asRoot ? 'su' : 'bash',
        asRoot ? ['postgres', '-s', '/bin/bash', '-c', stop] : ['-c', stop],
        {
          stdio: 'ignore',
        },
      );
      return fs.promises.rm(dir, { recursive: true, force: true });
    },
  };
}

/** The server's version string, e.g. "17.5 (Debian 17.5-1)". */
export async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ server_version: string }>('show server_version');
    return result.rows[0]?.server_version ?? '?';
  } finally {
    await client.end();
  }
}

let counter = 0;

/** A new empty database on the server; `drop` removes it. */
export async function freshDatabase(
  serverUrl: string,
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  counter += 1;
  const name = `em_bench_${label.replace(/\W/g, '_')}_${process.pid}_${counter}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
