import type { AdminCompetition, CompetitionStatus } from '@contract/admin-competitions';
import type { BadgeVariant } from '@/components/ui/badge';

/** The status as the admin form and docs/rules.md#competition-statuses name it. */
export const COMPETITION_STATUS_LABELS: Record<CompetitionStatus, string> = {
  pending: 'Pending',
  open: 'Open',
  live: 'Live',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const variants: Record<CompetitionStatus, BadgeVariant> = {
  pending: 'scheduled',
  open: 'brand',
  live: 'live',
  completed: 'neutral',
  cancelled: 'outline',
};

/**
 * The admin card's status badge: the competition's status, live whenever its live flag is set.
 * The list's badge reads Live or Scheduled, and Scheduled is kept for a pending competition:
 * announced and on the calendar, team selection not open yet.
 */
export function competitionStatusBadge(competition: Pick<AdminCompetition, 'status' | 'isLive'>): {
  label: string;
  variant: BadgeVariant;
} {
  const status = competition.isLive ? 'live' : competition.status;
  return {
    label: status === 'pending' ? 'Scheduled' : COMPETITION_STATUS_LABELS[status],
    variant: variants[status],
  };
}

/**
 * Still taking teams (pending or open, not live): the competitions whose pricing warnings the
 * operator is shown (docs/rules.md#pricing-warnings).
 */
export function takesTeams(competition: Pick<AdminCompetition, 'status' | 'isLive'>): boolean {
  return !competition.isLive && (competition.status === 'pending' || competition.status === 'open');
}
