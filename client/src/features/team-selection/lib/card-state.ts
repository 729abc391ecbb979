import type { CompetitionEntry } from '@contract/competitions';
import { TEAM_SIZE } from '@contract/constants';
import { toTenths } from '@contract/scoring';

export type CardState = 'selected' | 'withdrawn' | 'teamFull' | 'tooExpensive' | 'select';

export const priceTenths = (entry: Pick<CompetitionEntry, 'price'>) => toTenths(entry.price) ?? 0;

/** The state a competitor card shows (docs/rules.md#budget): selected, Withdrawn, Team Full, Too Expensive or Select. */
export function cardState(
  entry: CompetitionEntry,
  pickedIds: readonly number[],
  remainingTenths: number,
): CardState {
  if (pickedIds.includes(entry.id)) return 'selected';
  if (entry.dr_status === 'WD' || entry.withdrawn) return 'withdrawn';
  if (pickedIds.length >= TEAM_SIZE) return 'teamFull';
  if (priceTenths(entry) > remainingTenths) return 'tooExpensive';
  return 'select';
}

/** The header's progress line for 0 to 5 picks. */
export function progressMessage(count: number): string {
  if (count <= 0) return 'Pick 5 combinations to build your team';
  if (count >= TEAM_SIZE) return 'Your team is complete';
  const left = TEAM_SIZE - count;
  return `${count} of 5 picked: choose ${left} more combination${left === 1 ? '' : 's'}`;
}
