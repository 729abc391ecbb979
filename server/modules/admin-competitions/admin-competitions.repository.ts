import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitionEntries, competitions, fantasyTeams, venues } from '../../db/schema/index';

export type CompetitionRow = typeof competitions.$inferSelect;
export type CompetitionWrite = Omit<typeof competitions.$inferInsert, 'id' | 'createdAt'>;

const entryCount = sql<number>`(select count(*)::int from ${competitionEntries} where ${competitionEntries.competitionId} = ${competitions.id})`;
const e = {
  dr: sql`e.dr_status is not null or e.dr_score is not null`,
  sj: sql`e.sj_status is not null or e.sj_score is not null`,
  xc: sql`e.xc_status is not null or e.xcj_score is not null or e.xct_score is not null`,
  stopped: sql`coalesce(e.dr_status::text, 'OK') <> 'OK' or coalesce(e.sj_status::text, 'OK') <> 'OK' or coalesce(e.xc_status::text, 'OK') <> 'OK'`,
  withdrawn: sql`'WD' in (coalesce(e.dr_status::text, ''), coalesce(e.sj_status::text, ''), coalesce(e.xc_status::text, ''))`,
};
/** Entries WD in any phase (isWithdrawn in contract/scoring.ts). */
const withdrawnEntryCount = sql<number>`(select count(*)::int from ${competitionEntries} e where e.competition_id = ${competitions.id} and (${e.withdrawn}))`;
/**
 * Entries still in the competition with any score or status (hasStarted in contract/scoring.ts).
 * A withdrawn entry is left out, as the public results page leaves it out: a withdrawal before
 * the event is no score, and what a withdrawn entry rode is never published.
 */
const scoredEntryCount = sql<number>`(select count(*)::int from ${competitionEntries} e where e.competition_id = ${competitions.id} and not (${e.withdrawn}) and (${e.dr} or ${e.sj} or ${e.xc}))`;
/**
 * Entries still in the competition whose result is complete: every phase entered (dressage a
 * score or status, show jumping and cross-country a status or penalties), or a phase stopped the
 * combination (EL, RET, DSQ, NS).
 */
const completeEntryCount = sql<number>`(select count(*)::int from ${competitionEntries} e where e.competition_id = ${competitions.id} and not (${e.withdrawn}) and ((${e.stopped}) or ((${e.dr}) and (${e.sj}) and (${e.xc}))))`;

const adminColumns = {
  competition: competitions,
  venueName: venues.name,
  venueCountry: venues.country,
  entryCount,
  withdrawnEntryCount,
  scoredEntryCount,
  completeEntryCount,
};

export type AdminCompetitionRow = {
  competition: CompetitionRow;
  venueName: string | null;
  venueCountry: string | null;
  entryCount: number;
  withdrawnEntryCount: number;
  scoredEntryCount: number;
  completeEntryCount: number;
};

/** Every competition with its venue and number of entries, newest start first. */
export async function listAdminCompetitions(db: Db): Promise<AdminCompetitionRow[]> {
  return db
    .select(adminColumns)
    .from(competitions)
    .leftJoin(venues, eq(venues.id, competitions.venueId))
    .orderBy(desc(competitions.startDate), asc(competitions.id));
}

export async function findAdminCompetition(
  db: Db,
  id: number,
): Promise<AdminCompetitionRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(competitions)
    .leftJoin(venues, eq(venues.id, competitions.venueId))
    .where(eq(competitions.id, id));
  return row;
}

export async function findCompetition(db: Db, id: number): Promise<CompetitionRow | undefined> {
  const [row] = await db.select().from(competitions).where(eq(competitions.id, id));
  return row;
}

/** Whether any player has saved a team for the competition. */
export async function hasTeams(db: Db, competitionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: fantasyTeams.id })
    .from(fantasyTeams)
    .where(eq(fantasyTeams.competitionId, competitionId))
    .limit(1);
  return row !== undefined;
}

export async function venueExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, id));
  return row !== undefined;
}

export async function insertCompetition(db: Db, values: CompetitionWrite): Promise<number> {
  const [row] = await db.insert(competitions).values(values).returning({ id: competitions.id });
  if (!row) throw new Error('competition not inserted');
  return row.id;
}

export async function updateCompetition(
  db: Db,
  id: number,
  values: Partial<CompetitionWrite>,
): Promise<boolean> {
  const rows = await db
    .update(competitions)
    .set(values)
    .where(eq(competitions.id, id))
    .returning({ id: competitions.id });
  return rows.length > 0;
}

export async function deleteCompetition(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(competitions)
    .where(eq(competitions.id, id))
    .returning({ id: competitions.id });
  return rows.length > 0;
}
