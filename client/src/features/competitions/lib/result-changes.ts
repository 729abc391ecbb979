import type { CompetitionEntry } from '@contract/competitions';
import { SCORE_PENALTY_FIELDS } from '@contract/score-fields';

export type RowChange = { flash: number; moved: 'up' | 'down' | null };

/** A row that never changed: one shared object, so memoised rows see equal props. */
export const NO_CHANGE: RowChange = Object.freeze({ flash: 0, moved: null });

const fingerprint = (entry: CompetitionEntry) =>
  [
    entry.totalScoreDisplay,
    entry.total_pts,
    ...SCORE_PENALTY_FIELDS.map((field) => entry[field]),
  ].join('|');

/**
 * Which way an entry moved: by its finishing position, never by its row. A rider who scores
 * first goes to the top of the table and every unscored row slides down one, but none of those
 * moved: only an entry placed before and placed now, at another position, gets an arrow.
 */
function movement(before: CompetitionEntry, after: CompetitionEntry): 'up' | 'down' | null {
  if (before.position === null || after.position === null) return null;
  if (after.position < before.position) return 'up';
  return after.position > before.position ? 'down' : null;
}

/**
 * Which rows changed between two answers (their flash counter grows) and which way they moved.
 * A row whose marker stays the same keeps the same object, so only changed rows re-render.
 */
export function diffResults(
  previous: readonly CompetitionEntry[] | undefined,
  next: readonly CompetitionEntry[],
  changes: ReadonlyMap<number, RowChange>,
): Map<number, RowChange> {
  const result = new Map<number, RowChange>();
  const before = new Map((previous ?? []).map((entry) => [entry.id, entry]));
  next.forEach((entry) => {
    const old = before.get(entry.id);
    const current = changes.get(entry.id) ?? NO_CHANGE;
    if (!previous || !old) {
      result.set(entry.id, current);
      return;
    }
    const changed = fingerprint(old) !== fingerprint(entry);
    const moved = movement(old, entry) ?? (changed ? null : current.moved);
    const flash = changed ? current.flash + 1 : current.flash;
    result.set(
      entry.id,
      flash === current.flash && moved === current.moved ? current : { flash, moved },
    );
  });
  return result;
}

/** More changed rows than this at once (a catch-up after a gap) are read out as a count. */
const ANNOUNCED_ROWS = 2;

/**
 * The sentence a polite live region reads when new results arrive: each changed entry's rider,
 * horse, points and place, or how many changed when many arrive at once. Empty for the first
 * answer and for an answer where nothing a viewer sees changed.
 */
export function describeResultChanges(
  previous: readonly CompetitionEntry[] | undefined,
  next: readonly CompetitionEntry[],
): string {
  if (!previous) return '';
  const before = new Map(previous.map((entry) => [entry.id, entry]));
  const changed = next.filter((entry) => {
    const old = before.get(entry.id);
    return old !== undefined && fingerprint(old) !== fingerprint(entry);
  });
  if (changed.length === 0) return '';
  if (changed.length > ANNOUNCED_ROWS) return `${changed.length} results updated.`;
  return changed
    .map(
      (entry) =>
        `${entry.athlete.name} with ${entry.horse.name}: ${entry.total_pts.toFixed(1)} points` +
        (entry.position === null ? '.' : `, placed ${entry.positionLabel}.`),
    )
    .join(' ');
}
