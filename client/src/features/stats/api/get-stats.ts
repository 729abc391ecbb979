import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  athleteStatsListSchema,
  horseStatsListSchema,
  StatSort,
  StatType,
} from '@contract/stats';
import type { z } from 'zod';
import type { LEVEL_FILTERS } from '@contract/constants';
import { apiGet, buildQuery } from '@/lib/api';

export type StatsFilters = {
  year: number | undefined;
  level: (typeof LEVEL_FILTERS)[number];
  statType: StatType;
  sortBy: StatSort;
  limit: number;
};

/** The stats query string: year omitted for all years, level omitted for All. */
export const statsQuery = (filters: StatsFilters) =>
  buildQuery({
    year: filters.year,
    level: filters.level === 'All' ? undefined : filters.level,
    statType: filters.statType,
    sortBy: filters.sortBy,
    limit: filters.limit,
  });

export const getHorseStats = (filters: StatsFilters) =>
  apiGet<z.infer<typeof horseStatsListSchema>>(`/api/horses/stats${statsQuery(filters)}`);

export const getAthleteStats = (filters: StatsFilters) =>
  apiGet<z.infer<typeof athleteStatsListSchema>>(`/api/athletes/stats${statsQuery(filters)}`);

export const horseStatsQueryOptions = (filters: StatsFilters) =>
  queryOptions({
    queryKey: ['stats', 'horses', filters] as const,
    queryFn: () => getHorseStats(filters),
    placeholderData: keepPreviousData,
  });

export const athleteStatsQueryOptions = (filters: StatsFilters) =>
  queryOptions({
    queryKey: ['stats', 'athletes', filters] as const,
    queryFn: () => getAthleteStats(filters),
    placeholderData: keepPreviousData,
  });

export const useHorseStats = (filters: StatsFilters) => useQuery(horseStatsQueryOptions(filters));
export const useAthleteStats = (filters: StatsFilters) =>
  useQuery(athleteStatsQueryOptions(filters));
