import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  athletes,
  competitionEntries,
  competitions,
  fantasyTeamSelections,
  fantasyTeams,
  horses,
  users,
} from '../../db/schema/index';

export type CompetitionForTeams = typeof competitions.$inferSelect;
export type TeamRow = typeof fantasyTeams.$inferSelect;

export async function findCompetition(db: Db, competitionId: number) {
  const [row] = await db.select().from(competitions).where(eq(competitions.id, competitionId));
  return row ?? null;
}

/** The entries named by a team save, with what the rules need: competition, price, statuses. */
export async function findEntriesByIds(db: Db, entryIds: readonly number[]) {
  if (entryIds.length === 0) return [];
  return db
    .select({
      id: competitionEntries.id,
      competitionId: competitionEntries.competitionId,
      athleteId: competitionEntries.athleteId,
      horseId: competitionEntries.horseId,
      price: competitionEntries.price,
      drStatus: competitionEntries.drStatus,
      sjStatus: competitionEntries.sjStatus,
      xcStatus: competitionEntries.xcStatus,
      athleteName: athletes.name,
      horseName: horses.name,
    })
    .from(competitionEntries)
    .innerJoin(athletes, eq(athletes.id, competitionEntries.athleteId))
    .innerJoin(horses, eq(horses.id, competitionEntries.horseId))
    .where(inArray(competitionEntries.id, [...entryIds]));
}

/**
 * Creates the player's team for a competition or takes the existing one, holding its row lock
 * until the transaction ends, so concurrent saves of the same player run one after the other.
 */
export async function upsertTeamLocked(
  db: Db,
  values: { userId: number; competitionId: number; teamName: string; totalSpent: string },
): Promise<TeamRow> {
  const [row] = await db
    .insert(fantasyTeams)
    .values(values)
    .onConflictDoUpdate({
      target: [fantasyTeams.userId, fantasyTeams.competitionId],
      set: { totalSpent: values.totalSpent, teamName: values.teamName, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('fantasy team not saved');
  return row;
}

export async function replaceSelections(
  db: Db,
  teamId: number,
  picks: ReadonlyArray<{
    competitionEntryId: number;
    athleteId: number;
    horseId: number;
    price: string;
  }>,
) {
  await db.delete(fantasyTeamSelections).where(eq(fantasyTeamSelections.fantasyTeamId, teamId));
  await db
    .insert(fantasyTeamSelections)
    .values(picks.map((pick) => ({ ...pick, fantasyTeamId: teamId })));
}

export async function findTeam(db: Db, userId: number, competitionId: number) {
  const [row] = await db
    .select()
    .from(fantasyTeams)
    .where(and(eq(fantasyTeams.userId, userId), eq(fantasyTeams.competitionId, competitionId)));
  return row ?? null;
}

export async function findTeamById(db: Db, teamId: number) {
  const [row] = await db.select().from(fantasyTeams).where(eq(fantasyTeams.id, teamId));
  return row ?? null;
}

export async function listTeamsOfUser(db: Db, userId: number) {
  return db
    .select()
    .from(fantasyTeams)
    .innerJoin(competitions, eq(competitions.id, fantasyTeams.competitionId))
    .where(eq(fantasyTeams.userId, userId))
    .orderBy(asc(competitions.startDate), asc(fantasyTeams.id));
}

export type SelectionRow = Awaited<ReturnType<typeof listSelectionsOfTeams>>[number];

/** The picks of some teams with their combination and current points, in the order picked. */
export async function listSelectionsOfTeams(db: Db, teamIds: readonly number[]) {
  if (teamIds.length === 0) return [];
  return db
    .select({
      fantasyTeamId: fantasyTeamSelections.fantasyTeamId,
      competitionEntryId: fantasyTeamSelections.competitionEntryId,
      athleteId: fantasyTeamSelections.athleteId,
      horseId: fantasyTeamSelections.horseId,
      price: fantasyTeamSelections.price,
      athleteName: athletes.name,
      nationality: athletes.nationality,
      horseName: horses.name,
      drPts: competitionEntries.drPts,
      sjPts: competitionEntries.sjPts,
      xcPts: competitionEntries.xcPts,
      totalPts: competitionEntries.totalPts,
      drStatus: competitionEntries.drStatus,
      sjStatus: competitionEntries.sjStatus,
      xcStatus: competitionEntries.xcStatus,
    })
    .from(fantasyTeamSelections)
    .innerJoin(
      competitionEntries,
      eq(competitionEntries.id, fantasyTeamSelections.competitionEntryId),
    )
    .innerJoin(athletes, eq(athletes.id, fantasyTeamSelections.athleteId))
    .innerJoin(horses, eq(horses.id, fantasyTeamSelections.horseId))
    .where(
      and(
        inArray(fantasyTeamSelections.fantasyTeamId, [...teamIds]),
        eq(fantasyTeamSelections.isActive, true),
      ),
    )
    .orderBy(asc(fantasyTeamSelections.fantasyTeamId), asc(fantasyTeamSelections.id));
}

/** How many teams of a competition picked each entry, and how many teams there are. */
export async function countSelectionsPerEntry(db: Db, competitionId: number) {
  const [teams] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(fantasyTeams)
    .where(eq(fantasyTeams.competitionId, competitionId));
  const perEntry = await db
    .select({
      competitionEntryId: fantasyTeamSelections.competitionEntryId,
      teams: sql<number>`count(*)::int`,
    })
    .from(fantasyTeamSelections)
    .innerJoin(
      competitionEntries,
      eq(competitionEntries.id, fantasyTeamSelections.competitionEntryId),
    )
    .where(
      and(
        eq(competitionEntries.competitionId, competitionId),
        eq(fantasyTeamSelections.isActive, true),
      ),
    )
    .groupBy(fantasyTeamSelections.competitionEntryId);
  return { totalTeams: teams?.total ?? 0, perEntry };
}

export async function findUser(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      nationality: users.nationality,
      teamName: users.teamName,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
