import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitionEntries, competitions, venues } from '../../db/schema/index';

export type CompetitionRow = typeof competitions.$inferSelect;
export type CompetitionWrite = Omit<typeof competitions.$inferInsert, 'id' | 'createdAt'>;

const entryCount = sql<number>`(select count(*)::int from ${competitionEntries} where ${competitionEntries.competitionId} = ${competitions.id})`;

const adminColumns = {
  competition: competitions,
  venueName: venues.name,
  venueCountry: venues.country,
  entryCount,
};

export type AdminCompetitionRow = {
  competition: CompetitionRow;
  venueName: string | null;
  venueCountry: string | null;
  entryCount: number;
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
