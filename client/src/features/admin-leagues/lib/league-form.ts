import {
  LEAGUE_MAX_MEMBERS_FORM_DEFAULT,
  LEAGUE_MAX_MEMBERS_MAX,
  LEAGUE_MAX_MEMBERS_MIN,
} from '@contract/constants';

/** A non-numeric maxMembers entry falls back to 100. */
export function parseMaxMembers(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) ? value : LEAGUE_MAX_MEMBERS_FORM_DEFAULT;
}

/** maxMembers is a number from 1 to 10000 (docs/rules.md#leagues). */
export function maxMembersError(value: number): string | null {
  return value >= LEAGUE_MAX_MEMBERS_MIN && value <= LEAGUE_MAX_MEMBERS_MAX
    ? null
    : `Max members must be from ${LEAGUE_MAX_MEMBERS_MIN} to ${LEAGUE_MAX_MEMBERS_MAX}`;
}

/** Leagues whose name or join code contains the search text (case-insensitive). */
export function filterLeagues<T extends { name: string; joinCode: string }>(
  leagues: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...leagues];
  return leagues.filter(
    (league) =>
      league.name.toLowerCase().includes(needle) || league.joinCode.toLowerCase().includes(needle),
  );
}
