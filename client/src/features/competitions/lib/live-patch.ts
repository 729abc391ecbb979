import type { CompetitionEntriesPatch, CompetitionEntry } from '@contract/competitions';

/**
 * The entries after a pushed change: the changed ones replaced or added, all in the pushed order.
 * Unchanged entries keep their objects, so their memoised rows do not re-render. Null when the
 * order names an entry we do not hold: the caller refetches instead.
 */
export function applyEntriesPatch(
  current: readonly CompetitionEntry[],
  patch: CompetitionEntriesPatch,
): CompetitionEntry[] | null {
  const byId = new Map(current.map((entry) => [entry.id, entry]));
  for (const entry of patch.changed) byId.set(entry.id, entry);
  const next: CompetitionEntry[] = [];
  for (const id of patch.order) {
    const entry = byId.get(id);
    if (!entry) return null;
    next.push(entry);
  }
  return next;
}
