import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATINGS_FILTERS,
  RATINGS_FILTER_QUERY,
  filtersFromParams,
  paramsWithFilters,
  ranksPerStart,
} from './ratings-filters';

describe('the ratings filters in the address', () => {
  it('reads every filter from the address, and the defaults for anything missing or unknown', () => {
    expect(filtersFromParams(new URLSearchParams('year=2025&view=ppm&sort=avg&level=All'))).toEqual(
      { year: 2025, statType: 'ppm', sortBy: 'avg', level: 'All' },
    );
    expect(filtersFromParams(new URLSearchParams('year=soon&view=x&level=CCI9'))).toEqual(
      DEFAULT_RATINGS_FILTERS,
    );
  });

  it('declares for the server render every value that changes the filters, and no other', () => {
    const read = (query: string) => filtersFromParams(new URLSearchParams(query));
    for (const [name, values] of Object.entries(RATINGS_FILTER_QUERY)) {
      for (const value of values) expect(read(`${name}=${value}`), name).not.toEqual(read(''));
    }
    expect(read('year=2024').year).toBe(2024);
    for (const [name, value] of [
      ['view', 'total_pts'],
      ['sort', 'points'],
      ['level', 'CCI5*-L'],
      ['year', '2024.0'],
      ['year', ' 2024'],
      ['year', '1899'],
      ['year', '2201'],
    ] as const) {
      expect(read(`${name}=${encodeURIComponent(value)}`), `${name}=${value}`).toEqual(read(''));
      expect((RATINGS_FILTER_QUERY[name] as readonly string[]).includes(value)).toBe(false);
    }
  });

  it('writes only what differs from the defaults, and keeps the tab', () => {
    const params = paramsWithFilters(new URLSearchParams('tab=riders&year=2024'), {
      ...DEFAULT_RATINGS_FILTERS,
      statType: 'dr_pts',
    });
    expect(params.toString()).toBe('tab=riders&view=dr_pts');
    const back = filtersFromParams(params);
    expect(back).toEqual({ ...DEFAULT_RATINGS_FILTERS, statType: 'dr_pts' });
  });

  it('knows which rankings are per start', () => {
    expect(ranksPerStart({ statType: 'ppm', sortBy: 'points' })).toBe(true);
    expect(ranksPerStart({ statType: 'total_pts', sortBy: 'avg' })).toBe(true);
    expect(ranksPerStart({ statType: 'total_pts', sortBy: 'starts' })).toBe(false);
  });
});
