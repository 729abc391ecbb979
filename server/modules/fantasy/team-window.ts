import { isSelectionOpen, type SelectionWindow } from '../../../contract/competition-live';

export { selectionClosedReason } from '../../../contract/competition-live';

/**
 * Other players' picks are shown once the team can no longer change, so nobody copies a team
 * (docs/rules.md#picks-privacy).
 */
export function picksAreVisible(competition: SelectionWindow, now: Date): boolean {
  return !isSelectionOpen(competition, now);
}

/**
 * Whether a viewer (null for a visitor) may see the picks of a team: its owner always, everyone
 * else once the picks are visible. The one check of who sees a team's picks.
 */
export function maySeePicks(
  competition: SelectionWindow,
  ownerId: number,
  viewerId: number | null,
  now: Date,
): boolean {
  return ownerId === viewerId || picksAreVisible(competition, now);
}
