import type { Competition } from './competitions';

/** A competition is live when its status says so or its live flag is set. Without zod, for the client. */
export function isCompetitionLive(competition: Pick<Competition, 'status' | 'isLive'>): boolean {
  return competition.status === 'live' || competition.isLive;
}

/**
 * True once a competition's scores are published: whenever it is not pending or open, or it is
 * live. Before that its public answers carry its entries unscored and its points count on no
 * board (docs/rules.md#competition-statuses), while teams can still change.
 */
export function areScoresPublished(competition: Pick<Competition, 'status' | 'isLive'>): boolean {
  return (
    isCompetitionLive(competition) ||
    (competition.status !== 'pending' && competition.status !== 'open')
  );
}

/** What decides whether a competition still takes team changes; the deadline as an instant. */
export type SelectionWindow = Pick<Competition, 'status' | 'isLive'> & { deadline: Date | string };

/**
 * Why a competition no longer takes team changes at `now`, or null while it does: selections
 * close at the deadline instant and whenever the competition is live, completed or cancelled
 * (docs/rules.md#deadlines). The server refuses saves with it; the screens show the closed state.
 */
export function selectionClosedReason(
  competition: SelectionWindow,
  now: Date | number,
): string | null {
  if (isCompetitionLive(competition)) {
    return 'Team selections are closed: this competition is live.';
  }
  if (competition.status === 'completed') {
    return 'Team selections are closed: this competition is completed.';
  }
  if (competition.status === 'cancelled') {
    return 'Team selections are closed: this competition was cancelled.';
  }
  const nowMs = typeof now === 'number' ? now : now.getTime();
  if (nowMs >= new Date(competition.deadline).getTime()) {
    return 'Team selections are closed: the deadline for this competition has passed.';
  }
  return null;
}

/** True while the competition takes team changes (docs/rules.md#deadlines). */
export function isSelectionOpen(competition: SelectionWindow, now: Date | number): boolean {
  return selectionClosedReason(competition, now) === null;
}
