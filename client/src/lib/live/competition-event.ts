/** Parses an event's JSON text as an object; null when it is not one. */
function parse(data: string): object | null {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

/** The competition's version an event of its stream carries, or null. */
export function versionOf(data: string): number | null {
  const value = parse(data);
  if (value === null || !('version' in value)) return null;
  return typeof value.version === 'number' ? value.version : null;
}

/**
 * Whether a `competition_changed` may have changed the competition itself (its status, deadline
 * or name), not only its scores: it carries the competition's new answer, or it is bare and says
 * nothing of what changed (decision 036), so it has to be taken as a change.
 */
export function changesCompetition(data: string): boolean {
  const value = parse(data);
  return value === null || 'competition' in value || !('base' in value);
}
