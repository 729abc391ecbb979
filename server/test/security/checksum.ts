import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Tables a refused request may legitimately touch: failed sign-ins count toward rate limits,
 * and a session's last-seen time moves when it is used.
 */
export const VOLATILE_TABLES = new Set(['rate_limits', 'sessions']);

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function listTables(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return rowsOf<{ table_name: string }>(result)
    .map((row) => row.table_name)
    .filter((name) => !VOLATILE_TABLES.has(name));
}

/** Row count and a content hash per table: equal checksums mean nothing was written. */
export async function databaseChecksum(db: Db, tables: readonly string[]): Promise<string> {
  const parts = tables.map(
    (table) =>
      `select '${table}' as t, count(*)::int as n, ` +
      `coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') as h from "${table}" x`,
  );
  const result = await db.execute(sql.raw(parts.join(' union all ')));
  return rowsOf<{ t: string; n: number; h: string }>(result)
    .map((row) => `${row.t}:${row.n}:${row.h}`)
    .sort()
    .join('|');
}

/** Which tables differ between two checksums. */
export function changedTables(before: string, after: string): string[] {
  const map = new Map(before.split('|').map((part) => [part.split(':')[0], part]));
  return after
    .split('|')
    .filter((part) => map.get(part.split(':')[0]) !== part)
    .map((part) => part.split(':')[0] ?? '');
}
