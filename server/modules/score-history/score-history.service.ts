import type { ScoredEntry } from '../../../contract/admin-competitions';
import {
  SCORE_HISTORY_MESSAGES,
  type ScoreChange,
  type ScoreHistory,
  type ScoreValues,
  type UndoResult,
} from '../../../contract/score-history';
import type { StoredScoreValues } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import type { AppDeps, SessionUser } from '../../types';
import { presentScorePenalties } from '../competitions/competitions.presenter';
import { scoredEntryOf } from '../live-scoring/live-scoring.service';
import { findEntryCompetition } from '../results/competition-lock';
import { adminAuthor, recordResults, type PhaseScoresWrite } from '../results/results.service';
import { listScoreChanges, type ScoreChangeRow } from './score-history.repository';

function presentValues(values: StoredScoreValues): ScoreValues {
  return { ...presentScorePenalties(values), position_override: values.positionOverride };
}

/**
 * The change Undo reverts: the newest one that is not itself an undo and that no undo has
 * reverted yet. Undoing again walks further back, so undo is a stack over the entry's changes.
 */
function changeInEffect(rows: readonly ScoreChangeRow[]): ScoreChangeRow | null {
  const undone = new Set(rows.flatMap((row) => (row.undoesChangeId ? [row.undoesChangeId] : [])));
  return rows.find((row) => row.source !== 'undo' && !undone.has(row.id)) ?? null;
}

/**
 * Who made each change as the history names them: the name kept with the change, and the
 * administrator's email beside it when two administrators in this history share that name (two
 * operators on one rider must be told apart).
 */
function authorsOf(rows: readonly ScoreChangeRow[]): (row: ScoreChangeRow) => string {
  const accounts = new Map<string, Set<number>>();
  for (const { actor, userId } of rows) {
    if (userId === null) continue;
    accounts.set(actor, (accounts.get(actor) ?? new Set()).add(userId));
  }
  return (row) =>
    row.email !== null && (accounts.get(row.actor)?.size ?? 0) > 1
      ? `${row.actor} (${row.email})`
      : row.actor;
}

function presentChanges(rows: readonly ScoreChangeRow[]): ScoreChange[] {
  const undone = new Set(rows.flatMap((row) => (row.undoesChangeId ? [row.undoesChangeId] : [])));
  const undoable = changeInEffect(rows)?.id ?? null;
  const authorOf = authorsOf(rows);
  return rows.map((row) => {
    const before = presentValues(row.before);
    const after = presentValues(row.after);
    const fields = (Object.keys(before) as Array<keyof ScoreValues>).filter(
      (key) => before[key] !== after[key],
    );
    return {
      id: row.id,
      entryId: row.entryId,
      at: row.createdAt.toISOString(),
      source: row.source as ScoreChange['source'],
      by: authorOf(row),
      userId: row.userId,
      detail: row.detail,
      before,
      after,
      fields,
      undoesChangeId: row.undoesChangeId,
      undone: undone.has(row.id),
      undoable: row.id === undoable,
    };
  });
}

async function requireEntry(deps: AppDeps, entryId: number) {
  const entry = await findEntryCompetition(deps.database.db, entryId);
  if (!entry) throw notFound(SCORE_HISTORY_MESSAGES.entryNotFound);
  return entry;
}

/** Every recorded change of an entry's scores, newest first, with the one Undo would revert. */
export async function getScoreHistory(deps: AppDeps, entryId: number): Promise<ScoreHistory> {
  const { competitionId } = await requireEntry(deps, entryId);
  const rows = await listScoreChanges(deps.database.db, entryId);
  return { entryId, competitionId, changes: presentChanges(rows) };
}

const restore = (values: StoredScoreValues): Partial<PhaseScoresWrite> => ({
  drStatus: values.drStatus,
  drScore: values.drScore,
  sjStatus: values.sjStatus,
  sjScore: values.sjScore,
  xcStatus: values.xcStatus,
  xcjScore: values.xcjScore,
  xctScore: values.xctScore,
  positionOverride: values.positionOverride,
});

/**
 * Reverts the entry's latest change in effect, `changeId`, to the values it replaced, through
 * `recordResults` (points, positions and standings follow; the undo is itself recorded). Refused
 * when another change came since the operator read the history.
 */
export async function undoScoreChange(
  deps: AppDeps,
  user: SessionUser,
  entryId: number,
  changeId: number,
): Promise<UndoResult> {
  const { competitionId } = await requireEntry(deps, entryId);
  const recorded = await recordResults(
    deps,
    competitionId,
    async (tx) => {
      const target = changeInEffect(await listScoreChanges(tx, entryId));
      if (!target) throw conflict(SCORE_HISTORY_MESSAGES.nothingToUndo);
      if (target.id !== changeId) throw conflict(SCORE_HISTORY_MESSAGES.notLastChange);
      return { scores: [{ entryId, scores: restore(target.before) }], outcome: target };
    },
    {
      author: {
        ...adminAuthor(user, 'undo', `Undo of change ${changeId}`),
        undoesChangeId: changeId,
      },
    },
  );
  const entry: ScoredEntry = scoredEntryOf(recorded, entryId);
  const [change] = presentChanges(await listScoreChanges(deps.database.db, entryId));
  if (!change) throw notFound(SCORE_HISTORY_MESSAGES.entryNotFound);
  return { message: SCORE_HISTORY_MESSAGES.undone, entry, change };
}
