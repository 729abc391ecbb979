import type {
  EntryScoringValues,
  FixPositionsResult,
  ScoredEntry,
} from '../../../contract/admin-competitions';
import { formatTenths, fromTenths, storedStatus, toTenths } from '../../../contract/scoring';
import { notFound } from '../../errors';
import type { AppDeps } from '../../types';
import { findEntryCompetition } from '../results/competition-lock';
import {
  ENTRY_NOT_FOUND,
  recordResults,
  type EntryScoreRow,
  type PhaseScoresWrite,
} from '../results/results.service';

const number = (value: string | null) => {
  const tenths = toTenths(value);
  return tenths === null ? null : fromTenths(tenths);
};

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

/** The form's fields as phase columns: a field left out of the request is left out here too. */
function formScores(input: EntryScoringValues): Partial<PhaseScoresWrite> {
  const scores: Partial<PhaseScoresWrite> = {};
  const penalties = (sent: number | null) => (sent === null ? null : formatTenths(sent));
  if (input.dr_status !== undefined) scores.drStatus = storedStatus('dressage', input.dr_status);
  if (input.dr_score !== undefined) scores.drScore = penalties(input.dr_score);
  if (input.sj_status !== undefined) scores.sjStatus = storedStatus('showJumping', input.sj_status);
  if (input.sj_score !== undefined) scores.sjScore = penalties(input.sj_score);
  if (input.xc_status !== undefined)
    scores.xcStatus = storedStatus('crossCountry', input.xc_status);
  if (input.xcj_score !== undefined) scores.xcjScore = penalties(input.xcj_score);
  if (input.xct_score !== undefined) scores.xctScore = penalties(input.xct_score);
  return scores;
}

/**
 * The score form: saves one entry's scores and statuses through `recordResults` (points and
 * positions follow in the same transaction, ranks from competition_changed). Points sent by a
 * client are never used.
 */
export async function scoreEntry(
  deps: AppDeps,
  entryId: number,
  input: EntryScoringValues,
): Promise<ScoredEntry> {
  const entry = await findEntryCompetition(deps.database.db, entryId);
  if (!entry) throw notFound(ENTRY_NOT_FOUND);
  const recorded = await recordResults(
    deps,
    entry.competitionId,
    () => ({ scores: [{ entryId, scores: formScores(input) }], outcome: null }),
    { competitionNotFound: ENTRY_NOT_FOUND },
  );
  const saved = recorded.entries.find((row) => row.id === entryId);
  if (!saved) throw notFound(ENTRY_NOT_FOUND);
  return present(saved);
}

/** Fix Positions: recomputes points, scores and positions of every entry of a competition. */
export async function fixPositions(
  deps: AppDeps,
  competitionId: number,
): Promise<FixPositionsResult> {
  const recorded = await recordResults(deps, competitionId, () => ({
    scores: [],
    outcome: null,
  }));
  return {
    message: 'Positions and scores recalculated successfully',
    changed: recorded.recomputed,
    entries: recorded.entries.length,
  };
}
