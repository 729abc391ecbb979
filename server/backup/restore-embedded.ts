import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, type Database } from '../db/client';
import { checkGzipWhole } from './backup-file';
import { holdDataDir } from './control-socket';

export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

const nonEmptyFolder = (folder: string) =>
  fs.existsSync(folder) && fs.readdirSync(folder).length > 0;

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

const notAnEmbeddedBackup = (file: string) =>
  new Error(
    `${file} is not a backup: it is a gzip file, but it holds no embedded database of this app. Nothing was changed.`,
  );

/**
 * Opens the embedded database copy in `file`, in memory or in `dataDir` (a new folder), once its
 * whole gzip stream has been read and the app's migrations table found in it; throws a sentence
 * naming the file when it is damaged or not such a copy.
 */
export async function openEmbeddedBackup(file: string, dataDir?: string): Promise<Database> {
  await checkGzipWhole(file);
  let database: Database;
  try {
    database = await openPglite({ dataDir, loadDataDir: new Blob([fs.readFileSync(file)]) });
  } catch {
    throw notAnEmbeddedBackup(file);
  }
  const found = await database.db
    .execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ours`)
    .then((result) => (result as { rows: Array<{ ours: boolean }> }).rows[0]?.ours === true)
    .catch(() => false);
  if (!found) {
    await database.close();
    throw notAnEmbeddedBackup(file);
  }
  return database;
}

/**
 * Restores an embedded database copy into `dataDir`: it is loaded into a new folder beside
 * `pglite/` first, and only once it opens is the old folder set aside (`force`) and the new one
 * put in its place. A file that cannot be loaded leaves the folder as it was.
 */
export async function restoreIntoDataDir(dataDir: string, file: string, force: boolean) {
  const holder = await holdDataDir(dataDir, 'a restore', () =>
    Promise.resolve({ status: 503, body: 'This folder is being restored.' }),
  );
  try {
    const folder = pgliteFolder(dataDir);
    const replacing = nonEmptyFolder(folder);
    if (replacing && !force) {
      throw new Error(
        `${folder} already holds a database. Restore into a new DATA_DIR, or add --force to replace it (the old one is kept beside it).`,
      );
    }
    const loading = `${folder}.restoring-${stamp()}`;
    try {
      const restored = await openEmbeddedBackup(file, loading);
      await restored.close();
    } catch (error) {
      fs.rmSync(loading, { recursive: true, force: true });
      throw error;
    }
    let setAside: string | undefined;
    if (replacing) {
      setAside = `${folder}.before-restore-${stamp()}`;
      fs.renameSync(folder, setAside);
    } else if (fs.existsSync(folder)) {
      fs.rmdirSync(folder);
    }
    fs.renameSync(loading, folder);
    return { setAside };
  } finally {
    await holder.close();
  }
}
