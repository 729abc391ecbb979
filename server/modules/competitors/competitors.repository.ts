import { and, count, desc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  athletes,
  competitionEntries,
  competitions,
  fantasyTeamSelections,
  fantasyTeams,
  horses,
  venues,
} from '../../db/schema/index';

/** The entry of this rider on this horse in this competition, with its parents. */
export async function findCompetitorRow(
  db: Db,
  ids: { athleteId: number; horseId: number; competitionId: number },
) {
  const [row] = await db
    .select({
      entry: competitionEntries,
      athlete: athletes,
      horse: horses,
      competition: competitions,
      venueName: venues.name,
      venueCountry: venues.country,
    })
    .from(competitionEntries)
    .innerJoin(athletes, eq(athletes.id, competitionEntries.athleteId))
    .innerJoin(horses, eq(horses.id, competitionEntries.horseId))
    .innerJoin(competitions, eq(competitions.id, competitionEntries.competitionId))
    .leftJoin(venues, eq(venues.id, competitions.venueId))
    .where(
      and(
        eq(competitionEntries.athleteId, ids.athleteId),
        eq(competitionEntries.horseId, ids.horseId),
        eq(competitionEntries.competitionId, ids.competitionId),
      ),
    );
  return row;
}

/** How many fantasy teams the competition has, and how many picked the entry. */
export async function countSelections(db: Db, competitionId: number, entryId: number) {
  const [teams] = await db
    .select({ value: count() })
    .from(fantasyTeams)
    .where(eq(fantasyTeams.competitionId, competitionId));
  const [picked] = await db
    .select({ value: count() })
    .from(fantasyTeamSelections)
    .where(
      and(
        eq(fantasyTeamSelections.competitionEntryId, entryId),
        eq(fantasyTeamSelections.isActive, true),
      ),
    );
  return { teams: Number(teams?.value ?? 0), picked: Number(picked?.value ?? 0) };
}

/** Entries of a horse or a rider in competitions that started in [since, before), newest first. */
export function listHistoryRows(
  db: Db,
  options: {
    subject: 'horse' | 'rider';
    subjectId: number;
    since: Date;
    before: Date;
    level?: string | undefined;
  },
) {
  const subjectCondition =
    options.subject === 'horse'
      ? eq(competitionEntries.horseId, options.subjectId)
      : eq(competitionEntries.athleteId, options.subjectId);
  return db
    .select({
      entry: competitionEntries,
      athleteName: athletes.name,
      horseName: horses.name,
      competitionName: competitions.name,
      startDate: competitions.startDate,
      level: competitions.level,
      competitionStatus: competitions.status,
      competitionIsLive: competitions.isLive,
      venueId: competitions.venueId,
      venueName: venues.name,
    })
    .from(competitionEntries)
    .innerJoin(athletes, eq(athletes.id, competitionEntries.athleteId))
    .innerJoin(horses, eq(horses.id, competitionEntries.horseId))
    .innerJoin(competitions, eq(competitions.id, competitionEntries.competitionId))
    .leftJoin(venues, eq(venues.id, competitions.venueId))
    .where(
      and(
        subjectCondition,
        ne(competitions.status, 'cancelled'),
        gte(competitions.startDate, options.since),
        lt(competitions.startDate, options.before),
        options.level === undefined ? undefined : eq(competitions.level, options.level),
      ),
    )
    .orderBy(desc(competitions.startDate), desc(competitionEntries.id));
}

/** Every entry's scores in the given competitions, to place the history entries in their field. */
export function listFieldRows(db: Db, competitionIds: number[]) {
  if (competitionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(competitionEntries)
    .where(inArray(competitionEntries.competitionId, competitionIds));
}
