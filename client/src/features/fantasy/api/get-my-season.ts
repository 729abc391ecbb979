import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MySeason } from '@contract/fantasy';
import { apiGet, buildQuery } from '@/lib/api';

/** My Teams of a season (the current one when `year` is undefined), with ranks and the total. */
export const getMySeason = (year: number | undefined) =>
  apiGet<MySeason>(`/api/fantasy/season/current-user${buildQuery({ year })}`);

export const mySeasonQueryOptions = (year: number | undefined) =>
  queryOptions({
    queryKey: ['fantasy', 'season', year ?? 'current'] as const,
    queryFn: () => getMySeason(year),
  });

export const useMySeason = (year: number | undefined) => useQuery(mySeasonQueryOptions(year));
