import { spawn } from 'node:child_process';
import { damagedBackup } from './backup-file';

/** A PostgreSQL program that ran and exited with an error; `output` is what it printed. */
class ToolFailed extends Error {
  constructor(
    program: string,
    code: number | null,
    readonly output: string,
  ) {
    super(`${program} failed (exit ${code}): ${output}`);
  }
}

const notStarted = (program: string, error: NodeJS.ErrnoException) =>
  new Error(
    error.code === 'ENOENT'
      ? `${program} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client).`
      : `${program} could not start: ${error.message}`,
  );

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
    child.on('error', (error: NodeJS.ErrnoException) => reject(notStarted(program, error)));
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new ToolFailed(program, code, errors.trim()));
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

/** Reads every block of a custom-format dump (pg_restore to nowhere): throws unless it is whole. */
export const readDumpWhole = (file: string) =>
  runPostgresTool('pg_restore', ['--file=/dev/null', file]).catch((error: unknown) => {
    throw error instanceof ToolFailed ? damagedBackup(file, error.output) : error;
  });

/**
 * Restores a custom-format dump all or nothing: pg_restore writes its script, and psql runs
 * `first` (SQL that empties the target) and the script in one transaction. psql's input is
 * closed only once pg_restore has read the whole file; if it fails, psql is stopped before it
 * commits, so the target is left as it was.
 */
export function restorePostgres(url: string, file: string, first: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const psql = spawn(
      'psql',
      [
        '--no-psqlrc',
        '--quiet',
        '--set=ON_ERROR_STOP=1',
        '--single-transaction',
        `--command=set client_min_messages = warning; ${first}`,
        '--file=-',
        `--dbname=${url}`,
      ],
      { stdio: ['pipe', 'ignore', 'pipe'] },
    );
    const said = { pg_restore: '', psql: '' };
    script.stderr.on('data', (chunk: Buffer) => (said.pg_restore += chunk.toString()));
    psql.stderr.on('data', (chunk: Buffer) => (said.psql += chunk.toString()));
    psql.stdin.on('error', () => undefined);
    script.stdout.pipe(psql.stdin, { end: false });
    let failure: Error | undefined;
    const notStarting = (program: string) => (error: NodeJS.ErrnoException) => {
      failure ??= notStarted(program, error);
      psql.kill('SIGTERM');
      script.kill('SIGTERM');
    };
    script.on('error', notStarting('pg_restore'));
    psql.on('error', notStarting('psql'));
    script.on('close', (code) => {
      if (code === 0) psql.stdin.end();
      else {
        failure ??= new ToolFailed('pg_restore', code, said.pg_restore.trim());
        psql.kill('SIGTERM');
      }
    });
    psql.on('close', (code) => {
      if (failure) reject(failure);
      else if (code === 0) resolve();
      else reject(new ToolFailed('psql', code, said.psql.trim()));
    });
  });
}
