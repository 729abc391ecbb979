import {
  type EntryScoringValues,
  type FixPositionsResult,
  type ScoredEntry,
} from '../../../contract/admin-competitions';
import { formatTenths, storedStatus } from '../../../contract/scoring';
import { notFound } from '../../errors';
import type { AppDeps, SessionUser } from '../../types';
import { presentScoreFields, tenthsNumber } from '../competitions/competitions.presenter';
import { findEntryCompetition } from '../results/competition-lock';
import {
  ENTRY_NOT_FOUND,
  adminAuthor,
  recordResults,
  type EntryScoreRow,
  type PhaseScoresWrite,
  type RecordedResults,
} from '../results/results.service';

/** An entry as the score writer stored it. */
export function presentScoredEntry(row: EntryScoreRow): ScoredEntry {
  return {
    id: row.id,
    competitionId: row.competitionId,
    position: row.position,
    score: tenthsNumber(row.score),
    ...presentScoreFields(row),
    positionOverride: row.positionOverride,
  };
}

/** The entry `entryId` as a recording left it. */
export function scoredEntryOf(recorded: RecordedResults<unknown>, entryId: number): ScoredEntry {
  const saved = recorded.entries.find((row) => row.id === entryId);
  if (!saved) throw notFound(ENTRY_NOT_FOUND);
  return presentScoredEntry(saved);
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
 * positions follow in the same transaction, ranks from competition_changed; the change is kept in
 * the audit trail as the administrator's). Points sent by a client are never used.
 */
export async function scoreEntry(
  deps: AppDeps,
  user: SessionUser,
  entryId: number,
  input: EntryScoringValues,
): Promise<ScoredEntry> {
  const entry = await findEntryCompetition(deps.database.db, entryId);
  if (!entry) throw notFound(ENTRY_NOT_FOUND);
  const recorded = await recordResults(
    deps,
    entry.competitionId,
    () => ({ scores: [{ entryId, scores: formScores(input) }], outcome: null }),
    {
      competitionNotFound: ENTRY_NOT_FOUND,
      author: adminAuthor(user, 'form'),
      quietWhenUnchanged: true,
      refuseNotRidden: true,
    },
  );
  return scoredEntryOf(recorded, entryId);
}

/** Fix Positions: recomputes points, scores and positions of every entry of a competition. */
export async function fixPositions(
  deps: AppDeps,
  user: SessionUser,
  competitionId: number,
): Promise<FixPositionsResult> {
  const recorded = await recordResults(deps, competitionId, () => ({ scores: [], outcome: null }), {
    author: adminAuthor(user, 'form'),
  });
  return {
    message: 'Positions and scores recalculated successfully',
    changed: recorded.recomputed,
    entries: recorded.entries.length,
  };
}

/**
 * The official position of a finisher (docs/rules.md#official-result), or null to clear it;
 * written through `recordResults`, so positions follow and the change is in the audit trail.
 * The override is kept through Fix Positions and later scores until cleared.
 */
export async function setPositionOverride(
  deps: AppDeps,
  user: SessionUser,
  competitionId: number,
  entryId: number,
  position: number | null,
): Promise<ScoredEntry> {
  const recorded = await recordResults(
    deps,
    competitionId,
    // recordResults answers 404 for an entry of another competition, and 409 when the entry is
    // not a finisher or another entry holds the position.
    () => ({ scores: [{ entryId, scores: { positionOverride: position } }], outcome: null }),
    { author: adminAuthor(user, 'override') },
  );
  return scoredEntryOf(recorded, entryId);
}
