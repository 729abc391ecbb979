import { queryOptions, useQuery } from '@tanstack/react-query';
import { countriesResponseSchema, type Country } from '@contract/countries';
import { QUERY_CACHE } from '@contract/constants';
import { apiGet } from '@/lib/api';

export function getCountries(): Promise<Country[]> {
  return apiGet('/api/auth/countries', countriesResponseSchema);
}

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'countries'],
    queryFn: getCountries,
    staleTime: QUERY_CACHE.countriesStaleMs,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
