import { queryOptions, useQuery } from '@tanstack/react-query';
import { pricingHealthListSchema, type PricingHealth } from '@contract/pricing-health';
import { apiGet } from '@/lib/api';

/**
 * Under the admin key: imports (startlists, entries) and applied prices refresh the warnings; a
 * competition save does not wait for them.
 */
export const pricingHealthKey = ['admin', 'pricing-health'] as const;

export function getPricingHealth(): Promise<PricingHealth[]> {
  return apiGet('/api/admin/pricing/health', pricingHealthListSchema);
}

export const pricingHealthQueryOptions = () =>
  queryOptions({ queryKey: pricingHealthKey, queryFn: getPricingHealth });

/** The warnings of every competition that still takes teams, one request for the whole list. */
export function usePricingHealth() {
  return useQuery(pricingHealthQueryOptions());
}

/** One competition's warnings, or undefined while loading or when it no longer takes teams. */
export function useCompetitionPricingHealth(competitionId: number): PricingHealth | undefined {
  const { data } = usePricingHealth();
  return data?.find((health) => health.competitionId === competitionId);
}
