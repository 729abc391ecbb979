// Relative, so the unit tests (run without the app's aliases) can load it.
import { isKnownNation } from '@contract/nations';

/** The public leagues: every player, or every player of one country. */
export type PublicLeagueTarget = { kind: 'overall' } | { kind: 'country'; code: string };

/** What /league/{param} shows: the overall league, a country league or a private league. */
export type LeagueTarget =
  PublicLeagueTarget | { kind: 'private'; id: number } | { kind: 'invalid' };

export function parseLeagueParam(param: string | undefined): LeagueTarget {
  if (!param) return { kind: 'invalid' };
  if (param.toLowerCase() === 'overall') return { kind: 'overall' };
  // Only the nations of the app's nation table have a league: "xyz" is not found.
  if (/^[a-z]{3}$/i.test(param)) {
    return isKnownNation(param)
      ? { kind: 'country', code: param.toUpperCase() }
      : { kind: 'invalid' };
  }
  if (/^[1-9]\d{0,9}$/.test(param)) return { kind: 'private', id: Number(param) };
  return { kind: 'invalid' };
}
