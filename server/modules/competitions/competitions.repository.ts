import { and, asc, desc, eq, gte, inArray, lt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { earliestRunningEndDate } from '../../../contract/calendar-days';
import type { Db } from '../../db/client';
import { athletes, competitionEntries, competitions, horses, venues } from '../../db/schema/index';

const competitionColumns = {
  competition: competitions,
  venueName: venues.name,
  venueCountry: venues.country,
};

export type CompetitionRow = {
  competition: typeof competitions.$inferSelect;
  venueName: string | null;
  venueCountry: string | null;
};

const isLive = or(eq(competitions.status, 'live'), eq(competitions.isLive, true));

async function selectCompetitions(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit?: number,
): Promise<CompetitionRow[]> {
  const query = db
    .select(competitionColumns)
    .from(competitions)
    .leftJoin(venues, eq(venues.id, competitions.venueId))
    .where(where)
    .orderBy(...order, asc(competitions.id));
  return limit === undefined ? query : query.limit(limit);
}

export function findCompetitionRow(db: Db, id: number): Promise<CompetitionRow | undefined> {
  return selectCompetitions(db, eq(competitions.id, id), []).then((rows) => rows[0]);
}

/**
 * Not cancelled, not completed, and live or not yet ended: an event runs all through its last UTC
 * day (`hasCompetitionEnded`, decision 094).
 */
export function listUpcomingCompetitions(db: Db, now: Date) {
  return selectCompetitions(
    db,
    and(
      not(inArray(competitions.status, ['cancelled', 'completed'])),
      or(isLive, gte(competitions.endDate, earliestRunningEndDate(now))),
    ),
    [asc(competitions.startDate)],
  );
}

/** A past competition: not cancelled, not live, and completed or its last UTC day over by now. */
const pastConditions = (now: Date): SQL[] => [
  ne(competitions.status, 'cancelled'),
  not(isLive ?? sql`false`),
  or(eq(competitions.status, 'completed'), lt(competitions.endDate, earliestRunningEndDate(now))) ??
    sql`false`,
];

/** Completed or ended (and not live), newest first. */
export function listPastCompetitions(db: Db, now: Date, options: { year?: number; limit: number }) {
  const conditions = pastConditions(now);
  if (options.year !== undefined) {
    conditions.push(
      sql`extract(year from ${competitions.startDate} at time zone 'UTC') = ${options.year}`,
    );
  }
  return selectCompetitions(db, and(...conditions), [desc(competitions.startDate)], options.limit);
}

export function listLiveCompetitions(db: Db) {
  return selectCompetitions(db, and(ne(competitions.status, 'cancelled'), isLive), [
    asc(competitions.startDate),
  ]);
}

export function listAllCompetitions(db: Db) {
  return selectCompetitions(db, undefined, [asc(competitions.startDate)]);
}

/** Distinct start years, newest first; with `pastAt`, only years of competitions past then. */
export async function listCompetitionYears(db: Db, pastAt?: Date): Promise<number[]> {
  const year = sql<number>`extract(year from ${competitions.startDate} at time zone 'UTC')::int`;
  const rows = await db
    .selectDistinct({ year })
    .from(competitions)
    .where(
      pastAt === undefined ? ne(competitions.status, 'cancelled') : and(...pastConditions(pastAt)),
    )
    .orderBy(desc(year));
  return rows.map((row) => row.year);
}

export type EntryRow = {
  entry: typeof competitionEntries.$inferSelect;
  athleteName: string;
  athleteNationality: string | null;
  horseName: string;
  horseYob: number | null;
  horseGender: string | null;
};

export function listEntryRows(db: Db, competitionId: number): Promise<EntryRow[]> {
  return db
    .select({
      entry: competitionEntries,
      athleteName: athletes.name,
      athleteNationality: athletes.nationality,
      horseName: horses.name,
      horseYob: horses.yob,
      horseGender: horses.gender,
    })
    .from(competitionEntries)
    .innerJoin(athletes, eq(athletes.id, competitionEntries.athleteId))
    .innerJoin(horses, eq(horses.id, competitionEntries.horseId))
    .where(eq(competitionEntries.competitionId, competitionId))
    .orderBy(asc(competitionEntries.startOrder), asc(competitionEntries.id));
}

export function listVenueRows(db: Db) {
  return db.select().from(venues).orderBy(asc(venues.name), asc(venues.id));
}
