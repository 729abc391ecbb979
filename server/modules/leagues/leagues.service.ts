import { LEAGUE_MESSAGES, leagueInputSchema, type League } from '../../../contract/leagues';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import type { SessionUser } from '../../types';
import { currentSeason, standingScopeKey } from '../leaderboards/leaderboards.service';
import { RATE_LIMITS, countAttempt, refundAttempt } from '../rate-limit/rate-limit.service';
import { insertLeagueWithFreeCode } from './join-code';
import {
  addMember,
  countMembers,
  deleteLeague,
  findLeague,
  findLeagueForViewer,
  isMember,
  listLeaguesOfUser,
  lockLeagueByCode,
  updateLeague,
  type LeagueWithCounts,
} from './leagues.repository';

type Input = ReturnType<typeof leagueInputSchema.parse>;

/** The scope league ranks on /play use: the kept standings of the current season (UTC year). */
export const seasonScopeAt = (now: Date) =>
  standingScopeKey({ kind: 'season', year: currentSeason(now) });

export const presentLeague = (row: LeagueWithCounts): League => ({
  id: row.id,
  name: row.name,
  description: row.description,
  creatorId: row.creatorId,
  isPrivate: row.isPrivate,
  joinCode: row.joinCode,
  maxMembers: row.maxMembers,
  memberCount: row.memberCount,
  userRank: row.userRank,
  isMember: row.isMember,
  createdAt: row.createdAt.toISOString(),
});

/** The player's leagues with member counts and their season rank in each. */
export async function listUserLeagues(db: Db, user: SessionUser, now: Date): Promise<League[]> {
  return (await listLeaguesOfUser(db, user.id, seasonScopeAt(now))).map(presentLeague);
}

/** Members see their private leagues, everyone signed in sees public ones, administrators all. */
export const mayViewLeague = (
  league: { isPrivate: boolean; isMember: boolean },
  viewer: SessionUser,
) => !league.isPrivate || league.isMember || viewer.isAdmin;

/** One league as the viewer may see it (mayViewLeague); anything else is 'League not found'. */
export async function getLeague(
  db: Db,
  viewer: SessionUser,
  leagueId: number,
  now: Date,
): Promise<League> {
  const row = await findLeagueForViewer(db, leagueId, viewer.id, seasonScopeAt(now));
  if (!row || !mayViewLeague(row, viewer)) {
    throw notFound(LEAGUE_MESSAGES.notFound);
  }
  return presentLeague(row);
}

/** Creates a private league with a generated join code; its creator is its first member. */
export async function createLeague(
  db: Db,
  user: SessionUser,
  input: Input,
  now: Date,
): Promise<League> {
  const league = await db.transaction(async (tx) => {
    const row = await insertLeagueWithFreeCode(tx, {
      name: input.name,
      description: input.description,
      creatorId: user.id,
      isPrivate: true,
      createdAt: now,
    });
    await addMember(tx, row.id, user.id, now);
    return row;
  });
  return getLeague(db, user, league.id, now);
}

/** The league, when `user` created it; else 404 for a non-member of a private league, 403 otherwise. */
export async function requireCreator(db: Db, user: SessionUser, leagueId: number, refusal: string) {
  const league = await findLeague(db, leagueId);
  if (!league) throw notFound(LEAGUE_MESSAGES.notFound);
  if (league.creatorId !== user.id) {
    // A non-member of a private league learns nothing more than that it does not exist.
    if (league.isPrivate && !(await isMember(db, leagueId, user.id))) {
      throw notFound(LEAGUE_MESSAGES.notFound);
    }
    throw forbidden(refusal);
  }
  return league;
}

/** Renames a league or changes its description; only its creator may. */
export async function editLeague(
  db: Db,
  user: SessionUser,
  leagueId: number,
  input: Input,
  now: Date,
): Promise<League> {
  await requireCreator(db, user, leagueId, LEAGUE_MESSAGES.creatorOnlyEdit);
  await updateLeague(db, leagueId, { name: input.name, description: input.description });
  return getLeague(db, user, leagueId, now);
}

/** Deletes a league and every membership of it; only its creator may. */
export async function removeLeague(db: Db, user: SessionUser, leagueId: number) {
  await requireCreator(db, user, leagueId, LEAGUE_MESSAGES.creatorOnlyDelete);
  await deleteLeague(db, leagueId);
  return { message: LEAGUE_MESSAGES.deleted };
}

/**
 * Joins the league with this code. The league row is locked for the count and the insert, so
 * when one place is left and many join at once exactly one gets in. Every try is counted per
 * player and per address before the code is looked up, and taken back once the code proves to
 * exist: only failed guesses stay counted (docs/decisions/022-rate-limits-counted-before-the-check.md).
 */
export async function joinLeague(
  db: Db,
  user: SessionUser,
  joinCode: string,
  context: { ip: string; now: Date },
) {
  const { now } = context;
  const attempt = await countAttempt(
    db,
    [
      { rule: RATE_LIMITS.joinFailuresPerAccount, subject: String(user.id) },
      { rule: RATE_LIMITS.joinFailuresPerIp, subject: context.ip },
    ],
    now,
  );
  let codeExists = false;
  let leagueId: number;
  try {
    leagueId = await db.transaction(async (tx) => {
      const league = await lockLeagueByCode(tx, joinCode);
      if (!league) throw notFound(LEAGUE_MESSAGES.notFound);
      codeExists = true;
      if (await isMember(tx, league.id, user.id)) throw conflict(LEAGUE_MESSAGES.alreadyMember);
      if ((await countMembers(tx, league.id)) >= league.maxMembers) {
        throw new AppError('UNPROCESSABLE', LEAGUE_MESSAGES.full);
      }
      if (!(await addMember(tx, league.id, user.id, now))) {
        throw conflict(LEAGUE_MESSAGES.alreadyMember);
      }
      return league.id;
    });
  } finally {
    if (codeExists) await refundAttempt(db, attempt);
  }
  return {
    message: 'Joined league successfully!',
    league: await getLeague(db, user, leagueId, now),
  };
}
