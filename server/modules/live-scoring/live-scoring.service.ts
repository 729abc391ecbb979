import type {
  EntryScoringValues,
  FixPositionsResult,
  ScoredEntry,
} from '../../../contract/admin-competitions';
import {
  computePointsTenths,
  formatTenths,
  fromTenths,
  orderResults,
  storedStatus,
  toTenths,
  totalPenaltiesTenths,
  type EntryScores,
  type OrderableEntry,
  type Phase,
  type PhaseStatus,
  type ScoringStatusChoice,
} from '../../../contract/scoring';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { notifyCompetitionChanged } from '../../realtime/competition-events';
import type { AppDeps } from '../../types';
import {
  findEntryScores,
  listEntryScores,
  lockCompetition,
  updateEntryPhaseScores,
  updateEntryResults,
  type EntryResultWrite,
  type EntryScoreRow,
} from './live-scoring.repository';

const tenthsText = (tenths: number | null) => (tenths === null ? null : formatTenths(tenths));
const number = (value: string | null) => {
  const tenths = toTenths(value);
  return tenths === null ? null : fromTenths(tenths);
};

function scoresOf(row: EntryScoreRow): OrderableEntry {
  return {
    id: row.id,
    startOrder: row.startOrder,
    drStatus: row.drStatus,
    drScore: toTenths(row.drScore),
    sjStatus: row.sjStatus,
    sjScore: toTenths(row.sjScore),
    xcStatus: row.xcStatus,
    xcjScore: toTenths(row.xcjScore),
    xctScore: toTenths(row.xctScore),
  };
}

const hasAnyScore = (s: EntryScores) =>
  s.drScore !== null || s.sjScore !== null || s.xcjScore !== null || s.xctScore !== null;

/**
 * Recomputes every entry's phase points, total points, total penalties (`score`) and position
 * from its stored scores and statuses, and writes the rows that differ. Returns how many changed.
 */
async function recomputeCompetition(db: Db, competitionId: number, now: Date): Promise<number> {
  const rows = await listEntryScores(db, competitionId);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = orderResults(rows.map(scoresOf));
  const changes: EntryResultWrite[] = [];
  for (const { entry, position } of ordered) {
    const row = byId.get(entry.id);
    if (!row) continue;
    const points = computePointsTenths(entry);
    const next: EntryResultWrite = {
      id: entry.id,
      position,
      score: hasAnyScore(entry) ? formatTenths(totalPenaltiesTenths(entry)) : null,
      drPts: formatTenths(points.drPts),
      sjPts: formatTenths(points.sjPts),
      xcPts: formatTenths(points.xcPts),
      totalPts: formatTenths(points.totalPts),
    };
    const same =
      row.position === next.position &&
      tenthsText(toTenths(row.score)) === next.score &&
      tenthsText(toTenths(row.drPts)) === next.drPts &&
      tenthsText(toTenths(row.sjPts)) === next.sjPts &&
      tenthsText(toTenths(row.xcPts)) === next.xcPts &&
      tenthsText(toTenths(row.totalPts)) === next.totalPts;
    if (!same) changes.push(next);
  }
  await updateEntryResults(db, changes, now);
  return changes.length;
}

function present(row: EntryScoreRow): ScoredEntry {
  return {
    id: row.id,
    competitionId: row.competitionId,
    position: row.position,
    score: number(row.score),
    dr_status: row.drStatus,
    dr_score: number(row.drScore),
    dr_pts: number(row.drPts) ?? 0,
    sj_status: row.sjStatus,
    sj_score: number(row.sjScore),
    sj_pts: number(row.sjPts) ?? 0,
    xc_status: row.xcStatus,
    xcj_score: number(row.xcjScore),
    xct_score: number(row.xctScore),
    xc_pts: number(row.xcPts) ?? 0,
    total_pts: number(row.totalPts) ?? 0,
  };
}

function mergeStatus(
  phase: Phase,
  sent: ScoringStatusChoice | null | undefined,
  stored: PhaseStatus | null,
): PhaseStatus | null {
  return sent === undefined ? stored : storedStatus(phase, sent);
}

const mergeScore = (sent: number | null | undefined, stored: string | null) =>
  sent === undefined ? stored : tenthsText(sent);

const entryNotFound = () => notFound('Competition entry not found.');

/**
 * Saves one entry's scores and statuses, then recomputes points, total penalties and positions
 * of the whole competition in the same transaction. Points sent by a client are never used.
 */
export async function scoreEntry(
  deps: AppDeps,
  entryId: number,
  input: EntryScoringValues,
): Promise<ScoredEntry> {
  const now = deps.clock.now();
  const result = await deps.database.db.transaction(async (tx) => {
    const before = await findEntryScores(tx, entryId);
    if (!before) throw entryNotFound();
    await lockCompetition(tx, before.competitionId);
    const current = await findEntryScores(tx, entryId);
    if (!current) throw entryNotFound();
    await updateEntryPhaseScores(
      tx,
      entryId,
      {
        drStatus: mergeStatus('dressage', input.dr_status, current.drStatus),
        drScore: mergeScore(input.dr_score, current.drScore),
        sjStatus: mergeStatus('showJumping', input.sj_status, current.sjStatus),
        sjScore: mergeScore(input.sj_score, current.sjScore),
        xcStatus: mergeStatus('crossCountry', input.xc_status, current.xcStatus),
        xcjScore: mergeScore(input.xcj_score, current.xcjScore),
        xctScore: mergeScore(input.xct_score, current.xctScore),
      },
      now,
    );
    await recomputeCompetition(tx, current.competitionId, now);
    const saved = await findEntryScores(tx, entryId);
    if (!saved) throw entryNotFound();
    return saved;
  });
  await notifyCompetitionChanged(deps.database, result.competitionId);
  return present(result);
}

/** Recomputes points, scores and positions of every entry of a competition. */
export async function fixPositions(
  deps: AppDeps,
  competitionId: number,
): Promise<FixPositionsResult> {
  const now = deps.clock.now();
  const outcome = await deps.database.db.transaction(async (tx) => {
    if (!(await lockCompetition(tx, competitionId))) throw notFound('Competition not found.');
    const changed = await recomputeCompetition(tx, competitionId, now);
    const entries = (await listEntryScores(tx, competitionId)).length;
    return { changed, entries };
  });
  await notifyCompetitionChanged(deps.database, competitionId);
  return { message: 'Positions and scores recalculated successfully', ...outcome };
}
