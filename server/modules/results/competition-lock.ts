import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitionEntries, competitions } from '../../db/schema/index';

/**
 * Serialises scoring of one competition: positions are computed from a stable set of entries.
 * The competition's id and class (its phases' order), or null when it does not exist.
 */
export async function lockCompetition(db: Db, competitionId: number) {
  const [row] = await db
    .select({ id: competitions.id, level: competitions.level })
    .from(competitions)
    .where(eq(competitions.id, competitionId))
    .for('update');
  return row ?? null;
}

/** The competition an entry belongs to. */
export async function findEntryCompetition(db: Db, entryId: number) {
  const [row] = await db
    .select({ competitionId: competitionEntries.competitionId })
    .from(competitionEntries)
    .where(eq(competitionEntries.id, entryId));
  return row;
}
