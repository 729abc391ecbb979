import {
  DATA_MESSAGES,
  type AdminAthlete,
  type AdminHorse,
  type AdminUser,
  type AdminVenue,
  type athleteUpdateSchema,
  type horseUpdateSchema,
  type userUpdateSchema,
  type venueFieldsSchema,
} from '../../../contract/admin-data';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { athletes, horses, users, venues } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { notifyCompetitionChanged } from '../../live/competition-changed';
import { notifyPlayerChanged } from '../standings/player-changes';
import type { AppDeps, SessionUser } from '../../types';
import { RESET_TOKEN_MS, VERIFICATION_TOKEN_MS } from '../auth/auth.service';
import { findCountry } from '../auth/countries.service';
import { hashSecret, newSecret } from '../auth/session.service';
import { isUniqueViolation } from '../../db/unique-violation';
import { replaceUserToken, retireAllUserLinks, type TokenKind } from '../auth/token.repository';
import { competitionsOfEntries } from '../imports/imports.repository';
import { handOverOperatorsLeaguesOf, releaseLeaguesOf } from '../leagues/league-handover';
import { withdrawVotesOfUser } from '../polls/polls.repository';
import {
  competitionsAtVenue,
  competitionsOfUserTeams,
  deleteUserRow,
  findAthlete,
  findUser,
  findVenue,
  findVenueNamed,
  findUserIdByEmail,
  searchAthletes,
  searchHorses,
  searchUsers,
  searchVenues,
  updateAthleteRow,
  updateHorseRow,
  updateUserRow,
  updateVenueRow,
  findFeiIdHolder,
  insertVenueRow,
  lockActorAndUser,
  lockVenueNames,
} from './admin-data.repository';

function presentAdminUser(row: typeof users.$inferSelect): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    nationality: row.nationality,
    teamName: row.teamName,
    membershipType: row.membershipType,
    emailVerified: row.emailVerified,
    isAdmin: row.isAdmin,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const presentAthlete = (row: typeof athletes.$inferSelect): AdminAthlete => ({
  id: row.id,
  name: row.name,
  feiId: row.feiId,
  nationality: row.nationality,
  birthDate: row.birthDate,
  biography: row.biography,
  profileImageUrl: row.profileImageUrl,
});

const presentHorse = (row: typeof horses.$inferSelect): AdminHorse => ({
  id: row.id,
  name: row.name,
  feiId: row.feiId,
  yob: row.yob,
  sex: row.sex,
  color: row.color,
  sire: row.sire,
  dam: row.dam,
});

const presentVenue = (row: typeof venues.$inferSelect): AdminVenue => ({
  id: row.id,
  name: row.name,
  location: row.location,
  country: row.country,
  description: row.description,
  imageUrl: row.imageUrl,
});

async function notifyAll(deps: AppDeps, competitionIds: number[]) {
  for (const id of competitionIds) await notifyCompetitionChanged(deps.database, id);
}

/**
 * A nationality as registration takes it: a code of the countries list (FEI or ISO three
 * letters), stored as its FEI code; empty clears it. A code already stored that the list lacks
 * is kept when sent back unchanged, so such a row stays editable
 * (docs/decisions/085-nationalities-from-the-countries-list.md).
 */
function checkNationality(input: string | null, stored: string | null): string | null {
  if (input === null) return null;
  const country = findCountry(input);
  if (country) return country.code;
  if (stored !== null && input === stored.toUpperCase()) return stored;
  throw badRequest(`nationality: ${DATA_MESSAGES.unknownNationality}`, 'nationality');
}

/** Users matching the text (name, email, team name), newest first; verified filters when given. */
export async function findUsers(
  deps: AppDeps,
  q: string | undefined,
  verified: 'true' | 'false' | undefined,
) {
  const rows = await searchUsers(
    deps.database.db,
    q ?? '',
    verified === undefined ? undefined : verified === 'true',
  );
  return rows.map(presentAdminUser);
}

/** Marks the user's email address verified. */
export async function verifyUser(deps: AppDeps, id: number): Promise<AdminUser> {
  const row = await updateUserRow(deps.database.db, id, { emailVerified: true }, deps.clock.now());
  if (!row) throw notFound(DATA_MESSAGES.userNotFound);
  return presentAdminUser(row);
}

/**
 * Locks the actor's row and the user's; refuses when the actor stopped being an administrator
 * after signing this request in: two administrators taking each other's flag away, or deleting
 * each other, at the same moment are served in turn, and the second is refused, so one
 * administrator always remains. Answers the user's id and flag as locked, or null.
 */
async function requireStillAdmin(tx: Db, actor: SessionUser, id: number) {
  const { actorIsAdmin, user } = await lockActorAndUser(tx, actor.id, id);
  if (!actorIsAdmin) throw forbidden(DATA_MESSAGES.noLongerAdmin);
  return user;
}

