import { LEAGUE_MESSAGES, type LeagueMember } from '../../../contract/leagues';
import { conflict, notFound } from '../../errors';
import type { AppDeps, SessionUser } from '../../types';

type MemberDeps = Pick<AppDeps, 'database' | 'leagueMembers'>;
import { userNameOf } from '../fantasy/fantasy.presenters';
import { handOverLeague } from './league-handover';
import {
  deleteMember,
  findLeagueForViewer,
  isMember,
  listMembers,
  lockLeague,
} from './leagues.repository';
import { requireCreator, visibleLeague } from './leagues.service';

/**
 * The members of a league, in the order they joined, for whoever may see the league; names and
 * team names only (docs/decisions/060-leagues-players-manage.md).
 */
export async function listLeagueMembers(
  deps: MemberDeps,
  viewer: SessionUser,
  leagueId: number,
): Promise<LeagueMember[]> {
  const db = deps.database.db;
  const league = visibleLeague(await findLeagueForViewer(db, leagueId, viewer.id), viewer);
  const members = await listMembers(db, leagueId);
  return members.map((member) => ({
    userId: member.userId,
    userName: userNameOf(member),
    userNationality: member.nationality,
    teamName: member.teamName,
    joinedAt: member.joinedAt.toISOString(),
    isCreator: member.userId === league.creatorId,
  }));
}

/**
 * Takes the player out of a league. A creator who leaves hands the league to the member who
 * joined first; the last member leaving deletes it. The league row is locked, so a join or
 * another leave waits and sees the result. Someone outside the league is told it is not found
 * where they may not see it (visibleLeague), and that they are not a member where they may.
 */
export async function leaveLeague(deps: MemberDeps, user: SessionUser, leagueId: number) {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockLeague(tx, leagueId);
    const member = row !== null && (await isMember(tx, leagueId, user.id));
    const league = visibleLeague(row && { ...row, isMember: member }, user);
    if (!member) throw conflict(LEAGUE_MESSAGES.notMember);
    await deleteMember(tx, leagueId, user.id);
    if (league.creatorId === user.id) await handOverLeague(tx, leagueId);
  });
  await deps.leagueMembers.changed(leagueId);
  return { message: LEAGUE_MESSAGES.left };
}

/** The creator removes a member (removing oneself is leaving). */
export async function removeLeagueMember(
  deps: MemberDeps,
  user: SessionUser,
  leagueId: number,
  memberId: number,
) {
  if (memberId === user.id) return leaveLeague(deps, user, leagueId);
  await deps.database.db.transaction(async (tx) => {
    await lockLeague(tx, leagueId);
    await requireCreator(tx, user, leagueId, LEAGUE_MESSAGES.creatorOnlyRemove);
    if (!(await deleteMember(tx, leagueId, memberId))) {
      throw notFound(LEAGUE_MESSAGES.memberNotFound);
    }
  });
  await deps.leagueMembers.changed(leagueId);
  return { message: LEAGUE_MESSAGES.memberRemoved };
}
