import {
  LEAGUE_MESSAGES,
  LEAGUES_CREATED_MAX,
  leagueInputSchema,
  type League,
} from '../../../contract/leagues';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import type { AppDeps, SessionUser } from '../../types';
import { currentSeason, standingScopeKey } from '../leaderboards/leaderboards.service';
import { RATE_LIMITS, countAttempt, refundAttempt } from '../rate-limit/rate-limit.service';
import { insertLeagueWithFreeCode } from './join-code';
import {
  addMember,
  countLeaguesFoundedBy,
  countMembers,
  deleteLeague,
  findLeague,
  findLeagueForViewer,
  isMember,
  listLeaguesOfUser,
  lockFounder,
  lockLeagueByCode,
  updateLeague,
  type LeagueWithCounts,
} from './leagues.repository';
import { refuseOffensiveName } from '../users/chosen-names';

type Input = ReturnType<typeof leagueInputSchema.parse>;
type LeagueDeps = Pick<AppDeps, 'database' | 'standings' | 'leagueMembers'>;

/** The scope league ranks on /play use: the season's standings (UTC year of now). */
export const seasonScopeAt = (now: Date) =>
  standingScopeKey({ kind: 'season', year: currentSeason(now) });

/** The viewer's rank among a league's members on the current season's board; null when unranked. */
async function seasonRankIn(deps: LeagueDeps, leagueId: number, viewerId: number, now: Date) {
  const roster = await deps.leagueMembers.get(leagueId);
  if (!roster) return null;
  const board = await deps.standings.leagueBoard(
    { scope: seasonScopeAt(now) },
    roster.members,
    viewerId,
    0,
  );
  return board?.me?.rank ?? null;
}

const presentLeague = (row: LeagueWithCounts, userRank: number | null): League => ({
  id: row.id,
  name: row.name,
  description: row.description,
  creatorId: row.creatorId,
  isPrivate: row.isPrivate,
  joinCode: row.joinCode,
  maxMembers: row.maxMembers,
  memberCount: row.memberCount,
  userRank,
  isMember: row.isMember,
  createdAt: row.createdAt.toISOString(),
});

/** The player's leagues with member counts and their season rank in each. */
export async function listUserLeagues(
  deps: LeagueDeps,
  user: SessionUser,
  now: Date,
): Promise<League[]> {
  const rows = await listLeaguesOfUser(deps.database.db, user.id);
  return Promise.all(
    rows.map(async (row) => presentLeague(row, await seasonRankIn(deps, row.id, user.id, now))),
  );
}

/** Members see their private leagues, everyone signed in sees public ones, administrators all. */
export const mayViewLeague = (
  league: { isPrivate: boolean; isMember: boolean },
  viewer: SessionUser,
) => !league.isPrivate || league.isMember || viewer.isAdmin;

/**
 * The league, when the viewer may see it (mayViewLeague); else 'League not found', so that a
 * private league's outsiders learn nothing of it. Whatever the viewer then asks of a league they
 * see is answered as such: 403 when it is not theirs to change, not 404.
 */
export function visibleLeague<L extends { isPrivate: boolean; isMember: boolean }>(
  league: L | null,
  viewer: SessionUser,
): L {
  if (!league || !mayViewLeague(league, viewer)) throw notFound(LEAGUE_MESSAGES.notFound);
  return league;
}

/** One league as the viewer may see it (visibleLeague). */
export async function getLeague(
  deps: LeagueDeps,
  viewer: SessionUser,
  leagueId: number,
  now: Date,
): Promise<League> {
  const row = visibleLeague(
    await findLeagueForViewer(deps.database.db, leagueId, viewer.id),
    viewer,
  );
  return presentLeague(row, await seasonRankIn(deps, leagueId, viewer.id, now));
}

/**
 * Creates a private league with a generated join code; its creator is its first member. A player
 * has at most LEAGUES_CREATED_MAX such leagues at a time (409): the count and the insert run with
 * the player's row locked, so creations sent at once cannot pass the cap together.
 */
export async function createLeague(
  deps: LeagueDeps,
  user: SessionUser,
  input: Input,
  now: Date,
): Promise<League> {
  refuseOffensiveName('leagueName', input.name, 'name');
  const league = await deps.database.db.transaction(async (tx) => {
    await lockFounder(tx, user.id);
    if ((await countLeaguesFoundedBy(tx, user.id)) >= LEAGUES_CREATED_MAX) {
      throw conflict(LEAGUE_MESSAGES.createdLimit);
    }
    const row = await insertLeagueWithFreeCode(tx, {
      name: input.name,
      description: input.description,
      creatorId: user.id,
      founderId: user.id,
      isPrivate: true,
      createdAt: now,
    });
    await addMember(tx, row.id, user.id, now);
    return row;
  });
  await deps.leagueMembers.changed(league.id);
  return getLeague(deps, user, league.id, now);
}

/**
 * The league, when `user` created it; else 'League not found' where they may not see it
 * (visibleLeague) and `refusal` (403) where they may, administrators included: they change
 * others' leagues from the administration's own routes.
 */
export async function requireCreator(db: Db, user: SessionUser, leagueId: number, refusal: string) {
  const league = await findLeague(db, leagueId);
  if (league && league.creatorId === user.id) return league;
  const member = league !== null && (await isMember(db, leagueId, user.id));
  visibleLeague(league && { ...league, isMember: member }, user);
  throw forbidden(refusal);
}

/** Renames a league or changes its description; only its creator may. */
export async function editLeague(
  deps: LeagueDeps,
  user: SessionUser,
  leagueId: number,
  input: Input,
  now: Date,
): Promise<League> {
  const db = deps.database.db;
  await requireCreator(db, user, leagueId, LEAGUE_MESSAGES.creatorOnlyEdit);
  refuseOffensiveName('leagueName', input.name, 'name');
  await updateLeague(db, leagueId, { name: input.name, description: input.description });
  return getLeague(deps, user, leagueId, now);
}

/** Deletes a league and every membership of it; only its creator may. */
export async function removeLeague(deps: LeagueDeps, user: SessionUser, leagueId: number) {
  const db = deps.database.db;
  await requireCreator(db, user, leagueId, LEAGUE_MESSAGES.creatorOnlyDelete);
  await deleteLeague(db, leagueId);
  await deps.leagueMembers.changed(leagueId);
  return { message: LEAGUE_MESSAGES.deleted };
}

/**
 * Joins the league with this code. The league row is locked for the count and the insert, so
 * when one place is left and many join at once exactly one gets in. Every try is counted per
 * player and per address before the code is looked up, and taken back once the code proves to
 * exist: only failed guesses stay counted (docs/decisions/022-rate-limits-counted-before-the-check.md).
 */
export async function joinLeague(
  deps: LeagueDeps,
  user: SessionUser,
  joinCode: string,
  context: { address: string; now: Date },
) {
  const { now } = context;
  const db = deps.database.db;
  const attempt = await countAttempt(
    db,
    [
      { rule: RATE_LIMITS.joinFailuresPerAccount, subject: String(user.id) },
      { rule: RATE_LIMITS.joinFailuresPerIp, subject: context.address },
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
  await deps.leagueMembers.changed(leagueId);
  return {
    message: 'Joined league successfully!',
    league: await getLeague(deps, user, leagueId, now),
  };
}
