import type { Database } from '../db/client';

/** The database notification channel every server process listens on. */
export const COMPETITION_CHANGED_CHANNEL = 'competition_changed';

/**
 * Tells every server process on this database that a competition or its entries changed:
 * their caches drop the competition and their open results pages get a server-sent event.
 * Call it after the change is committed.
 */
export async function notifyCompetitionChanged(
  database: Database,
  competitionId: number,
): Promise<void> {
  await database.notify(COMPETITION_CHANGED_CHANNEL, JSON.stringify({ competitionId }));
}

/** Reads a notification payload; anything malformed is ignored. */
export function parseCompetitionChanged(payload: string): number | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null || !('competitionId' in value)) return null;
    const id = value.competitionId;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
