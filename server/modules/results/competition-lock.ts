import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitionEntries, competitions } from '../../db/schema/index';

/** Serialises scoring of one competition: positions are computed from a stable set of entries. */
export async function lockCompetition(db: Db, competitionId: number): Promise<boolean> {
  const rows = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.id, competitionId))
    .for('update');
  return rows.length > 0;
}

/** The competition an entry belongs to. */
export async function findEntryCompetition(db: Db, entryId: number) {
  const [row] = await db
    .select({ competitionId: competitionEntries.competitionId })
    .from(competitionEntries)
    .where(eq(competitionEntries.id, entryId));
  return row;
}
