import type { CompetitionForTeams } from './fantasy.repository';

type SelectionWindow = Pick<CompetitionForTeams, 'isLive' | 'status' | 'deadline'>;

/**
 * Why a competition no longer accepts team changes at `now`, or null while it does: selections
 * close at the deadline and whenever the competition is live, completed or cancelled.
 */
export function selectionClosedReason(competition: SelectionWindow, now: Date): string | null {
  if (competition.isLive || competition.status === 'live') {
    return 'Team selections are closed: this competition is live.';
  }
  if (competition.status === 'completed') {
    return 'Team selections are closed: this competition is completed.';
  }
  if (competition.status === 'cancelled') {
    return 'Team selections are closed: this competition was cancelled.';
  }
  if (now.getTime() >= competition.deadline.getTime()) {
    return 'Team selections are closed: the deadline for this competition has passed.';
  }
  return null;
}

/** Other players' picks are shown once the team can no longer change, so nobody copies a team. */
export function picksAreVisible(competition: SelectionWindow, now: Date): boolean {
  return selectionClosedReason(competition, now) !== null;
}
