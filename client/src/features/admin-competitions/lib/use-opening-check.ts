import type { AdminCompetition, CompetitionStatus } from '@contract/admin-competitions';
import { isApiError } from '@/lib/api';
import { useCompetitionPricingHealth } from '../api/pricing-health';

/**
 * Whether saving a competition opens team selection on a field where no valid team exists
 * (docs/decisions/056-operator-warned-before-teams-open.md): known before saving from the
 * warnings, or learnt from the server's refusal when they were not loaded yet.
 */
export function useOpeningCheck(competition: AdminCompetition | undefined) {
  const health = useCompetitionPricingHealth(competition?.id ?? 0);
  const reopens = (status: CompetitionStatus | undefined) =>
    competition !== undefined && status === 'open' && competition.status !== 'open';
  // A live competition goes back to open unchecked once players saved teams: only the server
  // knows, so its refusal is the check there.
  const opens = (status: CompetitionStatus | undefined) =>
    reopens(status) && competition?.status !== 'live';
  return {
    /** The reasons to confirm before saving, or null. */
    before(status: CompetitionStatus | undefined): string[] | null {
      if (!opens(status) || !health?.unplayable) return null;
      return health.warnings
        .filter((warning) => warning.code === 'unplayable' || warning.code === 'too-few-entries')
        .map((warning) => warning.message);
    },
    /** The server's reason when it refused the opening, or null for any other failure. */
    after(status: CompetitionStatus | undefined, error: unknown): string[] | null {
      if (!reopens(status) || !isApiError(error, 409)) return null;
      return [error.message.replace(/^409: /, '')];
    },
  };
}
