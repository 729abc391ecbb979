import { and, eq, inArray, sql } from 'drizzle-orm';
import { TEAM_BUDGET_TENTHS } from '../../../contract/constants';
import type { Db } from '../../db/client';
import {
  competitionEntries,
  competitions,
  fantasyTeamSelections,
  fantasyTeams,
} from '../../db/schema/index';

/**
 * Every saved team of a competition with the entries it picks: one row per pick, and one row with
 * no entry for a team without picks.
 */
export async function picksOfSavedTeams(db: Db, competitionId: number) {
  return db
    .select({
      teamId: fantasyTeams.id,
      entryId: fantasyTeamSelections.competitionEntryId,
      price: fantasyTeamSelections.price,
    })
    .from(fantasyTeams)
    .leftJoin(
      fantasyTeamSelections,
      and(
        eq(fantasyTeamSelections.fantasyTeamId, fantasyTeams.id),
        eq(fantasyTeamSelections.isActive, true),
      ),
    )
    .where(eq(fantasyTeams.competitionId, competitionId));
}

/**
 * How many saved teams cost more than the budget at their entries' prices now, per competition:
 * of one competition, or of every competition that still takes teams (pending or open). Such a
 * team stands, but its player cannot save it again without changing picks.
 */
export async function teamsOverBudget(
  db: Db,
  competitionId?: number,
): Promise<Map<number, number>> {
  const costs = db
    .select({
      competitionId: fantasyTeams.competitionId,
      cost: sql<string>`sum(${competitionEntries.price})`.as('cost'),
    })
    .from(fantasyTeams)
    .innerJoin(competitions, eq(competitions.id, fantasyTeams.competitionId))
    .innerJoin(
      fantasyTeamSelections,
      and(
        eq(fantasyTeamSelections.fantasyTeamId, fantasyTeams.id),
        eq(fantasyTeamSelections.isActive, true),
      ),
    )
    .innerJoin(
      competitionEntries,
      eq(competitionEntries.id, fantasyTeamSelections.competitionEntryId),
    )
    .where(
      competitionId === undefined
        ? inArray(competitions.status, ['pending', 'open'])
        : eq(fantasyTeams.competitionId, competitionId),
    )
    .groupBy(fantasyTeams.competitionId, fantasyTeams.id)
    .as('costs');
  const rows = await db
    .select({ competitionId: costs.competitionId, teams: sql<number | string>`count(*)` })
    .from(costs)
    .where(sql`${costs.cost} * 10 > ${TEAM_BUDGET_TENTHS}`)
    .groupBy(costs.competitionId);
  // A count is a number from PGlite and a string from node-postgres.
  return new Map(rows.map((row) => [row.competitionId, Number(row.teams)]));
}
