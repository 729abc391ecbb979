import type { Db } from '../db/client';
import {
  athletes,
  competitionEntries,
  competitions,
  fantasyTeamSelections,
  fantasyTeams,
  horses,
  users,
  venues,
} from '../db/schema/index';
import { startSession, sessionCookieName } from '../modules/auth/session.service';
import { hashPassword } from '../modules/auth/password';
import type { SessionUser } from '../types';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

type UserRow = typeof users.$inferSelect;

/** A verified user; pass `password` to be able to sign in through the API. */
export async function buildUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow> {
  const n = next();
  const { password, ...values } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      email: `player${n}@example.test`,
      firstName: `Player${n}`,
      lastName: 'Tester',
      nationality: 'GBR',
      emailVerified: true,
      passwordHash: password ? await hashPassword(password) : null,
      ...values,
    })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
}

/** A user with a live session; `cookie` is the header value to send. */
export async function signedInUser(
  db: Db,
  now: Date,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const user = await buildUser(db, overrides);
  const secret = await startSession(db, user.id, now, { userAgent: 'test', ip: '127.0.0.1' });
  return { user, cookie: `${sessionCookieName(false)}=${secret}` };
}

/** An administrator as their session shows them, for services that take the acting user. */
export async function buildOperator(db: Db): Promise<SessionUser> {
  const user = await buildUser(db, { isAdmin: true, firstName: 'Olive', lastName: 'Operator' });
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: true,
    membershipType: user.membershipType,
    premiumUntil: user.premiumUntil,
    emailVerified: user.emailVerified,
    sessionId: 'test',
  };
}

export async function buildVenue(db: Db, overrides: Partial<typeof venues.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(venues)
    .values({ name: `Venue ${n}`, country: 'GBR', location: 'Somewhere', ...overrides })
    .returning();
  if (!row) throw new Error('venue not created');
  return row;
}

/** A competition (and its venue when none is given), open, starting in a week by default. */
export async function buildCompetition(
  db: Db,
  now: Date,
  overrides: Partial<typeof competitions.$inferInsert> = {},
) {
  const n = next();
  const venueId = overrides.venueId ?? (await buildVenue(db)).id;
  const day = 24 * 60 * 60 * 1000;
  const [row] = await db
    .insert(competitions)
    .values({
      name: `Competition ${n}`,
      venueId,
      startDate: new Date(now.getTime() + 7 * day),
      endDate: new Date(now.getTime() + 10 * day),
      deadline: new Date(now.getTime() + 6 * day),
      status: 'open',
      level: 'CCI5*-L',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('competition not created');
  return row;
}

export async function buildAthlete(db: Db, overrides: Partial<typeof athletes.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(athletes)
    .values({ name: `Rider ${n}`, nationality: 'GBR', ...overrides })
    .returning();
  if (!row) throw new Error('athlete not created');
  return row;
}

export async function buildHorse(db: Db, overrides: Partial<typeof horses.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(horses)
    .values({ name: `Horse ${n}`, yob: 2014, gender: 'Gelding', sex: 'Gelding', ...overrides })
    .returning();
  if (!row) throw new Error('horse not created');
  return row;
}

/** An entry of a competition, creating its rider and horse when not given. */
export async function buildEntry(
  db: Db,
  competitionId: number,
  overrides: Omit<Partial<typeof competitionEntries.$inferInsert>, 'price'> & {
    price?: string | null;
  } = {},
) {
  const { price = '2.0', ...values } = overrides;
  const athleteId = values.athleteId ?? (await buildAthlete(db)).id;
  const horseId = values.horseId ?? (await buildHorse(db)).id;
  // A price the factory gives is a given price, as a file's is; `price: null` gives none: the
  // default 2.5 stands and the entry was never priced (docs/decisions/099-a-given-price-is-a-price.md).
  const given = price === null ? {} : { price, priceGivenAt: new Date() };
  const [row] = await db
    .insert(competitionEntries)
    .values({ competitionId, athleteId, horseId, ...given, ...values })
    .returning();
  if (!row) throw new Error('entry not created');
  return row;
}

/** A player's team of one pick, the entry given, at that entry's price. */
export async function buildTeamOf(
  db: Db,
  userId: number,
  entry: { id: number; competitionId: number; athleteId: number; horseId: number; price: string },
  teamName = 'My Team',
) {
  const [team] = await db
    .insert(fantasyTeams)
    .values({ userId, competitionId: entry.competitionId, teamName, totalSpent: entry.price })
    .returning();
  if (!team) throw new Error('team not created');
  await db.insert(fantasyTeamSelections).values({
    fantasyTeamId: team.id,
    competitionEntryId: entry.id,
    athleteId: entry.athleteId,
    horseId: entry.horseId,
    price: entry.price,
  });
  return team;
}

/**
 * A player's team of one pick whose entry scored `points` (one decimal, as stored): a team with
 * known points for standings tests. Tell the standings engine afterwards (reconcile).
 */
export async function buildScoredTeam(
  db: Db,
  competitionId: number,
  userId: number,
  points: string,
  teamName = 'My Team',
) {
  const entry = await buildEntry(db, competitionId, { totalPts: points });
  const team = await buildTeamOf(db, userId, entry, teamName);
  return { team, entry };
}
