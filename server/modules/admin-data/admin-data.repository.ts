import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { DATA_SEARCH_LIMIT } from '../../../contract/admin-data';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { athletes, competitions, fantasyTeams, horses, users, venues } from '../../db/schema/index';

/** An ILIKE pattern matching the text anywhere, with its wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchUsers(db: Db, q: string, verified: boolean | undefined) {
  const conditions: SQL[] = [];
  if (q !== '') {
    const pattern = contains(q);
    const match = or(
      ilike(users.email, pattern),
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ilike(users.teamName, pattern),
    );
    if (match) conditions.push(match);
  }
  if (verified !== undefined) conditions.push(eq(users.emailVerified, verified));
  return db
    .select()
    .from(users)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(DATA_SEARCH_LIMIT);
}

export async function findUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserIdByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row?.id;
}

export async function updateUserRow(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * The acting administrator's row and the user's, locked until the transaction ends, in id order
 * (two administrators acting on each other wait in turn instead of deadlocking). Answers whether
 * the actor is still an administrator, as committed, and the user's id and flag (null: no such
 * user). While locked, the user's new votes, teams and leagues wait too.
 */
export async function lockActorAndUser(db: Db, actorId: number, id: number) {
  const rows = await db
    .select({ id: users.id, isAdmin: users.isAdmin })
    .from(users)
    .where(inArray(users.id, [actorId, id]))
    .orderBy(asc(users.id))
    .for('update');
  const user = rows.find((row) => row.id === id);
  return {
    actorIsAdmin: rows.some((row) => row.id === actorId && row.isAdmin),
    user: user ?? null,
  };
}

/** The competitions the user has a team in. */
export async function competitionsOfUserTeams(db: Db, userId: number) {
  const rows = await db
    .select({ id: fantasyTeams.competitionId })
    .from(fantasyTeams)
    .where(eq(fantasyTeams.userId, userId));
  return rows.map((row) => row.id);
}

export async function deleteUserRow(db: Db, id: number) {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export async function searchAthletes(db: Db, q: string) {
  const pattern = contains(q);
  return db
    .select()
    .from(athletes)
    .where(
      q === ''
        ? undefined
        : or(
            ilike(athletes.name, pattern),
            ilike(athletes.nationality, pattern),
            eq(athletes.feiId, q.replace(/\s+/g, '').toUpperCase()),
          ),
    )
    .orderBy(asc(athletes.name), asc(athletes.id))
    .limit(DATA_SEARCH_LIMIT);
}

export async function findAthlete(db: Db, id: number) {
  const [row] = await db.select().from(athletes).where(eq(athletes.id, id));
  return row;
}

export async function updateAthleteRow(
  db: Db,
  id: number,
  values: Partial<typeof athletes.$inferInsert>,
) {
  const [row] = await db.update(athletes).set(values).where(eq(athletes.id, id)).returning();
  return row;
}

export async function searchHorses(db: Db, q: string) {
  const pattern = contains(q);
  return db
    .select()
    .from(horses)
    .where(
      q === ''
        ? undefined
        : or(
            ilike(horses.name, pattern),
            ilike(horses.sire, pattern),
            ilike(horses.dam, pattern),
            eq(horses.feiId, q.replace(/\s+/g, '').toUpperCase()),
          ),
    )
    .orderBy(asc(horses.name), asc(horses.id))
    .limit(DATA_SEARCH_LIMIT);
}

export async function updateHorseRow(
  db: Db,
  id: number,
  values: Partial<typeof horses.$inferInsert>,
) {
  const [row] = await db.update(horses).set(values).where(eq(horses.id, id)).returning();
  return row;
}

/** The other athlete or horse holding an FEI id, if any. */
export async function findFeiIdHolder(
  db: Db,
  kind: 'athlete' | 'horse',
  feiId: string,
  exceptId: number,
) {
  const table = kind === 'athlete' ? athletes : horses;
  const [row] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.feiId, feiId), ne(table.id, exceptId)));
  return row;
}

/** Waits until no other transaction is creating or renaming a venue, then holds the turn. */
export async function lockVenueNames(db: Db) {
  await db.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.venues})`);
}

/** A name compared ignoring case and spacing (runs of white space as one, none at the ends). */
const venueNameKey = (name: SQL) => sql`lower(btrim(regexp_replace(${name}, ${'\\s+'}, ' ', 'g')))`;

/** The venue, other than `exceptId`, whose name is `name` ignoring case and spacing. */
export async function findVenueNamed(db: Db, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(
      and(
        eq(venueNameKey(sql`${venues.name}`), venueNameKey(sql`${name}::text`)),
        exceptId === undefined ? undefined : ne(venues.id, exceptId),
      ),
    )
    .orderBy(asc(venues.id))
    .limit(1);
  return row;
}

export async function findVenue(db: Db, id: number) {
  const [row] = await db
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(eq(venues.id, id));
  return row;
}

export async function insertVenueRow(db: Db, values: typeof venues.$inferInsert) {
  const [row] = await db.insert(venues).values(values).returning();
  if (!row) throw new Error('venue not inserted');
  return row;
}

export async function searchVenues(db: Db, q: string) {
  const pattern = contains(q);
  return db
    .select()
    .from(venues)
    .where(
      q === ''
        ? undefined
        : or(
            ilike(venues.name, pattern),
            ilike(venues.location, pattern),
            ilike(venues.country, pattern),
          ),
    )
    .orderBy(asc(venues.name), asc(venues.id))
    .limit(DATA_SEARCH_LIMIT);
}

export async function updateVenueRow(
  db: Db,
  id: number,
  values: Partial<typeof venues.$inferInsert>,
) {
  const [row] = await db.update(venues).set(values).where(eq(venues.id, id)).returning();
  return row;
}

export async function competitionsAtVenue(db: Db, venueId: number) {
  const rows = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.venueId, venueId));
  return rows.map((row) => row.id);
}
