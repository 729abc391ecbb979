import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { DEFAULT_ENTRY_PRICE_TENTHS } from '../../../contract/constants';
import type { Db } from '../../db/client';
import {
  athletes,
  competitionEntries,
  competitions,
  horses,
  resultsHistory,
} from '../../db/schema/index';
import { phaseInputColumns } from '../results/phase-columns';

export async function findCompetition(db: Db, id: number) {
  const [row] = await db
    .select({
      id: competitions.id,
      startDate: competitions.startDate,
      status: competitions.status,
      level: competitions.level,
    })
    .from(competitions)
    .where(eq(competitions.id, id));
  return row ?? null;
}

export async function entriesToPrice(db: Db, competitionId: number) {
  return db
    .select({
      id: competitionEntries.id,
      athleteId: competitionEntries.athleteId,
      horseId: competitionEntries.horseId,
      athleteName: athletes.name,
      horseName: horses.name,
      price: competitionEntries.price,
      priceOverride: competitionEntries.priceOverride,
      ...phaseInputColumns,
    })
    .from(competitionEntries)
    .innerJoin(athletes, eq(athletes.id, competitionEntries.athleteId))
    .innerJoin(horses, eq(horses.id, competitionEntries.horseId))
    .where(eq(competitionEntries.competitionId, competitionId))
    .orderBy(competitionEntries.id);
}

/** Every horse's name and FEI id, which the expected-points model reads a horse by. */
export async function horseNames(db: Db) {
  return db.select({ id: horses.id, name: horses.name, feiId: horses.feiId }).from(horses);
}

/** History rows dated before the day. */
export async function historyBefore(db: Db, day: string) {
  return db
    .select({
      event: sql<string>`${resultsHistory.eventName} || '|' || ${resultsHistory.eventDate} || '|' || ${resultsHistory.level}`,
      date: resultsHistory.eventDate,
      level: resultsHistory.level,
      athleteId: resultsHistory.athleteId,
      horseId: resultsHistory.horseId,
      drStatus: resultsHistory.drStatus,
      drScore: resultsHistory.drScore,
      sjStatus: resultsHistory.sjStatus,
      sjScore: resultsHistory.sjScore,
      xcStatus: resultsHistory.xcStatus,
      xcjScore: resultsHistory.xcjScore,
      xctScore: resultsHistory.xctScore,
    })
    .from(resultsHistory)
    .where(lt(resultsHistory.eventDate, day));
}

/** Entries of completed competitions that started before the moment. */
export async function completedEntriesBefore(db: Db, before: Date) {
  return db
    .select({
      competitionId: competitionEntries.competitionId,
      startDate: competitions.startDate,
      level: competitions.level,
      athleteId: competitionEntries.athleteId,
      horseId: competitionEntries.horseId,
      ...phaseInputColumns,
    })
    .from(competitionEntries)
    .innerJoin(competitions, eq(competitions.id, competitionEntries.competitionId))
    .where(and(eq(competitions.status, 'completed'), lt(competitions.startDate, before)));
}

export type EntryFigures = {
  /** Left out: the price stays as it is. */
  price?: string;
  ra6: string | null;
  sj6: string | null;
  xcj10: string | null;
  tsp: string | null;
  expPts: string | null;
  eloIn: string | null;
  eloOut: string | null;
  hpr: string | null;
  pricedAt: Date;
};

export async function storeEntryFigures(db: Db, id: number, figures: EntryFigures) {
  await db
    .update(competitionEntries)
    .set({ ...figures, updatedAt: new Date() })
    .where(eq(competitionEntries.id, id));
}

/** The price an entry has until it is priced. */
const DEFAULT_PRICE = (DEFAULT_ENTRY_PRICE_TENTHS / 10).toFixed(1);

/**
 * Sets an operator's price (the entry costs it at once), or clears it. Setting keeps the price the
 * entry had without an override (`priceBeforeOverride`). Clearing gives an entry the pricing never
 * reached that price back (a start list's, or the default 2.5 when it had none); an entry the
 * pricing reached keeps its stored figures and gets the model's price from `restoreComputedPrice`.
 * Whether the pricing reached it is its `pricedAt`, which an override leaves alone. False when
 * the entry is not in the competition.
 */
export async function setPriceOverride(
  db: Db,
  competitionId: number,
  entryId: number,
  price: string | null,
) {
  const { pricedAt, priceOverride, priceBeforeOverride } = competitionEntries;
  const current = competitionEntries.price;
  const rows = await db
    .update(competitionEntries)
    .set(
      price === null
        ? {
            priceOverride: null,
            priceBeforeOverride: null,
            price: sql`case when ${priceOverride} is not null and ${pricedAt} is null then coalesce(${priceBeforeOverride}, ${DEFAULT_PRICE}::numeric) else ${current} end`,
            updatedAt: new Date(),
          }
        : {
            priceOverride: price,
            priceBeforeOverride: sql`case when ${priceOverride} is null then ${current} else ${priceBeforeOverride} end`,
            price,
            updatedAt: new Date(),
          },
    )
    .where(
      and(eq(competitionEntries.id, entryId), eq(competitionEntries.competitionId, competitionId)),
    )
    .returning({ id: competitionEntries.id });
  return rows.length > 0;
}

/**
 * The model's price for an entry whose override was just cleared (none set since). Only an entry
 * the pricing reached takes it: its stored figures and `pricedAt` stay those of that pricing run,
 * and an entry never priced keeps the default price.
 */
export async function restoreComputedPrice(db: Db, entryId: number, price: string) {
  await db
    .update(competitionEntries)
    .set({ price, updatedAt: new Date() })
    .where(
      and(
        eq(competitionEntries.id, entryId),
        isNull(competitionEntries.priceOverride),
        isNotNull(competitionEntries.pricedAt),
      ),
    );
}

/** Competitions that still take teams (pending or open), for the operator's warnings. */
export async function entriesOfUpcomingCompetitions(db: Db) {
  return db
    .select({
      competitionId: competitions.id,
      price: competitionEntries.price,
      priceOverride: competitionEntries.priceOverride,
      expPts: competitionEntries.expPts,
      pricedAt: competitionEntries.pricedAt,
      priceGivenAt: competitionEntries.priceGivenAt,
      drStatus: competitionEntries.drStatus,
      sjStatus: competitionEntries.sjStatus,
      xcStatus: competitionEntries.xcStatus,
    })
    .from(competitions)
    .leftJoin(competitionEntries, eq(competitionEntries.competitionId, competitions.id))
    .where(inArray(competitions.status, ['pending', 'open']))
    .orderBy(asc(competitions.id));
}

/** One competition's entries with what the operator's warnings need. */
export async function entriesForHealth(db: Db, competitionId: number) {
  return db
    .select({
      price: competitionEntries.price,
      priceOverride: competitionEntries.priceOverride,
      expPts: competitionEntries.expPts,
      pricedAt: competitionEntries.pricedAt,
      priceGivenAt: competitionEntries.priceGivenAt,
      drStatus: competitionEntries.drStatus,
      sjStatus: competitionEntries.sjStatus,
      xcStatus: competitionEntries.xcStatus,
    })
    .from(competitionEntries)
    .where(eq(competitionEntries.competitionId, competitionId));
}