/**
 * Saves an administrator's edit of a user. The email stays unique, and an administrator can
 * never take away their own administrator flag (so the last administrator cannot lock out).
 * Taking another's flag away hands the operators' leagues they created to the actor.
 */
export async function editUser(
  deps: AppDeps,
  actor: SessionUser,
  id: number,
  input: z.output<typeof userUpdateSchema>,
): Promise<AdminUser> {
  if (actor.id === id && !input.isAdmin) throw badRequest(DATA_MESSAGES.ownAdminFlag, 'isAdmin');
  const db = deps.database.db;
  const current = await findUser(db, id);
  if (!current) throw notFound(DATA_MESSAGES.userNotFound);
  const nationality = checkNationality(input.nationality, current.nationality);
  const owner = await findUserIdByEmail(db, input.email);
  if (owner !== undefined && owner !== id) throw conflict(DATA_MESSAGES.emailTaken);
  const now = deps.clock.now();
  const email = input.email.toLowerCase();
  const { row, leagueIds } = await db
    .transaction(async (tx) => {
      const locked = await requireStillAdmin(tx, actor, id);
      const handed =
        locked?.isAdmin && !input.isAdmin ? await handOverOperatorsLeaguesOf(tx, id, actor.id) : [];
      const updated = await updateUserRow(
        tx,
        id,
        {
          firstName: input.firstName,
          lastName: input.lastName,
          email,
          nationality,
          emailVerified: input.emailVerified,
          isAdmin: input.isAdmin,
        },
        now,
      );
      // Links mailed to the old address must not set the password of the account it left.
      if (updated && email !== current.email.toLowerCase()) {
        await retireAllUserLinks(tx, id, now);
      }
      return { row: updated, leagueIds: handed };
    })
    .catch((error: unknown) => {
      // Another account took the address between the check and this write.
      if (isUniqueViolation(error, 'users_email_lower_unique')) {
        throw conflict(DATA_MESSAGES.emailTaken);
      }
      throw error;
    });
  if (!row) throw notFound(DATA_MESSAGES.userNotFound);
  for (const leagueId of leagueIds) await deps.leagueMembers.changed(leagueId);
  await notifyPlayerChanged(deps.database, id);
  return presentAdminUser(row);
}

/**
 * Deletes a user and everything that is theirs alone; never the administrator doing it. In one
 * transaction their votes leave the polls' counts and the leagues they created are handed on as
 * when a creator leaves (releaseLeaguesOf); the user row is locked first (with the actor's, who
 * must still be an administrator), so a vote, team or league of theirs arriving meanwhile waits
 * and then finds them gone.
 */
export async function removeUser(deps: AppDeps, actor: SessionUser, id: number) {
  if (actor.id === id) throw badRequest(DATA_MESSAGES.deleteSelf);
  const { leagueIds, competitionIds } = await deps.database.db.transaction(async (tx) => {
    if (!(await requireStillAdmin(tx, actor, id))) throw notFound(DATA_MESSAGES.userNotFound);
    const teamsIn = await competitionsOfUserTeams(tx, id);
    await withdrawVotesOfUser(tx, id);
    const released = await releaseLeaguesOf(tx, id, actor.id);
    await deleteUserRow(tx, id);
    return { leagueIds: released, competitionIds: teamsIn };
  });
  for (const leagueId of leagueIds) await deps.leagueMembers.changed(leagueId);
  for (const competitionId of competitionIds) deps.selectionStats.forget(competitionId);
  await notifyPlayerChanged(deps.database, id);
  return { message: DATA_MESSAGES.userDeleted, id };
}

async function issueLinkToken(deps: AppDeps, kind: TokenKind, id: number): Promise<string> {
  const now = deps.clock.now();
  const secret = newSecret();
  const lifetime = kind === 'verification' ? VERIFICATION_TOKEN_MS : RESET_TOKEN_MS;
  await deps.database.db.transaction(async (tx) => {
    if (!(await findUser(tx, id))) throw notFound(DATA_MESSAGES.userNotFound);
    await replaceUserToken(tx, kind, {
      userId: id,
      tokenHash: hashSecret(secret),
      expiresAt: new Date(now.getTime() + lifetime),
      now,
    });
  });
  return secret;
}

/** A fresh password-setup link (the email-verification link, valid 48 hours); older ones end. */
export async function generatePasswordLink(deps: AppDeps, id: number) {
  const token = await issueLinkToken(deps, 'verification', id);
  return { verificationUrl: `${deps.config.appUrl}/verify-email?token=${token}` };
}

/** A fresh password-reset link (valid 1 hour); older ones end. */
export async function generateResetLink(deps: AppDeps, id: number) {
  const token = await issueLinkToken(deps, 'reset', id);
  return { resetUrl: `${deps.config.appUrl}/reset-password?token=${token}` };
}

