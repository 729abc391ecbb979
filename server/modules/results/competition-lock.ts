import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { athletes, competitionEntries, competitions, horses } from '../../db/schema/index';

/**
 * Serialises scoring of one competition: positions are computed from a stable set of entries.
 * The competition's id, class (its phases' order) and final flag, or null when it does not exist.
 */
export async function lockCompetition(db: Db, competitionId: number) {
  const [row] = await db
    .select({
      id: competitions.id,
      level: competitions.level,
      resultsFinal: competitions.resultsFinal,
    })
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

/** The rider's and the horse's names of an entry, as the admin screens show them. */
export async function findEntryNames(db: Db, entryId: number) {
  const [row] = await db
    .select({ rider: athletes.name, horse: horses.name })
    .from(competitionEntries)
    .innerJoin(athletes, eq(athletes.id, competitionEntries.athleteId))
    .innerJoin(horses, eq(horses.id, competitionEntries.horseId))
    .where(eq(competitionEntries.id, entryId));
  return row;
}
