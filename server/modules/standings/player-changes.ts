import type { Database } from '../../db/client';

/** The notification channel of a player whose nationality changed or who was deleted. */
export const PLAYER_CHANGED_CHANNEL = 'player_changed';

/**
 * Tells every server process that a player's nationality changed or the player is gone: their
 * standings engines read the player again (country boards filter by the current nationality,
 * and a deleted player's teams leave the boards). Call it after the change is committed.
 */
export async function notifyPlayerChanged(database: Database, userId: number): Promise<void> {
  await database.notify(PLAYER_CHANGED_CHANNEL, JSON.stringify({ userId }));
}

/** Listens for player changes; malformed payloads are ignored. */
export async function listenForPlayerChanges(
  database: Database,
  handler: (userId: number) => void,
): Promise<() => Promise<void>> {
  return database.listen(PLAYER_CHANGED_CHANNEL, (payload) => {
    try {
      const value: unknown = JSON.parse(payload);
      if (typeof value !== 'object' || value === null || !('userId' in value)) return;
      const id = value.userId;
      if (typeof id === 'number' && Number.isInteger(id) && id > 0) handler(id);
    } catch {
      // not ours
    }
  });
}