/** An FEI id names one rider or one horse: another record holding it is a 409 naming it. */
async function checkFeiId(
  deps: AppDeps,
  kind: 'athlete' | 'horse',
  id: number,
  feiId: string | null | undefined,
) {
  if (feiId === null || feiId === undefined) return;
  const holder = await findFeiIdHolder(deps.database.db, kind, feiId, id);
  if (holder) throw conflict(DATA_MESSAGES.feiIdTaken(kind, feiId, holder.name));
}

/**
 * Writes a record with its FEI id checked first; when another record took the id between the
 * check and the write (the unique index refuses it), the answer is the same 409 naming that one.
 */
async function saveWithFeiId<T>(
  deps: AppDeps,
  kind: 'athlete' | 'horse',
  id: number,
  feiId: string | null | undefined,
  write: () => Promise<T>,
): Promise<T> {
  await checkFeiId(deps, kind, id, feiId);
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, `${kind}s_fei_id_unique`)) await checkFeiId(deps, kind, id, feiId);
    throw error;
  }
}

export async function findAthletes(deps: AppDeps, q: string | undefined) {
  return (await searchAthletes(deps.database.db, q ?? '')).map(presentAthlete);
}

/** Saves an athlete; the competitions they ride in show the change at once. */
export async function editAthlete(
  deps: AppDeps,
  id: number,
  input: z.output<typeof athleteUpdateSchema>,
) {
  const current = await findAthlete(deps.database.db, id);
  if (!current) throw notFound(DATA_MESSAGES.athleteNotFound);
  const nationality = checkNationality(input.nationality, current.nationality);
  const row = await saveWithFeiId(deps, 'athlete', id, input.feiId, () =>
    updateAthleteRow(deps.database.db, id, { ...input, nationality }),
  );
  if (!row) throw notFound(DATA_MESSAGES.athleteNotFound);
  await notifyAll(deps, await competitionsOfEntries(deps.database.db, { athleteIds: [id] }));
  return presentAthlete(row);
}

export async function findHorses(deps: AppDeps, q: string | undefined) {
  return (await searchHorses(deps.database.db, q ?? '')).map(presentHorse);
}

/** Saves a horse (name, year of birth, sex, colour, sire, dam); its competitions are refreshed. */
export async function editHorse(
  deps: AppDeps,
  id: number,
  input: z.output<typeof horseUpdateSchema>,
) {
  const row = await saveWithFeiId(deps, 'horse', id, input.feiId, () =>
    updateHorseRow(deps.database.db, id, { ...input, gender: input.sex }),
  );
  if (!row) throw notFound(DATA_MESSAGES.horseNotFound);
  await notifyAll(deps, await competitionsOfEntries(deps.database.db, { horseIds: [id] }));
  return presentHorse(row);
}

export async function findVenues(deps: AppDeps, q: string | undefined) {
  return (await searchVenues(deps.database.db, q ?? '')).map(presentVenue);
}

/**
 * Refuses a name another venue has, ignoring case and spacing
 * (docs/decisions/086-one-venue-per-name-and-venues-kept.md).
 */
const venueNameKey = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();

async function checkVenueName(db: Db, name: string, exceptId?: number) {
  const holder = await findVenueNamed(db, name, exceptId);
  if (holder) throw conflict(DATA_MESSAGES.venueNameTaken(holder.name));
}

/**
 * Creates a venue (name required and not another venue's), which competitions can then be held
 * at. Creates and renames take turns, so two at once cannot both take a name.
 */
export async function createVenue(deps: AppDeps, input: z.output<typeof venueFieldsSchema>) {
  const row = await deps.database.db.transaction(async (tx) => {
    await lockVenueNames(tx);
    await checkVenueName(tx, input.name);
    return insertVenueRow(tx, input);
  });
  return presentVenue(row);
}

/**
 * Saves a venue; a new name must not be another venue's (a name kept as it was is not checked,
 * so venues named alike before the check stay editable). Competitions held there are refreshed.
 */
export async function editVenue(
  deps: AppDeps,
  id: number,
  input: z.output<typeof venueFieldsSchema>,
) {
  const row = await deps.database.db.transaction(async (tx) => {
    await lockVenueNames(tx);
    const current = await findVenue(tx, id);
    if (!current) throw notFound(DATA_MESSAGES.venueNotFound);
    if (venueNameKey(current.name) !== venueNameKey(input.name)) {
      await checkVenueName(tx, input.name, id);
    }
    return updateVenueRow(tx, id, input);
  });
  if (!row) throw notFound(DATA_MESSAGES.venueNotFound);
  await notifyAll(deps, await competitionsAtVenue(deps.database.db, id));
  return presentVenue(row);
}
