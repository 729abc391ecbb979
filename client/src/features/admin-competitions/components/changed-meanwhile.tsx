import { AlertTriangle } from 'lucide-react';
import type { ScoreFormKey } from '../lib/score-form-sync';
import type { ScoreFormState } from '../lib/scoring-entry';

const LABELS: Record<ScoreFormKey, string> = {
  drScore: 'Dressage penalties',
  drStatus: 'Dressage status',
  sjScore: 'Show jumping penalties',
  sjStatus: 'Show jumping status',
  xcjScore: 'Jump penalties (XCJ)',
  xctScore: 'Time penalties (XCT)',
  xcStatus: 'Cross country status',
};

/** An empty status field is a jumping phase not started (dressage shows CLEAR). */
const shown = (key: ScoreFormKey, value: string) => {
  if (value !== '') return value;
  if (key === 'drStatus') return 'CLEAR';
  return key === 'sjStatus' || key === 'xcStatus' ? 'Not started' : 'blank';
};

/**
 * Fields of the chosen rider that somebody else saved while this operator typed other values in
 * them: the operator sees both, and Enter keeps theirs only if they mean it.
 */
export function ChangedMeanwhile({
  conflicts,
  state,
}: {
  conflicts: readonly [ScoreFormKey, string][];
  state: ScoreFormState;
}) {
  if (conflicts.length === 0) return null;
  return (
    <div
      role="alert"
      aria-label="Changed meanwhile"
      className="flex items-start gap-2 rounded-lg border border-accent/40 bg-accent-soft p-2 text-xs"
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-3.5 shrink-0 text-accent-text" />
      <p className="min-w-0 flex-1">
        {conflicts.map(([key, theirs]) => (
          <span key={key}>
            {LABELS[key]}: someone else saved {shown(key, theirs)} while you typed{' '}
            {shown(key, state[key])}.{' '}
          </span>
        ))}
        Enter saves yours.
      </p>
    </div>
  );
}
