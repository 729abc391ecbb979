import {
  adminLeagueInputSchema,
  validateJoinCodeBodySchema,
  type AdminLeague,
} from '../../../contract/admin-leagues';
import { LEAGUE_MESSAGES } from '../../../contract/leagues';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../types';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../errors';
import { insertLeagueWithFreeCode } from '../leagues/join-code';
import {
  countMembers,
  deleteLeague,
  insertLeagueIfCodeFree,
  isJoinCodeTaken,
  lockLeague,
  updateLeague,
} from '../leagues/leagues.repository';
import { listAdminLeagues, type AdminLeagueRow } from './admin-leagues.repository';

type Input = ReturnType<typeof adminLeagueInputSchema.parse>;
type ValidateInput = ReturnType<typeof validateJoinCodeBodySchema.parse>;

const present = (row: AdminLeagueRow): AdminLeague => ({
  id: row.id,
  name: row.name,
  description: row.description,
  creatorId: row.creator_id,
  creatorName:
    row.creator_id === null
      ? null
      : `${row.creator_first_name ?? ''} ${row.creator_last_name ?? ''}`.trim() || 'User',
  isPrivate: row.is_private,
  joinCode: row.join_code,
  maxMembers: row.max_members,
  memberCount: row.member_count,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function getAdminLeagues(db: Db, q?: string): Promise<AdminLeague[]> {
  return (await listAdminLeagues(db, q)).map(present);
}

async function getAdminLeague(db: Db, leagueId: number): Promise<AdminLeague> {
  const [row] = await listAdminLeagues(db, undefined, leagueId);
  if (!row) throw notFound(LEAGUE_MESSAGES.notFound);
  return present(row);
}

/**
 * Creates a league run by the operators, recorded as created by the administrator who made it
 * (who does not become a member); a code is generated when none is given.
 */
export async function createAdminLeague(
  db: Db,
  input: Input,
  adminId: number,
  now: Date,
): Promise<AdminLeague> {
  const values = {
    name: input.name,
    description: input.description,
    maxMembers: input.maxMembers,
    isPrivate: input.isPrivate,
    creatorId: adminId,
    createdAt: now,
  };
  const row = input.joinCode
    ? await insertLeagueIfCodeFree(db, { ...values, joinCode: input.joinCode })
    : await insertLeagueWithFreeCode(db, values);
  if (!row) throw conflict(LEAGUE_MESSAGES.joinCodeTaken);
  return getAdminLeague(db, row.id);
}

/**
 * Edits any league. maxMembers may not drop below the current member count; the row is locked
 * so a join cannot slip in between the count and the change. A join code another league took
 * meanwhile is refused like one taken before (409), never left to the unique index's error.
 */
export async function editAdminLeague(
  deps: Pick<AppDeps, 'database' | 'leagueMembers'>,
  leagueId: number,
  input: Input,
): Promise<AdminLeague> {
  const db = deps.database.db;
  await db
    .transaction(async (tx) => {
      const league = await lockLeague(tx, leagueId);
      if (!league) throw notFound(LEAGUE_MESSAGES.notFound);
      const joinCode = input.joinCode ?? league.joinCode;
      if (joinCode !== league.joinCode && (await isJoinCodeTaken(tx, joinCode, leagueId))) {
        throw conflict(LEAGUE_MESSAGES.joinCodeTaken);
      }
      const members = await countMembers(tx, leagueId);
      if (input.maxMembers < members) {
        throw badRequest(
          `maxMembers cannot be below the league's ${members} current members`,
          'maxMembers',
        );
      }
      await updateLeague(tx, leagueId, {
        name: input.name,
        description: input.description,
        maxMembers: input.maxMembers,
        isPrivate: input.isPrivate,
        joinCode,
      });
    })
    .catch((error: unknown) => {
      // Another league took the code between the check and this write.
      if (isUniqueViolation(error, 'leagues_join_code_unique')) {
        throw conflict(LEAGUE_MESSAGES.joinCodeTaken);
      }
      throw error;
    });
  await deps.leagueMembers.changed(leagueId);
  return getAdminLeague(db, leagueId);
}

export async function removeAdminLeague(
  deps: Pick<AppDeps, 'database' | 'leagueMembers'>,
  leagueId: number,
) {
  if (!(await deleteLeague(deps.database.db, leagueId))) {
    throw notFound(LEAGUE_MESSAGES.notFound);
  }
  await deps.leagueMembers.changed(leagueId);
  return { message: LEAGUE_MESSAGES.deleted };
}

/** Whether a join code is free (ignoring the league being edited). */
export async function validateJoinCode(db: Db, input: ValidateInput) {
  return { available: !(await isJoinCodeTaken(db, input.joinCode, input.excludeId)) };
}
