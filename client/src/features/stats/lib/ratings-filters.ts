import { LEVEL_FILTERS } from '@contract/constants';
import { STAT_SORTS, STAT_TYPES, type StatSort, type StatType } from '@contract/stats-options';

export type Level = (typeof LEVEL_FILTERS)[number];
export type RatingsFilters = {
  year: number | undefined;
  level: Level;
  statType: StatType;
  sortBy: StatSort;
};

/** The filters' defaults: all years, total points, sorted by points, level CCI5*-L. */
export const DEFAULT_RATINGS_FILTERS: RatingsFilters = {
  year: undefined,
  level: 'CCI5*-L',
  statType: 'total_pts',
  sortBy: 'points',
};

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((option) => option === value);

/**
 * The filters kept in the address (?year=&view=&sort=&level=), so a ranking can be shared and
 * comes back on reload; anything unknown falls back to the default.
 */
export function filtersFromParams(params: URLSearchParams): RatingsFilters {
  const year = Number(params.get('year'));
  return {
    year: Number.isInteger(year) && year >= 1900 && year <= 2200 ? year : undefined,
    level: oneOf(LEVEL_FILTERS, params.get('level')) ?? DEFAULT_RATINGS_FILTERS.level,
    statType: oneOf(STAT_TYPES, params.get('view')) ?? DEFAULT_RATINGS_FILTERS.statType,
    sortBy: oneOf(STAT_SORTS, params.get('sort')) ?? DEFAULT_RATINGS_FILTERS.sortBy,
  };
}

/** The address's parameters for `filters`, defaults left out, other parameters (the tab) kept. */
export function paramsWithFilters(
  current: URLSearchParams,
  filters: RatingsFilters,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined, fallback: string | undefined) => {
    if (value === undefined || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  const defaults = DEFAULT_RATINGS_FILTERS;
  set('year', filters.year?.toString(), undefined);
  set('view', filters.statType, defaults.statType);
  set('sort', filters.sortBy, defaults.sortBy);
  set('level', filters.level, defaults.level);
  return next;
}

/** Rankings per start (PPM, points per start) list only combinations with enough starts. */
export const ranksPerStart = (filters: Pick<RatingsFilters, 'statType' | 'sortBy'>) =>
  filters.statType === 'ppm' || filters.sortBy === 'avg';
