import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, LEAGUE_MESSAGES } from '../../../contract/leagues';
import { JOIN_CODE_LENGTH } from '../../../contract/constants';
import type { Db } from '../../db/client';
import type { leagues } from '../../db/schema/index';
import { AppError } from '../../errors';
import { insertLeagueIfCodeFree } from './leagues.repository';

/** A random join code: 4 characters from the alphabet without look-alikes. */
export function generateJoinCode(pick: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i += 1) {
    code += JOIN_CODE_ALPHABET[pick(JOIN_CODE_ALPHABET.length)] ?? 'A';
  }
  return code;
}

export const JOIN_CODE_ATTEMPTS = 25;

/**
 * Inserts a league with a freshly generated, unused join code, retrying on collisions (the
 * unique index decides, so two creations at once never share a code).
 */
export async function insertLeagueWithFreeCode(
  db: Db,
  values: Omit<typeof leagues.$inferInsert, 'joinCode'>,
  generate: () => string = generateJoinCode,
) {
  for (let attempt = 0; attempt < JOIN_CODE_ATTEMPTS; attempt += 1) {
    const row = await insertLeagueIfCodeFree(db, { ...values, joinCode: generate() });
    if (row) return row;
  }
  throw new AppError('SERVICE_UNAVAILABLE', LEAGUE_MESSAGES.codeUnavailable);
}
