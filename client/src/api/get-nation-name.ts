import { useQuery } from '@tanstack/react-query';
import type { Country } from '@contract/countries';
import { QUERY_CACHE } from '@contract/constants';
import { apiGet } from '@/lib/api';

/**
 * The countries list under the register form's query key, read without its validator, so the
 * player's pages that name a nation stay without zod (decision 020): the server answers through
 * the same schema.
 */
const countriesForNames = () => apiGet<Country[]>('/api/auth/countries');

/**
 * The name of a nation from its code (FEI or ISO three letters), or null while the list loads or
 * for a code it does not hold: screens name a country league by its nation, not by its code.
 */
export function useNationName(code: string | null | undefined): string | null {
  const key = code?.trim().toUpperCase();
  const { data } = useQuery({
    queryKey: ['auth', 'countries'],
    queryFn: countriesForNames,
    staleTime: QUERY_CACHE.countriesStaleMs,
    enabled: Boolean(key),
  });
  if (!key || !data) return null;
  return data.find((country) => country.code === key || country.alpha3 === key)?.name ?? null;
}
