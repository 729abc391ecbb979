import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { athletes, horses, resultsHistory } from '../../db/schema/index';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';

const CHUNK = 500;

export type RunWrite = typeof resultsHistory.$inferInsert;
export type StoredRun = typeof resultsHistory.$inferSelect;

/** One history import at a time, so two uploads cannot create the same rider twice. */
export async function lockHistoryImports(db: Db) {
  await db.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.resultsHistory})`);
}

export async function insertAthletes(
  db: Db,
  rows: { name: string; nationality: string | null; feiId: string | null }[],
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

export async function insertHorses(
  db: Db,
  rows: { name: string; feiId: string | null }[],
): Promise<number[]> {
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

/** The runs already stored for these events' names (their dates are compared by the caller). */
export async function listRunsOfEvents(db: Db, eventNames: readonly string[]) {
  const runs: StoredRun[] = [];
  const names = [...new Set(eventNames)];
  for (let i = 0; i < names.length; i += CHUNK) {
    runs.push(
      ...(await db
        .select()
        .from(resultsHistory)
        .where(inArray(resultsHistory.eventName, names.slice(i, i + CHUNK)))),
    );
  }
  return runs;
}

/** Inserts new runs; a run stored meanwhile (same event, date and combination) is left alone. */
export async function insertRuns(db: Db, rows: readonly RunWrite[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(resultsHistory)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing();
  }
}

/** A stored run's level and scores, as a newer file gives them. */
export async function updateRun(db: Db, id: number, values: Partial<RunWrite>) {
  await db.update(resultsHistory).set(values).where(eq(resultsHistory.id, id));
}

/** Imported runs per event (name and date) and level text, newest first. */
export async function historyEventLevels(db: Db) {
  return db
    .select({
      eventName: resultsHistory.eventName,
      eventDate: resultsHistory.eventDate,
      level: resultsHistory.level,
      levelCode: resultsHistory.levelCode,
      rows: count(),
    })
    .from(resultsHistory)
    .groupBy(
      resultsHistory.eventName,
      resultsHistory.eventDate,
      resultsHistory.level,
      resultsHistory.levelCode,
    )
    .orderBy(desc(resultsHistory.eventDate), resultsHistory.eventName, resultsHistory.level);
}

/** Deletes an imported event's runs; returns how many. */
export async function deleteEventRuns(db: Db, eventName: string, eventDate: string) {
  const deleted = await db
    .delete(resultsHistory)
    .where(and(eq(resultsHistory.eventName, eventName), eq(resultsHistory.eventDate, eventDate)))
    .returning({ id: resultsHistory.id });
  return deleted.length;
}
