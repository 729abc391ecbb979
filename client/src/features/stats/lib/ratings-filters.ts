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

const otherThan = <T extends string>(options: readonly T[], fallback: T): T[] =>
  options.filter((option) => option !== fallback);

const YEARS = Array.from({ length: 2200 - 1900 + 1 }, (_, index) => String(1900 + index));

/**
 * The filters' parameters, each with the values that change the rankings (defaults left out):
 * the route table declares them, so the server renders `/ratings?year=2024&view=ppm` as the
 * browser then shows it.
 */
export const RATINGS_FILTER_QUERY = {
  year: YEARS,
  view: otherThan(STAT_TYPES, DEFAULT_RATINGS_FILTERS.statType),
  sort: otherThan(STAT_SORTS, DEFAULT_RATINGS_FILTERS.sortBy),
  level: otherThan(LEVEL_FILTERS, DEFAULT_RATINGS_FILTERS.level),
} satisfies Readonly<Record<string, readonly string[]>>;

/**
 * The filters kept in the address (?year=&view=&sort=&level=), so a ranking can be shared and
 * comes back on reload; anything unknown falls back to the default. A year is four digits from
 * 1900 to 2200 as written (`2024`, not `2024.0`), the values the server render keeps.
 */
export function filtersFromParams(params: URLSearchParams): RatingsFilters {
  const year = oneOf(YEARS, params.get('year'));
  return {
    year: year === undefined ? undefined : Number(year),
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
