import type { Database } from '../db/client';

/** The database notification channel every server process listens on. */
export const COMPETITION_CHANGED_CHANNEL = 'competition_changed';

/**
 * Tells every server process on this database that a competition or its entries changed. In
 * each, the competition's live view is rebuilt (`live-views.ts`, when someone reads or follows
 * it) and its open pages get the new version's server-sent event; the standings engine reads the
 * competition's points again; the reminder job runs soon after. Call it after the change is
 * committed.
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
