/**
 * What a start did in each phase, for the expected-points model (docs/rules.md#form-and-prices):
 * completed with the game's points, failed (eliminated, retired, disqualified, withdrawn between
 * phases, or a later phase never ridden because of that), or not reached yet (an event still
 * running), which says nothing about the combination.
 */
import { normaliseRun } from './form';
import { computePointsTenths, type EntryScores, type PhaseStatus } from './scoring';

/** The three phases in the model's order: dressage, show jumping, cross-country. */
export const MODEL_PHASES = ['dressage', 'showJumping', 'crossCountry'] as const;

/** Points in tenths when completed, `failed` when the phase earned nothing, null when not reached. */
export type PhaseOutcome = { points: number } | 'failed' | null;

const isFailure = (status: PhaseStatus | null) => status !== null && status !== 'OK';

/**
 * The outcome of each phase of one start, or null for a start that never began (withdrawn or not
 * started before dressage, or nothing recorded at all).
 */
export function phaseOutcomes(run: EntryScores): [PhaseOutcome, PhaseOutcome, PhaseOutcome] | null {
  if (run.drStatus === 'WD' || run.drStatus === 'NS') return null;
  const anyFailure = [run.drStatus, run.sjStatus, run.xcStatus].some(isFailure);
  const points = computePointsTenths(normaliseRun(run));
  const outcome = (status: PhaseStatus | null, scored: boolean, earned: number): PhaseOutcome => {
    if (isFailure(status)) return 'failed';
    if (scored) return { points: earned };
    return anyFailure ? 'failed' : null;
  };
  const outcomes: [PhaseOutcome, PhaseOutcome, PhaseOutcome] = [
    outcome(run.drStatus, run.drScore !== null, points.drPts),
    outcome(run.sjStatus, run.sjStatus === 'OK' || run.sjScore !== null, points.sjPts),
    outcome(
      run.xcStatus,
      run.xcStatus === 'OK' || run.xcjScore !== null || run.xctScore !== null,
      points.xcPts,
    ),
  ];
  return outcomes.every((value) => value === null) ? null : outcomes;
}

/** Starts, completions and points of the completions (tenths) of one phase over many starts. */
export type PhaseTally = { starts: number; completed: number; points: number };

export const emptyTally = (): PhaseTally => ({ starts: 0, completed: 0, points: 0 });

export function addToTally(tally: PhaseTally, outcome: PhaseOutcome, sign: 1 | -1 = 1): void {
  if (outcome === null) return;
  tally.starts += sign;
  if (outcome !== 'failed') {
    tally.completed += sign;
    tally.points += sign * outcome.points;
  }
}

/** Share of starts completing the phase, and mean points (tenths) of those that did. */
export function tallyRates(tally: PhaseTally): { completion: number; points: number } | null {
  if (tally.starts <= 0) return null;
  return {
    completion: tally.completed / tally.starts,
    points: tally.completed > 0 ? tally.points / tally.completed : 0,
  };
}
