import type { Db } from '../../db/client';
import {
  deleteLeague,
  deleteMember,
  findEarliestMember,
  isMember,
  lockLeaguesCreatedBy,
  updateLeague,
} from './leagues.repository';

/**
 * After a league's creator left it: the member who joined first (then the lower user id) becomes
 * its creator; a league nobody is left in is deleted (docs/decisions/060-leagues-players-manage.md).
 */
export async function handOverLeague(tx: Db, leagueId: number) {
  const successor = await findEarliestMember(tx, leagueId);
  if (successor === null) await deleteLeague(tx, leagueId);
  else await updateLeague(tx, leagueId, { creatorId: successor });
}

/**
 * Before a user is deleted, in the same transaction: each league they created and belong to is
 * left as its creator leaves it (handOverLeague); an operators' league they created without
 * joining passes to `operatorId`, the administrator deleting them
 * (docs/decisions/082-a-deleted-player-leaves-their-leagues.md). The leagues changed, by id.
 */
export async function releaseLeaguesOf(tx: Db, userId: number, operatorId: number) {
  const created = await lockLeaguesCreatedBy(tx, userId);
  for (const league of created) {
    if (await deleteMember(tx, league.id, userId)) await handOverLeague(tx, league.id);
    else await updateLeague(tx, league.id, { creatorId: operatorId });
  }
  return created.map((league) => league.id);
}

/**
 * When a user stops being an administrator: the operators' leagues they created without joining
 * pass to `operatorId`, the administrator taking the flag away, as on deletion (decision 082), so
 * they stay operators' leagues; the leagues they play in stay theirs. The leagues changed, by id.
 */
export async function handOverOperatorsLeaguesOf(tx: Db, userId: number, operatorId: number) {
  const handed: number[] = [];
  for (const league of await lockLeaguesCreatedBy(tx, userId)) {
    if (await isMember(tx, league.id, userId)) continue;
    await updateLeague(tx, league.id, { creatorId: operatorId });
    handed.push(league.id);
  }
  return handed;
}
