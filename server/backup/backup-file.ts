import fs from 'node:fs';

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

/** Writes through a temporary name and renames: a backup file is whole or absent. */
export async function writeWhole(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}
