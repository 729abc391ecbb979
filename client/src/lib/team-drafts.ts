const PREFIX = 'team-draft:';

/**
 * Where a player's unsaved picks for a competition are kept in this browser: under the player,
 * so whoever signs in next on a shared device never sees them (docs/rules.md#team).
 */
export const teamDraftKey = (userId: number, competitionId: number) =>
  `${PREFIX}${userId}:${competitionId}`;

/** Forgets every unsaved team kept in this browser, whoever's it was (a sign-out). */
export function forgetTeamDrafts(): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) storage.removeItem(key);
  } catch {
    // Storage that cannot be read holds no draft.
  }
}
