import type { CompetitionEntry } from '@contract/competitions';

export type RowChange = { flash: number; moved: 'up' | 'down' | null };

/** A row that never changed: one shared object, so memoised rows see equal props. */
export const NO_CHANGE: RowChange = Object.freeze({ flash: 0, moved: null });

const fingerprint = (entry: CompetitionEntry) =>
  [
    entry.totalScoreDisplay,
    entry.total_pts,
    entry.dr_score,
    entry.sj_score,
    entry.xcj_score,
    entry.xct_score,
    entry.dr_status,
    entry.sj_status,
    entry.xc_status,
  ].join('|');

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
  const before = new Map((previous ?? []).map((entry, index) => [entry.id, { entry, index }]));
  next.forEach((entry, index) => {
    const old = before.get(entry.id);
    const current = changes.get(entry.id) ?? NO_CHANGE;
    if (!previous || !old) {
      result.set(entry.id, current);
      return;
    }
    const changed = fingerprint(old.entry) !== fingerprint(entry);
    const moved =
      index < old.index ? 'up' : index > old.index ? 'down' : changed ? null : current.moved;
    const flash = changed ? current.flash + 1 : current.flash;
    result.set(
      entry.id,
      flash === current.flash && moved === current.moved ? current : { flash, moved },
    );
  });
  return result;
}
