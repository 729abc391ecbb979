import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type Column = { name: string; generated: boolean };
type Table = { name: string; columns: Column[]; parents: string[] };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH_ROWS = 200;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The application's tables (schema public) with their columns and the tables they reference. */
export async function listTables(db: Db): Promise<Table[]> {
  const columns = await rows<{ table_name: string; column_name: string; is_generated: string }>(
    db,
    sql`select c.table_name, c.column_name, c.is_generated
          from information_schema.columns c
          join information_schema.tables t
            on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
         order by c.table_name, c.ordinal_position`,
  );
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select distinct child.relname as child, parent.relname as parent
          from pg_constraint con
          join pg_class child on child.oid = con.conrelid
          join pg_class parent on parent.oid = con.confrelid
          join pg_namespace ns on ns.oid = child.relnamespace
         where con.contype = 'f' and ns.nspname = 'public'`,
  );
  const tables = new Map<string, Table>();
  for (const column of columns) {
    const table = tables.get(column.table_name) ?? {
      name: column.table_name,
      columns: [],
      parents: [],
    };
    table.columns.push({ name: column.column_name, generated: column.is_generated === 'ALWAYS' });
    tables.set(column.table_name, table);
  }
  for (const { child, parent } of references) {
    if (child !== parent) tables.get(child)?.parents.push(parent);
  }
  return [...tables.values()];
}

/** Tables ordered so that each comes after the tables it references. */
export function parentsFirst(tables: Table[]): Table[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const visit = (table: Table, path: Set<string>) => {
    if (placed.has(table.name) || path.has(table.name)) return;
    path.add(table.name);
    for (const parent of table.parents) {
      const found = byName.get(parent);
      if (found) visit(found, path);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) {
    visit(table, new Set());
  }
  return ordered;
}

/**
 * Copies every row of the application's tables from `source` into `target`, both at the same
 * migration: the target's rows are replaced, parents before children, values carried as text
 * (each column parses its own type), identity values kept, triggers of ours off while copying
 * (the kept counts are copied, not recounted), and every sequence set where the source's stood.
 * Returns the rows copied per table.
 */
export async function copyDatabase(source: Db, target: Db): Promise<Record<string, number>> {
  const tables = parentsFirst(await listTables(source));
  const copied: Record<string, number> = {};
  await target.transaction(async (tx) => {
    if (tables.length > 0) {
      await tx.execute(
        sql.raw(`truncate ${tables.map((table) => quote(table.name)).join(', ')} restart identity`),
      );
    }
    for (const table of tables) {
      await tx.execute(sql.raw(`alter table ${quote(table.name)} disable trigger user`));
      const columns = table.columns.filter((column) => !column.generated);
      const list = columns.map((column) => quote(column.name)).join(', ');
      const asText = columns.map((column) => `${quote(column.name)}::text`).join(', ');
      const values = await rows<Record<string, string | null>>(
        source,
        sql.raw(`select ${asText} from ${quote(table.name)}`),
      );
      copied[table.name] = values.length;
      for (let start = 0; start < values.length; start += BATCH_ROWS) {
        const batch = values.slice(start, start + BATCH_ROWS);
        const tuples = batch.map(
          (row) =>
            sql`(${sql.join(
              Object.values(row).map((value) => sql`${value}`),
              sql`, `,
            )})`,
        );
        await tx.execute(
          sql`insert into ${sql.raw(quote(table.name))} (${sql.raw(list)}) overriding system value values ${sql.join(tuples, sql`, `)}`,
        );
      }
      await tx.execute(sql.raw(`alter table ${quote(table.name)} enable trigger user`));
    }
    const sequences = await rows<{ name: string; last_value: string | null }>(
      source,
      sql`select format('%I.%I', schemaname, sequencename) as name, last_value::text
            from pg_sequences where schemaname = 'public'`,
    );
    for (const sequence of sequences) {
      if (sequence.last_value === null) continue;
      await tx.execute(
        sql`select setval(${sequence.name}::regclass, ${sequence.last_value}::bigint)`,
      );
    }
  });
  return copied;
}
