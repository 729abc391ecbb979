import { queryOptions, useQuery } from '@tanstack/react-query';
import { venueListSchema, type Venue } from '@contract/competitions';
import { apiGet } from '@/lib/api';

export const venuesKey = ['venues'] as const;

/** The venue choices of the competition form (GET /api/venues). */
export function getVenues(): Promise<Venue[]> {
  return apiGet('/api/venues', venueListSchema);
}

export const venuesQueryOptions = () => queryOptions({ queryKey: venuesKey, queryFn: getVenues });

export function useVenues() {
  return useQuery(venuesQueryOptions());
}
