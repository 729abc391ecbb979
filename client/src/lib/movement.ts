import type { MovementSince, RankMovement } from '@contract/leaderboards';
import { RANK_PHASE_LABELS } from '@contract/rank-phases';

/** A whole number with thousands separated by commas (1,204), without Intl. */
export const groupThousands = (value: number) =>
  String(Math.abs(Math.trunc(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "cross-country at Badminton": the phase end a board's movement counts from. */
export function sinceText(since: MovementSince): string | null {
  if (!since) return null;
  const phase = RANK_PHASE_LABELS[since.phase];
  return since.competitionName ? `${phase} at ${since.competitionName}` : phase;
}

/** What a row's movement says in words, for screen readers and tooltips. */
export function movementText(movement: RankMovement, since: MovementSince): string | null {
  if (movement === null) return null;
  const after = sinceText(since);
  const suffix = after ? ` since ${after}` : '';
  if (movement === 'new') return `New${suffix}`;
  if (movement === 0) return `No change${suffix}`;
  const places = `${groupThousands(movement)} place${Math.abs(movement) === 1 ? '' : 's'}`;
  return `${movement > 0 ? 'Up' : 'Down'} ${places}${suffix}`;
}
