/**
 * The score-writing statements. Only `results.service.ts` may import this file: every score
 * source goes through `recordResults` (decision 023; `server/test/architecture.test.ts`).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitionEntries, scoreChanges } from '../../db/schema/index';
import { phaseInputColumns } from './phase-columns';

export type EntryScoreRow = Pick<
  typeof competitionEntries.$inferSelect,
  | 'id'
  | 'competitionId'
  | 'startOrder'
  | 'position'
  | 'positionOverride'
  | 'score'
  | 'drStatus'
  | 'drScore'
  | 'drPts'
  | 'sjStatus'
  | 'sjScore'
  | 'sjPts'
  | 'xcStatus'
  | 'xcjScore'
  | 'xctScore'
  | 'xcPts'
  | 'totalPts'
>;

const scoreColumns = {
  id: competitionEntries.id,
  competitionId: competitionEntries.competitionId,
  startOrder: competitionEntries.startOrder,
  position: competitionEntries.position,
  positionOverride: competitionEntries.positionOverride,
  score: competitionEntries.score,
  ...phaseInputColumns,
  drPts: competitionEntries.drPts,
  sjPts: competitionEntries.sjPts,
  xcPts: competitionEntries.xcPts,
  totalPts: competitionEntries.totalPts,
};

/** The score columns of every entry of a competition, by id. */
export async function listEntryScores(db: Db, competitionId: number): Promise<EntryScoreRow[]> {
  return db
    .select(scoreColumns)
    .from(competitionEntries)
    .where(eq(competitionEntries.competitionId, competitionId))
    .orderBy(asc(competitionEntries.id));
}

/** The values a source brings: phase scores and statuses, and the official position. */
export type PhaseScoresWrite = Pick<
  typeof competitionEntries.$inferInsert,
  | 'drStatus'
  | 'drScore'
  | 'sjStatus'
  | 'sjScore'
  | 'xcStatus'
  | 'xcjScore'
  | 'xctScore'
  | 'positionOverride'
>;

/** Writes one entry's recorded values (points and positions follow separately). */
export async function updateEntryPhaseScores(
  db: Db,
  id: number,
  values: PhaseScoresWrite,
  now: Date,
): Promise<void> {
  await db
    .update(competitionEntries)
    .set({ ...values, updatedAt: now })
    .where(eq(competitionEntries.id, id));
}

export type EntryResultWrite = {
  id: number;
  position: number | null;
  score: string | null;
  drPts: string;
  sjPts: string;
  xcPts: string;
  totalPts: string;
};

/** Writes computed positions, scores and points of many entries in one statement. */
export async function updateEntryResults(
  db: Db,
  results: readonly EntryResultWrite[],
  now: Date,
): Promise<void> {
  if (results.length === 0) return;
  const rows = sql.join(
    results.map(
      (r) =>
        sql`(${r.id}::int, ${r.position}::int, ${r.score}::numeric, ${r.drPts}::numeric, ${r.sjPts}::numeric, ${r.xcPts}::numeric, ${r.totalPts}::numeric)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${competitionEntries} as e set
      position = v.position,
      score = v.score,
      dr_pts = v.dr_pts,
      sj_pts = v.sj_pts,
      xc_pts = v.xc_pts,
      total_pts = v.total_pts,
      updated_at = ${now.toISOString()}::timestamptz
    from (values ${rows}) as v(id, position, score, dr_pts, sj_pts, xc_pts, total_pts)
    where e.id = v.id`);
}

export type ScoreChangeWrite = typeof scoreChanges.$inferInsert;

/** Keeps the audit rows of the changes just written, in one statement; returns their ids. */
export async function insertScoreChanges(
  db: Db,
  rows: readonly ScoreChangeWrite[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const written = await db
    .insert(scoreChanges)
    .values([...rows])
    .returning({ id: scoreChanges.id });
  return written.map((row) => row.id);
}
