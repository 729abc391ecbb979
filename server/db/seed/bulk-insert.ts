import { getTableColumns, sql, type Table } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * Inserts many rows in one statement with a single JSON parameter, which PGlite parses far
 * faster than thousands of bound parameters. Returns the new ids in the order of `rows` (the table needs an integer `id`).
 */
export async function bulkInsert<T extends Table>(
  db: Db,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter(
    (key) => key in columns,
  );
  const names = keys.map((key) => columns[key]?.name ?? key);
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    const values = row as Record<string, unknown>;
    keys.forEach((key, i) => {
      const value = values[key];
      record[names[i] ?? key] = value instanceof Date ? value.toISOString() : (value ?? null);
    });
    return record;
  });
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const result: unknown = await db.execute(sql`
    insert into ${table} (${list})
    select ${list}
    from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json) with ordinality as r
    order by r.ordinality
    returning id
  `);
  // Identity values are drawn in the order of the select, so ascending ids follow `rows`.
  return (result as { rows: Array<{ id: number | string }> }).rows
    .map((row) => Number(row.id))
    .sort((a, b) => a - b);
}
