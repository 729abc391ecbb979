import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  athletes,
  competitionEntries,
  competitions,
  fantasyTeamSelections,
  horses,
} from '../../db/schema/index';

/** An entry of the competition with its names and the competition's selection window. */
export async function findAdminEntry(db: Db, competitionId: number, entryId: number) {
  const [row] = await db
    .select({
      id: competitionEntries.id,
      athleteName: athletes.name,
      horseName: horses.name,
      bridleNumber: competitionEntries.bridleNumber,
      startOrder: competitionEntries.startOrder,
      deadline: competitions.deadline,
      status: competitions.status,
      isLive: competitions.isLive,
    })
    .from(competitionEntries)
    .innerJoin(competitions, eq(competitions.id, competitionEntries.competitionId))
    .innerJoin(athletes, eq(athletes.id, competitionEntries.athleteId))
    .innerJoin(horses, eq(horses.id, competitionEntries.horseId))
    .where(
      and(eq(competitionEntries.id, entryId), eq(competitionEntries.competitionId, competitionId)),
    );
  return row;
}

/** How many fantasy teams hold the entry. */
export async function countTeamsHolding(db: Db, entryId: number): Promise<number> {
  const [row] = await db
    .select({ teams: count() })
    .from(fantasyTeamSelections)
    .where(eq(fantasyTeamSelections.competitionEntryId, entryId));
  return Number(row?.teams ?? 0);
}

/** Another entry of the competition with this bridle number, with its names. */
export async function findBridleHolder(
  db: Db,
  competitionId: number,
  bridleNumber: number,
  exceptEntryId: number,
) {
  const [row] = await db
    .select({ id: competitionEntries.id, athleteName: athletes.name, horseName: horses.name })
    .from(competitionEntries)
    .innerJoin(athletes, eq(athletes.id, competitionEntries.athleteId))
    .innerJoin(horses, eq(horses.id, competitionEntries.horseId))
    .where(
      and(
        eq(competitionEntries.competitionId, competitionId),
        eq(competitionEntries.bridleNumber, bridleNumber),
        ne(competitionEntries.id, exceptEntryId),
      ),
    );
  return row;
}

/** An entry's bridle number and start order (never its scores: those go through recordResults). */
export async function updateEntryNumbers(
  db: Db,
  entryId: number,
  values: { bridleNumber?: number | null; startOrder?: number | null },
  now: Date,
) {
  await db
    .update(competitionEntries)
    .set({ ...values, updatedAt: now })
    .where(eq(competitionEntries.id, entryId));
}
