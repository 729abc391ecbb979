import type { AdminCompetition } from '@contract/admin-competitions';
import { usePricingHealth } from '../api/pricing-health';
import { takesTeams } from './competition-status';
import { withoutWithdrawn } from './entry-counts';

export type FieldCounts = Pick<
  AdminCompetition,
  'entryCount' | 'scoredEntryCount' | 'completeEntryCount'
> & {
  /** Entries withdrawn (WD in a phase); null when unknown (the competition no longer takes teams). */
  withdrawn: number | null;
};

/**
 * A competition's entries as its pricing warnings count them: while it takes teams (pending or
 * open) withdrawn entries are told apart, since they cannot be picked. Null while those warnings
 * load, so nothing is said that changes a moment later.
 */
export function useFieldCounts(competition: AdminCompetition): FieldCounts | null {
  const health = usePricingHealth();
  const counted = takesTeams(competition);
  const field = health.data?.find((item) => item.competitionId === competition.id);
  if (counted && health.isPending) return null;
  if (!counted || !field) return { ...competition, withdrawn: null };
  return withoutWithdrawn(competition, field.entries);
}
