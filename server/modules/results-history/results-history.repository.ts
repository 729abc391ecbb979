import { count, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { athletes, horses, resultsHistory } from '../../db/schema/index';

const CHUNK = 500;
const HISTORY_LOCK_KEY = 7_310_021;

/** One history import at a time, so two uploads cannot create the same rider twice. */
export async function lockHistoryImports(db: Db) {
  await db.execute(sql`select pg_advisory_xact_lock(${HISTORY_LOCK_KEY})`);
}

export async function allAthletes(db: Db) {
  return db
    .select({ id: athletes.id, name: athletes.name, nationality: athletes.nationality })
    .from(athletes);
}

export async function allHorses(db: Db) {
  return db.select({ id: horses.id, name: horses.name }).from(horses);
}

export async function insertAthletes(
  db: Db,
  rows: { name: string; nationality: string | null }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const inserted = await db
      .insert(athletes)
      .values(rows.slice(i, i + CHUNK))
      .returning({ id: athletes.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export async function insertHorses(db: Db, rows: { name: string }[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const inserted = await db
      .insert(horses)
      .values(rows.slice(i, i + CHUNK))
      .returning({ id: horses.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** Inserts runs; a run already stored (same event, level, rider and horse) is left as it is. */
export async function insertRuns(db: Db, rows: (typeof resultsHistory.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(resultsHistory)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing();
  }
}

export async function historyEvents(db: Db) {
  return db
    .select({
      eventName: resultsHistory.eventName,
      eventDate: resultsHistory.eventDate,
      level: resultsHistory.level,
      rows: count(),
    })
    .from(resultsHistory)
    .groupBy(resultsHistory.eventName, resultsHistory.eventDate, resultsHistory.level)
    .orderBy(desc(resultsHistory.eventDate), resultsHistory.eventName, resultsHistory.level);
}
