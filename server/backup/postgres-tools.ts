import { spawn } from 'node:child_process';

/**
 * Runs one of PostgreSQL's client programs (pg_dump, pg_restore, psql); resolves when it exits 0,
 * else rejects with what it printed. The connection URL goes in PGDATABASE's place through
 * `--dbname`, never into a log line.
 */
export function runPostgresTool(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${program} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client).`
            : `${program} could not start: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${program} failed (exit ${code}): ${errors.trim()}`));
    });
  });
}

/** pg_dump in its custom format: compressed, restored by pg_restore, one consistent snapshot. */
export const dumpPostgres = (url: string, file: string) =>
  runPostgresTool('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    `--dbname=${url}`,
  ]);

/** pg_restore of a custom-format dump, all or nothing (one transaction). */
export const restorePostgres = (url: string, file: string) =>
  runPostgresTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
