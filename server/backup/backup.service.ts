import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { openPglite, type Database } from '../db/client';
import { backupKindOf, checkBackupDestination, writeWhole, type BackupKind } from './backup-file';
import { askHolder, holdDataDir } from './control-socket';
import { dumpPostgres } from './postgres-tools';
import { pgliteFolder, restoreIntoDataDir } from './restore-embedded';
import { restoreIntoPostgres } from './restore-postgres';

export type DatabaseSettings = Pick<Config, 'dataDir' | 'databaseUrl'>;

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
  checkBackupDestination(file);
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

/**
 * Restores `file` into the configured database, which must be empty (a new DATA_DIR, or a
 * PostgreSQL database with no tables) unless `force`. A pg_dump archive restores into PostgreSQL
 * with pg_restore; the embedded database's copy restores into a DATA_DIR as it was, or into
 * PostgreSQL row by row (moving from the embedded database to a server). The whole file is read
 * before anything is replaced: a damaged file, or a restore that fails, changes nothing. The app
 * must not be running on an embedded target; the next start migrates the restored data if it is
 * older.
 */
export async function restoreBackup(
  settings: DatabaseSettings,
  file: string,
  options: { force: boolean },
) {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist.`);
  if (fs.statSync(file).isDirectory()) throw new Error(`${file} is a folder, not a backup file.`);
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
