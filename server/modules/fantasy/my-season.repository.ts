import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitions, fantasyTeams, users, venues } from '../../db/schema/index';

const yearStart = (year: number) => new Date(Date.UTC(year, 0, 1));

/** The player's teams in competitions starting in `year` (UTC), newest competition first. */
export async function listSeasonTeamsOfUser(db: Db, userId: number, year: number) {
  return db
    .select({
      team: fantasyTeams,
      competition: competitions,
      venueName: venues.name,
      venueCountry: venues.country,
    })
    .from(fantasyTeams)
    .innerJoin(competitions, eq(competitions.id, fantasyTeams.competitionId))
    .leftJoin(venues, eq(venues.id, competitions.venueId))
    .where(
      and(
        eq(fantasyTeams.userId, userId),
        gte(competitions.startDate, yearStart(year)),
        lt(competitions.startDate, yearStart(year + 1)),
      ),
    )
    .orderBy(desc(competitions.startDate), desc(fantasyTeams.id));
}

/** The seasons (UTC years of the competitions' starts) in which the player has a team. */
export async function listTeamYearsOfUser(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({
      year: sql<number>`extract(year from ${competitions.startDate} at time zone 'UTC')::int`,
    })
    .from(fantasyTeams)
    .innerJoin(competitions, eq(competitions.id, fantasyTeams.competitionId))
    .where(eq(fantasyTeams.userId, userId));
  return rows.map((row) => Number(row.year));
}

export async function findNationality(db: Db, userId: number) {
  const [row] = await db
    .select({ nationality: users.nationality })
    .from(users)
    .where(eq(users.id, userId));
  return row?.nationality ?? null;
}
