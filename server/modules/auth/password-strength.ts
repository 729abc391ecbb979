import { AUTH_MESSAGES, characterCount } from '../../../contract/auth';
import { PASSWORD_MIN_LENGTH } from '../../../contract/constants';
import {
  createPasswordStrengthCheck,
  personalWords,
  type PasswordStrengthCheck,
} from '../../../contract/password-strength';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { hashSecret } from './session.service';
import { findLiveTokenOwner, type TokenKind } from './token.repository';

let loading: Promise<PasswordStrengthCheck> | undefined;

/**
 * zxcvbn and its dictionaries, built once per process on first use (about 40 MB and a third of
 * a second), so start-up and processes that never set a password do not pay for them.
 */
export function loadPasswordStrengthCheck(): Promise<PasswordStrengthCheck> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, english]) => createPasswordStrengthCheck(core, common, english),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

type Person = Parameters<typeof personalWords>[0];

/** The refusal of a guessable password, or null. Names, email and team name count as guessable. */
export async function weakPasswordReason(password: string, person: Person) {
  const check = await loadPasswordStrengthCheck();
  return check(password, personalWords(person)).message;
}

/** Refuses (400, field `password`) a new password that is too easy to guess for this person. */
export async function assertStrongPassword(password: string, person: Person) {
  const reason = await weakPasswordReason(password, person);
  if (reason) throw badRequest(`password: ${reason}`, 'password');
}

/**
 * Before a verification or reset token is spent: refuses a weak password for the token's
 * account. A dead token passes here; spending it then reports the dead link.
 */
export async function assertStrongPasswordForToken(
  db: Db,
  kind: TokenKind,
  input: { token: string; password: string },
  now: Date,
) {
  const owner = await findLiveTokenOwner(db, kind, hashSecret(input.token), now);
  if (owner) await assertStrongPassword(input.password, owner);
}

/**
 * The administrator made from ADMIN_PASSWORD at start-up meets the same rule as everyone:
 * a short or guessable one stops the start with the reason (docs/decisions/024-password-strength-and-safe-names.md).
 */
export async function assertStrongAdminPassword(email: string, password: string) {
  const reason =
    characterCount(password) < PASSWORD_MIN_LENGTH
      ? AUTH_MESSAGES.passwordTooShort
      : await weakPasswordReason(password, { email, firstName: 'Site', lastName: 'Administrator' });
  if (reason) throw new Error(`ADMIN_PASSWORD is refused: ${reason}`);
}
