import { LEAGUE_MESSAGES } from '../../../contract/league-rules';
import { USER_MESSAGES } from '../../../contract/users';
import { badRequest } from '../../errors';
import { isOffensiveName } from './offensive-names';

/** The names a player chooses that others read on public boards, and the refusal of each. */
const CHOSEN_NAMES = {
  teamName: USER_MESSAGES.teamNameOffensive,
  leagueName: LEAGUE_MESSAGES.nameOffensive,
} as const;

/**
 * The one check for every name a player sets that others see (a team name on the profile or with
 * a team, a league's name): offensive language is refused with a 400 naming the field, however
 * it is disguised (docs/decisions/024-password-strength-and-safe-names.md).
 */
export function refuseOffensiveName(
  kind: keyof typeof CHOSEN_NAMES,
  value: string | null | undefined,
  field: string,
) {
  if (value && isOffensiveName(value)) throw badRequest(CHOSEN_NAMES[kind], field);
}
