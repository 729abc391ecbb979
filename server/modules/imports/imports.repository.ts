import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  athletes,
  competitionEntries,
  competitions,
  horses,
  resultsHistory,
} from '../../db/schema/index';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';

const CHUNK = 500;

/** Imports that find-or-create athletes and horses by name run one at a time (no twins). */
export async function lockImports(db: Db) {
  await db.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.imports})`);
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

const athleteKey = sql<string>`lower(regexp_replace(btrim(${athletes.name}), '\\s+', ' ', 'g'))`;

/** Athletes whose name matches one of the keys (see nameKey); the oldest first. */
export async function findAthletesByNameKeys(db: Db, keys: readonly string[]) {
  const found: Array<{ id: number; key: string; nationality: string | null }> = [];
  for (const part of chunks(keys)) {
    found.push(
      ...(await db
        .select({ id: athletes.id, key: athleteKey, nationality: athletes.nationality })
        .from(athletes)
        .where(inArray(athleteKey, part))
        .orderBy(asc(athletes.id))),
    );
  }
  return found;
}

export async function insertAthlete(db: Db, values: typeof athletes.$inferInsert) {
  const [row] = await db.insert(athletes).values(values).returning({ id: athletes.id });
  if (!row) throw new Error('athlete not inserted');
  return row.id;
}

export async function insertHorse(db: Db, values: typeof horses.$inferInsert) {
  const [row] = await db.insert(horses).values(values).returning({ id: horses.id });
  if (!row) throw new Error('horse not inserted');
  return row.id;
}

export async function updateAthleteDetails(
  db: Db,
  id: number,
  values: { birthDate?: string; nationality?: string },
) {
  if (Object.keys(values).length === 0) return;
  await db.update(athletes).set(values).where(eq(athletes.id, id));
}

async function existingIds(
  db: Db,
  table: typeof athletes | typeof horses | typeof competitions,
  ids: number[],
) {
  const found = new Set<number>();
  for (const part of chunks([...new Set(ids)])) {
    const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, part));
    for (const row of rows) found.add(row.id);
  }
  return found;
}

export const existingAthleteIds = (db: Db, ids: number[]) => existingIds(db, athletes, ids);
export const existingHorseIds = (db: Db, ids: number[]) => existingIds(db, horses, ids);
export const existingCompetitionIds = (db: Db, ids: number[]) => existingIds(db, competitions, ids);

export const combinationKey = (competitionId: number, athleteId: number, horseId: number) =>
  `${competitionId}:${athleteId}:${horseId}`;

/** Every rider-and-horse combination already entered in these competitions. */
export async function existingCombinations(db: Db, competitionIds: number[]) {
  const keys = new Set<number>(competitionIds);
  const found = new Map<string, number>();
  for (const part of chunks([...keys])) {
    const rows = await db
      .select({
        id: competitionEntries.id,
        competitionId: competitionEntries.competitionId,
        athleteId: competitionEntries.athleteId,
        horseId: competitionEntries.horseId,
      })
      .from(competitionEntries)
      .where(inArray(competitionEntries.competitionId, part));
    for (const row of rows)
      found.set(combinationKey(row.competitionId, row.athleteId, row.horseId), row.id);
  }
  return found;
}

/** Inserts entries, leaving out any combination that exists by now; returns how many went in. */
export async function insertEntries(db: Db, rows: Array<typeof competitionEntries.$inferInsert>) {
  let inserted = 0;
  for (const part of chunks(rows)) {
    const written = await db
      .insert(competitionEntries)
      .values(part)
      .onConflictDoNothing()
      .returning({ id: competitionEntries.id });
    inserted += written.length;
  }
  return inserted;
}

/**
 * An entry's start order, bridle number, price and statistics: everything but its scores,
 * points and positions, which only `recordResults` writes (server/modules/results/).
 */
export type EntryDetailsWrite = Partial<
  Pick<
    typeof competitionEntries.$inferInsert,
    | 'startOrder'
    | 'bridleNumber'
    | 'price'
    | 'ra6'
    | 'sj6'
    | 'xcj10'
    | 'tsp'
    | 'expPts'
    | 'eloIn'
    | 'eloOut'
    | 'hpr'
  >
>;

/**
 * Writes an entry's details. A file's price does not replace an operator's override: while one
 * stands, it becomes the price the entry returns to when the override is cleared (decision 039).
 * A price written is a price given: the entry counts as priced from now on (decision 099).
 */
export async function updateEntryDetails(db: Db, id: number, values: EntryDetailsWrite, now: Date) {
  const { price, ...rest } = values;
  const { priceOverride, priceBeforeOverride } = competitionEntries;
  await db
    .update(competitionEntries)
    .set({
      ...rest,
      ...(price === undefined
        ? {}
        : {
            price: sql`case when ${priceOverride} is null then ${price}::numeric else ${competitionEntries.price} end`,
            priceBeforeOverride: sql`case when ${priceOverride} is null then ${priceBeforeOverride} else ${price}::numeric end`,
            priceGivenAt: now,
          }),
      updatedAt: now,
    })
    .where(eq(competitionEntries.id, id));
}

export async function findCompetitionName(db: Db, id: number) {
  const [row] = await db
    .select({ id: competitions.id, name: competitions.name })
    .from(competitions)
    .where(eq(competitions.id, id));
  return row;
}

/** A competition's entries with rider and horse, in start order then id. */
export async function listCompetitionEntriesForFile(db: Db, competitionId: number) {
  return db
    .select({
      entry: competitionEntries,
      rider: athletes.name,
      nationality: athletes.nationality,
      horse: horses.name,
    })
    .from(competitionEntries)
    .innerJoin(athletes, eq(athletes.id, competitionEntries.athleteId))
    .innerJoin(horses, eq(horses.id, competitionEntries.horseId))
    .where(eq(competitionEntries.competitionId, competitionId))
    .orderBy(sql`${competitionEntries.startOrder} asc nulls last`, asc(competitionEntries.id));
}
export type EntryFileRow = Awaited<ReturnType<typeof listCompetitionEntriesForFile>>[number];

/** Competitions holding any entry of these athletes or horses (their pages show the names). */
export async function competitionsOfEntries(
  db: Db,
  filter: { athleteIds?: number[]; horseIds?: number[] },
): Promise<number[]> {
  const conditions = [];
  if (filter.athleteIds?.length)
    conditions.push(inArray(competitionEntries.athleteId, filter.athleteIds));
  if (filter.horseIds?.length)
    conditions.push(inArray(competitionEntries.horseId, filter.horseIds));
  if (conditions.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: competitionEntries.competitionId })
    .from(competitionEntries)
    .where(or(...conditions));
  return rows.map((row) => row.id);
}

/** Every rider with the fields identity is decided on (decision 043). */
export async function identityAthletes(db: Db) {
  return db
    .select({
      id: athletes.id,
      name: athletes.name,
      nationality: athletes.nationality,
      feiId: athletes.feiId,
    })
    .from(athletes);
}

export async function identityHorses(db: Db) {
  return db.select({ id: horses.id, name: horses.name, feiId: horses.feiId }).from(horses);
}

/** Every rider-and-horse pair on record: entries and imported history. */
export async function knownRides(db: Db): Promise<Array<{ athleteId: number; horseId: number }>> {
  return db
    .select({ athleteId: competitionEntries.athleteId, horseId: competitionEntries.horseId })
    .from(competitionEntries)
    .union(
      db
        .select({ athleteId: resultsHistory.athleteId, horseId: resultsHistory.horseId })
        .from(resultsHistory),
    );
}

/** Sets an FEI id on a rider or horse that had none. */
export async function setFeiId(db: Db, kind: 'athlete' | 'horse', id: number, feiId: string) {
  const table = kind === 'athlete' ? athletes : horses;
  await db.update(table).set({ feiId }).where(eq(table.id, id));
}
