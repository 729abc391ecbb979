import type { AdminCompetition } from '@contract/admin-competitions';

/** "1 entry", "11 entries". */
export function entriesText(count: number): string {
  return `${count} ${count === 1 ? 'entry' : 'entries'}`;
}

type EntryCounts = Pick<AdminCompetition, 'entryCount' | 'scoredEntryCount' | 'completeEntryCount'>;

/**
 * A competition's counts without its withdrawn entries, the field its pricing warnings read
 * (docs/rules.md#pricing-warnings): `pickable` is that field's size, so the rest were withdrawn.
 * A withdrawn entry carries the status WD, so it is among the scored and the complete ones too;
 * left in, a withdrawal before the event would read as a score the public cannot see yet.
 */
export function withoutWithdrawn(
  counts: EntryCounts,
  pickable: number,
): EntryCounts & { withdrawn: number } {
  const withdrawn = Math.max(0, counts.entryCount - pickable);
  return {
    withdrawn,
    entryCount: counts.entryCount - withdrawn,
    scoredEntryCount: Math.max(0, counts.scoredEntryCount - withdrawn),
    completeEntryCount: Math.max(0, counts.completeEntryCount - withdrawn),
  };
}
