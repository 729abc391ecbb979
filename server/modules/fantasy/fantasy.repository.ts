import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { areScoresPublished } from '../../../contract/competition-live';
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

/**
 * The picks of some teams with their combination and current points, in the order picked; no
 * points before their competition's scores are published.
 */
export async function listSelectionsOfTeams(db: Db, teamIds: readonly number[]) {
  if (teamIds.length === 0) return [];
  const rows = await db
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
      status: competitions.status,
      isLive: competitions.isLive,
    })
    .from(fantasyTeamSelections)
    .innerJoin(
      competitionEntries,
      eq(competitionEntries.id, fantasyTeamSelections.competitionEntryId),
    )
    .innerJoin(competitions, eq(competitions.id, competitionEntries.competitionId))
    .innerJoin(athletes, eq(athletes.id, fantasyTeamSelections.athleteId))
    .innerJoin(horses, eq(horses.id, fantasyTeamSelections.horseId))
    .where(
      and(
        inArray(fantasyTeamSelections.fantasyTeamId, [...teamIds]),
        eq(fantasyTeamSelections.isActive, true),
      ),
    )
    .orderBy(asc(fantasyTeamSelections.fantasyTeamId), asc(fantasyTeamSelections.id));
  return rows.map(({ status, isLive, ...row }) =>
    areScoresPublished({ status, isLive })
      ? row
      : { ...row, drPts: '0', sjPts: '0', xcPts: '0', totalPts: '0' },
  );
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
