/** The public leagues: every player, or every player of one country. */
export type PublicLeagueTarget = { kind: 'overall' } | { kind: 'country'; code: string };

/** What /league/{param} shows: the overall league, a country league or a private league. */
export type LeagueTarget =
  PublicLeagueTarget | { kind: 'private'; id: number } | { kind: 'invalid' };

export function parseLeagueParam(param: string | undefined): LeagueTarget {
  if (!param) return { kind: 'invalid' };
  if (param.toLowerCase() === 'overall') return { kind: 'overall' };
  if (/^[a-z]{3}$/i.test(param)) return { kind: 'country', code: param.toUpperCase() };
  if (/^[1-9]\d{0,9}$/.test(param)) return { kind: 'private', id: Number(param) };
  return { kind: 'invalid' };
}
