import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fantasyTeamSelections, fantasyTeams } from '../../db/schema/index';

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
