import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompetitionEntry } from '@contract/competitions';
import { buildEntry } from '@/test/factories';
import {
  expectedPoints,
  filterEntries,
  nationsOf,
  NO_FILTERS,
  PRICE_BANDS,
  type EntryFilters,
} from './filter-entries';

const entry = (id: number, rider: string, horse: string, nationality: string, price: number) =>
  buildEntry({
    id,
    athlete: { name: rider, nationality },
    horse: { name: horse, yob: 2014, gender: 'Mare' },
    price,
  });

const field: CompetitionEntry[] = [
  entry(1, 'Ingrid Klimke', 'Hale Bob', 'GER', 4.5),
  entry(2, 'Michael Jung', 'fischerChipmunk', 'GER', 5.1),
  entry(3, 'Sandra Auffarth', 'Viamant du Matz', 'GER', 3.0),
  entry(4, 'Austin O’Connor', 'Colorado Blue', 'IRL', 2.1),
  entry(5, 'Malin Josefsson', 'Golden Lühmann', 'SWE', 1.0),
];
const ids = (filters: Partial<EntryFilters>, remaining = 100) =>
  filterEntries(field, { ...NO_FILTERS, ...filters }, remaining).map((e) => e.id);

describe('the team builder filters', () => {
  it('finds a rider or a horse by any part of the name, without case or accents', () => {
    expect(ids({ query: 'jung' })).toEqual([2]);
    expect(ids({ query: 'BLUE' })).toEqual([4]);
    expect(ids({ query: 'luhmann' })).toEqual([5]);
    expect(ids({ query: 'klimke bob' })).toEqual([1]);
    expect(ids({ query: 'klimke blue' })).toEqual([]);
    expect(ids({ query: '   ' })).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps a nation and a price band, and what still fits the money left', () => {
    expect(ids({ nation: 'IRL' })).toEqual([4]);
    expect(ids({ band: 'to20' })).toEqual([5]);
    expect(ids({ band: '21to30' })).toEqual([3, 4]);
    expect(ids({ band: 'over40' })).toEqual([1, 2]);
    expect(ids({ band: 'fits' }, 30)).toEqual([3, 4, 5]);
    expect(ids({ nation: 'GER', band: '31to40', query: '' })).toEqual([]);
  });

  it('returns the same list when nothing filters, and a subset in the same order otherwise', () => {
    expect(filterEntries(field, NO_FILTERS, 0)).toBe(field);
    fc.assert(
      fc.property(
        fc.string({ maxLength: 4 }),
        fc.constantFrom('all', 'GER', 'IRL', 'SWE', 'FRA'),
        fc.constantFrom(...PRICE_BANDS.map((band) => band.value)),
        fc.integer({ min: 0, max: 100 }),
        (query, nation, band, remaining) => {
          const shown = filterEntries(field, { query, nation, band }, remaining);
          const positions = shown.map((e) => field.indexOf(e));
          expect(
            positions.every((p, i) => p >= 0 && (i === 0 || p > (positions[i - 1] ?? -1))),
          ).toBe(true);
        },
      ),
    );
  });

  it('lists the nations most entered first', () => {
    expect(nationsOf(field)).toEqual([
      { code: 'GER', count: 3 },
      { code: 'IRL', count: 1 },
      { code: 'SWE', count: 1 },
    ]);
  });

  it('adds the picks expected points in tenths, leaving out and counting the picks with none', () => {
    const picks = [
      buildEntry({ id: 1, expPts: 61.4 }),
      buildEntry({ id: 2, expPts: 55.3 }),
      buildEntry({ id: 3 }),
    ];
    expect(expectedPoints(picks)).toEqual({ tenths: 1167, counted: 2 });
    expect(expectedPoints([buildEntry({ id: 3 })])).toEqual({ tenths: 0, counted: 0 });
  });
});
