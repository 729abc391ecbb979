import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  athletes,
  competitionEntries,
  competitions,
  horses,
  scrapeLogs,
} from '../../db/schema/index';
import { phaseInputColumns } from '../results/phase-columns';

export async function findCompetitionForScraping(db: Db, id: number) {
  const [row] = await db
    .select({
      id: competitions.id,
      scoringUrl: competitions.scoringUrl,
      startDate: competitions.startDate,
      status: competitions.status,
      isLive: competitions.isLive,
      resultsFinal: competitions.resultsFinal,
      scrapingEnabled: competitions.scrapingEnabled,
      level: competitions.level,
    })
    .from(competitions)
    .where(eq(competitions.id, id));
  return row;
}

export type EntryResultRow = {
  id: number;
  rider: string;
  horse: string;
  drStatus: string | null;
  drScore: string | null;
  sjStatus: string | null;
  sjScore: string | null;
  xcStatus: string | null;
  xcjScore: string | null;
  xctScore: string | null;
  score: string | null;
  position: number | null;
};

/** Each entry's published results with its names, to compare before and after a scrape. */
export async function listEntryResults(db: Db, competitionId: number): Promise<EntryResultRow[]> {
  return db
    .select({
      id: competitionEntries.id,
      rider: athletes.name,
      horse: horses.name,
      ...phaseInputColumns,
      score: competitionEntries.score,
      position: competitionEntries.position,
    })
    .from(competitionEntries)
    .innerJoin(athletes, eq(athletes.id, competitionEntries.athleteId))
    .innerJoin(horses, eq(horses.id, competitionEntries.horseId))
    .where(eq(competitionEntries.competitionId, competitionId))
    .orderBy(asc(competitionEntries.id));
}

export type ScrapeLogRow = typeof scrapeLogs.$inferSelect;
export type ScrapeLogInsert = typeof scrapeLogs.$inferInsert;

/** How many scrapes each competition keeps; older ones are deleted as new ones arrive. */
export const SCRAPE_LOG_KEEP = 200;

/** Adds a scrape to the log and deletes the competition's scrapes beyond the newest kept. */
export async function insertScrapeLog(db: Db, values: ScrapeLogInsert): Promise<ScrapeLogRow> {
  const [row] = await db.insert(scrapeLogs).values(values).returning();
  if (!row) throw new Error('scrape log not written');
  const [oldest] = await db
    .select({ id: scrapeLogs.id })
    .from(scrapeLogs)
    .where(eq(scrapeLogs.competitionId, values.competitionId))
    .orderBy(desc(scrapeLogs.id))
    .offset(SCRAPE_LOG_KEEP - 1)
    .limit(1);
  if (oldest) {
    await db
      .delete(scrapeLogs)
      .where(and(eq(scrapeLogs.competitionId, values.competitionId), lt(scrapeLogs.id, oldest.id)));
  }
  return row;
}

/** A competition's latest scrapes, newest first. */
export async function listScrapeLogs(
  db: Db,
  competitionId: number,
  limit: number,
): Promise<ScrapeLogRow[]> {
  return db
    .select()
    .from(scrapeLogs)
    .where(eq(scrapeLogs.competitionId, competitionId))
    .orderBy(desc(scrapeLogs.ranAt), desc(scrapeLogs.id))
    .limit(limit);
}
