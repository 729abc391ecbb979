import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { MatchType } from '../../../contract/matching';
import type { Db } from '../../db/client';
import {
  athletes,
  competitionEntries,
  competitions,
  horses,
  scrapedNameMatches,
} from '../../db/schema/index';
import { phaseInputColumns } from '../results/phase-columns';

export type ScrapedRow = typeof scrapedNameMatches.$inferSelect;

export async function findCompetitionForMatching(db: Db, id: number) {
  const [row] = await db
    .select({
      id: competitions.id,
      name: competitions.name,
      scoringUrl: competitions.scoringUrl,
      lastScrapedAt: competitions.lastScrapedAt,
    })
    .from(competitions)
    .where(eq(competitions.id, id));
  return row;
}

export type EntryName = {
  entryId: number;
  athleteName: string;
  horseName: string;
  nationality: string | null;
  position: number | null;
  riderFeiId: string | null;
  horseFeiId: string | null;
};

export async function listEntryNames(db: Db, competitionId: number): Promise<EntryName[]> {
  return db
    .select({
      entryId: competitionEntries.id,
      athleteName: athletes.name,
      horseName: horses.name,
      nationality: athletes.nationality,
      position: competitionEntries.position,
      riderFeiId: athletes.feiId,
      horseFeiId: horses.feiId,
    })
    .from(competitionEntries)
    .innerJoin(athletes, eq(athletes.id, competitionEntries.athleteId))
    .innerJoin(horses, eq(horses.id, competitionEntries.horseId))
    .where(eq(competitionEntries.competitionId, competitionId))
    .orderBy(asc(competitionEntries.position), asc(athletes.name), asc(competitionEntries.id));
}

export async function listActiveScrapedRows(db: Db, competitionId: number): Promise<ScrapedRow[]> {
  return db
    .select()
    .from(scrapedNameMatches)
    .where(
      and(
        eq(scrapedNameMatches.competitionId, competitionId),
        eq(scrapedNameMatches.isActive, true),
      ),
    )
    .orderBy(asc(scrapedNameMatches.id));
}

export async function findScrapedRow(
  db: Db,
  competitionId: number,
  athleteName: string,
  horseName: string,
): Promise<ScrapedRow | undefined> {
  const [row] = await db
    .select()
    .from(scrapedNameMatches)
    .where(
      and(
        eq(scrapedNameMatches.competitionId, competitionId),
        eq(scrapedNameMatches.scrapedAthleteName, athleteName),
        eq(scrapedNameMatches.scrapedHorseName, horseName),
        eq(scrapedNameMatches.isActive, true),
      ),
    );
  return row;
}

export type ScrapedRowWrite = {
  athleteName: string;
  horseName: string;
  nationality: string | null;
  data: unknown;
};

/**
 * Stores one scoreboard snapshot: rows are inserted or refreshed (keeping their matches), and
 * rows of earlier snapshots that are no longer on the board stop being active and let go of
 * their entries.
 */
