import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/** What a backup file holds, from its first bytes. */
export type BackupKind = 'postgres' | 'pglite';

/** pg_dump's custom format starts with "PGDMP"; the embedded database's copy is a gzipped tar. */
export function backupKindOf(file: string): BackupKind | null {
  const head = Buffer.alloc(5);
  const handle = fs.openSync(file, 'r');
  try {
    fs.readSync(handle, head, 0, 5, 0);
  } finally {
    fs.closeSync(handle);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return null;
}

/** The refusal of a file that cannot be read to its end, whatever the target. */
export const damagedBackup = (file: string, detail?: string) =>
  new Error(
    `${file} is damaged or incomplete: it is not a whole backup. Nothing was changed.${detail ? ` (${detail})` : ''}`,
  );

/** Reads the whole gzip stream of `file`; throws `damagedBackup` when it is cut short or corrupt. */
export async function checkGzipWhole(file: string): Promise<void> {
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  try {
    await pipeline(fs.createReadStream(file), zlib.createGunzip(), sink);
  } catch {
    throw damagedBackup(file);
  }
}

/** Throws a sentence when a backup cannot be written at `file`: no such folder, or a folder. */
export function checkBackupDestination(file: string) {
  const folder = path.dirname(file);
  if (!fs.existsSync(folder)) throw new Error(`The folder ${folder} does not exist.`);
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) {
    throw new Error(`${file} is a folder: give the backup a file name in it.`);
  }
}

/** Writes through a temporary name and renames: a backup file is whole or absent. */
export async function writeWhole(file: string, write: (partial: string) => Promise<void>) {
  checkBackupDestination(file);
  const partial = `${file}.partial`;
  try {
    await write(partial);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}
