import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import { migrationsFolder, openPostgres, type Database, type Db } from '../db/client';
import type { BackupKind } from './backup-file';
import { copyDatabase } from './copy-database';
import { readDumpWhole, restorePostgres } from './postgres-tools';
import { openEmbeddedBackup } from './restore-embedded';

/** Empties a database of the application: its schema and its migrations' record. */
const EMPTY_SCHEMAS = [
  'drop schema if exists drizzle cascade',
  'drop schema if exists public cascade',
  'create schema public',
];

/** Tables already in a PostgreSQL database (the application's schema and its migrations). */
async function tablesIn(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as count from information_schema.tables where table_schema in ('public', 'drizzle')`,
  );
  const [row] = (result as { rows: Array<{ count: number }> }).rows;
  return row?.count ?? 0;
}

/**
 * Applies every migration inside the caller's transaction, recorded as drizzle's migrator records
 * them (so the next start finds nothing to do): the target is emptied, migrated and filled in one
 * transaction, all or nothing.
 */
async function migrateWithin(tx: Db) {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of readMigrationFiles({ migrationsFolder })) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

const undone = (file: string, error: unknown) =>
  new Error(
    `The restore of ${file} failed and was undone: nothing was changed. (${error instanceof Error ? error.message : String(error)})`,
  );

/**
 * Restores `file` into the PostgreSQL database at `url`. The file is read whole first (a damaged
 * one changes nothing); then emptying the database (`force`) and restoring happen in one
 * transaction. A pg_dump archive goes through pg_restore and psql; an embedded copy is loaded in
 * memory, migrated, and its rows copied.
 */
export async function restoreIntoPostgres(
  url: string,
  file: string,
  kind: BackupKind,
  force: boolean,
) {
  const target = await openPostgres({ url, poolSize: 2 });
  try {
    const tables = await tablesIn(target);
    if (tables > 0 && !force) {
      throw new Error(
        `The PostgreSQL database already has ${tables} tables. Restore into an empty database, or add --force to replace everything in it.`,
      );
    }
    const emptying = tables > 0 ? EMPTY_SCHEMAS : [];
    const lock = `select pg_advisory_xact_lock(${ADVISORY_LOCKS.migration})`;
    if (kind === 'postgres') {
      await readDumpWhole(file);
      await restorePostgres(url, file, [lock, ...emptying].join('; ')).catch((error: unknown) => {
        throw undone(file, error);
      });
      return { tables: undefined };
    }
    const source = await openEmbeddedBackup(file);
    try {
      await source.migrate();
      const copied = await target.db
        .transaction(async (tx) => {
          await tx.execute(sql.raw(lock));
          for (const statement of emptying) await tx.execute(sql.raw(statement));
          await migrateWithin(tx);
          return copyDatabase(source.db, tx);
        })
        .catch((error: unknown) => {
          throw undone(file, error);
        });
      return { tables: copied };
    } finally {
      await source.close();
    }
  } finally {
    await target.close();
  }
}