export async function replaceScrapedRows(
  db: Db,
  competitionId: number,
  rows: readonly ScrapedRowWrite[],
  now: Date,
): Promise<void> {
  const present = rows.map((row) => `${row.athleteName}\u001f${row.horseName}`);
  await db
    .update(scrapedNameMatches)
    .set({ isActive: false, matchedEntryId: null, updatedAt: now })
    .where(
      and(
        eq(scrapedNameMatches.competitionId, competitionId),
        present.length === 0
          ? sql`true`
          : notInArray(
              sql`${scrapedNameMatches.scrapedAthleteName} || chr(31) || ${scrapedNameMatches.scrapedHorseName}`,
              present,
            ),
      ),
    );
  if (rows.length === 0) return;
  await db
    .insert(scrapedNameMatches)
    .values(
      rows.map((row) => ({
        competitionId,
        scrapedAthleteName: row.athleteName,
        scrapedHorseName: row.horseName,
        scrapedNationality: row.nationality,
        scrapedData: row.data,
        isActive: true,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [
        scrapedNameMatches.competitionId,
        scrapedNameMatches.scrapedAthleteName,
        scrapedNameMatches.scrapedHorseName,
      ],
      set: {
        scrapedNationality: sql`excluded.scraped_nationality`,
        scrapedData: sql`excluded.scraped_data`,
        isActive: true,
        updatedAt: now,
      },
    });
}

export type MatchWrite = {
  matchedEntryId: number;
  matchedAthleteName: string;
  matchedHorseName: string;
  matchType: MatchType;
  confidence: string;
};

export async function setScrapedRowMatch(db: Db, id: number, match: MatchWrite, now: Date) {
  await db
    .update(scrapedNameMatches)
    .set({ ...match, updatedAt: now })
    .where(eq(scrapedNameMatches.id, id));
}

export async function clearScrapedRowMatch(db: Db, id: number, now: Date) {
  await db
    .update(scrapedNameMatches)
    .set({
      matchedEntryId: null,
      matchedAthleteName: null,
      matchedHorseName: null,
      matchType: null,
      confidence: null,
      updatedAt: now,
    })
    .where(eq(scrapedNameMatches.id, id));
}

export type HeldScores = {
  entryId: number;
  athleteName: string;
  horseName: string;
} & Pick<
  typeof competitionEntries.$inferSelect,
  'drStatus' | 'drScore' | 'sjStatus' | 'sjScore' | 'xcStatus' | 'xcjScore' | 'xctScore'
>;

/** Entries with their names and recorded phase values, to be narrowed by a `where`. */
const heldScoresOf = (db: Db) =>
  db
    .select({
      entryId: competitionEntries.id,
      athleteName: athletes.name,
      horseName: horses.name,
      ...phaseInputColumns,
    })
    .from(competitionEntries)
    .innerJoin(athletes, eq(athletes.id, competitionEntries.athleteId))
    .innerJoin(horses, eq(horses.id, competitionEntries.horseId));

/** An entry's names and recorded phase values, as a match left them to release. */
export async function findHeldScores(db: Db, entryId: number): Promise<HeldScores | undefined> {
  const [row] = await heldScoresOf(db).where(eq(competitionEntries.id, entryId));
  return row;
}

/** Every entry's names and recorded phase values in a competition. */
export async function listHeldScores(db: Db, competitionId: number): Promise<HeldScores[]> {
  return heldScoresOf(db).where(eq(competitionEntries.competitionId, competitionId));
}

/** Whether an active scraped row already holds this entry. */
export async function entryIsMatched(db: Db, entryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: scrapedNameMatches.id })
    .from(scrapedNameMatches)
    .where(
      and(eq(scrapedNameMatches.matchedEntryId, entryId), eq(scrapedNameMatches.isActive, true)),
    );
  return row !== undefined;
}

export async function deleteCompetitionEntry(db: Db, competitionId: number, entryId: number) {
  const rows = await db
    .delete(competitionEntries)
    .where(
      and(eq(competitionEntries.competitionId, competitionId), eq(competitionEntries.id, entryId)),
    )
    .returning({ id: competitionEntries.id });
  return rows.length > 0;
}

export async function clearMatchesOfEntries(db: Db, entryIds: readonly number[], now: Date) {
  if (entryIds.length === 0) return;
  await db
    .update(scrapedNameMatches)
    .set({
      matchedEntryId: null,
      matchedAthleteName: null,
      matchedHorseName: null,
      matchType: null,
      confidence: null,
      updatedAt: now,
    })
    .where(inArray(scrapedNameMatches.matchedEntryId, entryIds));
}

export async function touchLastScrapedAt(db: Db, competitionId: number, now: Date) {
  await db
    .update(competitions)
    .set({ lastScrapedAt: now })
    .where(eq(competitions.id, competitionId));
}
