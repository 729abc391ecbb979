import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { openPglite, openPostgres, type Database } from '../db/client';
import { backupKindOf, writeWhole, type BackupKind } from './backup-file';
import { askHolder, holdDataDir } from './control-socket';
import { copyDatabase } from './copy-database';
import { dumpPostgres, restorePostgres } from './postgres-tools';

export type DatabaseSettings = Pick<Config, 'dataDir' | 'databaseUrl'>;

export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

const nonEmptyFolder = (folder: string) =>
  fs.existsSync(folder) && fs.readdirSync(folder).length > 0;

/** Writes the embedded database's copy (a gzipped tar of its folder) to `file`. */
async function writeDump(database: Database, file: string) {
  if (!database.dumpDataDir) throw new Error('Only the embedded database dumps its folder.');
  const blob = await database.dumpDataDir();
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
}

/**
 * Writes a consistent backup of the configured database to `file` (whole or not at all), whether
 * the app runs or not. PostgreSQL: pg_dump's custom format (one snapshot; the app keeps running).
 * Embedded: the running server is asked for a copy of its data folder through its control
 * socket (taken between two statements: every write it acknowledged); when no server runs, the
 * folder is opened here, with the server kept from starting meanwhile.
 */
export async function takeBackup(
  settings: DatabaseSettings,
  file: string,
): Promise<{ kind: BackupKind; via: string; bytes: number }> {
  if (settings.databaseUrl) {
    const url = settings.databaseUrl;
    await writeWhole(file, (partial) => dumpPostgres(url, partial));
    return { kind: 'postgres', via: 'pg_dump', bytes: fs.statSync(file).size };
  }
  const answer = await askHolder(settings.dataDir, '/backup');
  if (answer) {
    if (answer.status !== 200)
      throw new Error(`The server could not take the backup: ${answer.body.toString()}`);
    await writeWhole(file, (partial) => Promise.resolve(fs.writeFileSync(partial, answer.body)));
    return { kind: 'pglite', via: 'the running server', bytes: answer.body.length };
  }
  const folder = pgliteFolder(settings.dataDir);
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${folder}: check DATA_DIR.`);
  }
  const holder = await holdDataDir(settings.dataDir, 'a backup', () =>
    Promise.resolve({ status: 503, body: 'A backup is being taken of this folder.' }),
  );
  try {
    const database = await openPglite({ dataDir: folder });
    try {
      await writeWhole(file, (partial) => writeDump(database, partial));
    } finally {
      await database.close();
    }
  } finally {
    await holder.close();
  }
  return { kind: 'pglite', via: 'the data folder', bytes: fs.statSync(file).size };
}

const readBlob = (file: string) => new Blob([fs.readFileSync(file)]);

/** Tables already in a PostgreSQL database (the application's schema and its migrations). */
async function tablesIn(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as count from information_schema.tables where table_schema in ('public', 'drizzle')`,
  );
  const [row] = (result as { rows: Array<{ count: number }> }).rows;
  return row?.count ?? 0;
}

async function restoreIntoPostgres(url: string, file: string, kind: BackupKind, force: boolean) {
  const target = await openPostgres({ url, poolSize: 2 });
  try {
    const tables = await tablesIn(target);
    if (tables > 0) {
      if (!force) {
        throw new Error(
          `The PostgreSQL database already has ${tables} tables. Restore into an empty database, or add --force to replace everything in it.`,
        );
      }
      await target.db.execute(sql`drop schema if exists drizzle cascade`);
      await target.db.execute(sql`drop schema if exists public cascade`);
      await target.db.execute(sql`create schema public`);
    }
    if (kind === 'pglite') {
      const source = await openPglite({ loadDataDir: readBlob(file) });
      try {
        await source.migrate();
        await target.migrate();
        return { tables: await copyDatabase(source.db, target.db) };
      } finally {
        await source.close();
      }
    }
  } finally {
    await target.close();
  }
  await restorePostgres(url, file);
  return { tables: undefined };
}

async function restoreIntoDataDir(dataDir: string, file: string, force: boolean) {
  const holder = await holdDataDir(dataDir, 'a restore', () =>
    Promise.resolve({ status: 503, body: 'This folder is being restored.' }),
  );
  try {
    const folder = pgliteFolder(dataDir);
    let setAside: string | undefined;
    if (nonEmptyFolder(folder)) {
      if (!force) {
        throw new Error(
          `${folder} already holds a database. Restore into a new DATA_DIR, or add --force to replace it (the old one is kept beside it).`,
        );
      }
      setAside = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(folder, setAside);
    }
    fs.mkdirSync(folder, { recursive: true });
    const restored = await PGlite.create({ dataDir: folder, loadDataDir: readBlob(file) });
    await restored.close();
    return { setAside };
  } finally {
    await holder.close();
  }
}

/**
 * Restores `file` into the configured database, which must be empty (a new DATA_DIR, or a
 * PostgreSQL database with no tables) unless `force`. A pg_dump archive restores into PostgreSQL
 * with pg_restore; the embedded database's copy restores into a DATA_DIR as it was, or into
 * PostgreSQL row by row (moving from the embedded database to a server). The app must not be
 * running on an embedded target; the next start migrates the restored data if it is older.
 */
export async function restoreBackup(
  settings: DatabaseSettings,
  file: string,
  options: { force: boolean },
) {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist.`);
  const kind = backupKindOf(file);
  if (kind === null) {
    throw new Error(
      `${file} is not a backup: neither a pg_dump custom archive nor an embedded database copy.`,
    );
  }
  if (settings.databaseUrl) {
    const { tables } = await restoreIntoPostgres(settings.databaseUrl, file, kind, options.force);
    return { kind, target: 'postgres' as const, tables, setAside: undefined };
  }
  if (kind === 'postgres') {
    throw new Error(
      `${file} is a PostgreSQL backup (pg_dump): restore it into PostgreSQL by setting DATABASE_URL.`,
    );
  }
  const { setAside } = await restoreIntoDataDir(settings.dataDir, file, options.force);
  return { kind, target: 'pglite' as const, tables: undefined, setAside };
}
