import { isSelectionOpen, type SelectionWindow } from '../../../contract/competition-live';

export { selectionClosedReason } from '../../../contract/competition-live';

/**
 * Other players' picks are shown once the team can no longer change, so nobody copies a team
 * (docs/rules.md#picks-privacy).
 */
export function picksAreVisible(competition: SelectionWindow, now: Date): boolean {
  return !isSelectionOpen(competition, now);
}
