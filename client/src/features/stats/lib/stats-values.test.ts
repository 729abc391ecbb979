import { describe, expect, it } from 'vitest';
import type { HorseStatsRow } from '@contract/stats';
import { statsRanks } from './stats-values';

const horse = (
  name: string,
  total: number,
  starts: number,
  ppm = 0,
  id = name.length,
): HorseStatsRow => ({
  id,
  name,
  yob: null,
  gender: null,
  starts_count: starts,
  dr_starts_count: starts,
  sj_starts_count: starts,
  xc_starts_count: starts,
  total_pts: total,
  dr_pts: 0,
  sj_pts: 0,
  xc_pts: 0,
  ppm,
  avg_price: 1,
});

describe('ranks in the stats rankings', () => {
  it('gives tied points one rank and skips the ranks they fill (1, 2, 3, 3, 5)', () => {
    const rows = [
      horse('Ballaghmor Class', 190, 2),
      horse('Banzai du Loir', 180, 2),
      horse('Fiorella', 171, 2),
      horse("Lindenhof's Lucky", 171, 2),
      horse('Cooley Rosalent', 170, 2),
      horse('Highland Fling', 166, 2),
      horse('Java de la Rose', 166, 2),
      horse('Mischief Managed', 166, 2),
      horse('Zagreb', 150, 2),
    ];
    expect(statsRanks(rows, 'total_pts', 'points')).toEqual([1, 2, 3, 3, 5, 6, 6, 6, 9]);
  });

  it('ranks by the column the table is sorted by, as the table shows it', () => {
    const rows = [horse('A', 120, 4, 12.344), horse('B', 90, 3, 12.341), horse('C', 200, 3, 9)];
    // Starts: 4, then 3 and 3.
    expect(statsRanks(rows, 'total_pts', 'starts')).toEqual([1, 2, 2]);
    // Per start 66.7, then 30.0 and 30.0.
    const [a, b, c] = rows;
    expect(c && a && b && statsRanks([c, a, b], 'total_pts', 'avg')).toEqual([1, 2, 2]);
    // PPM 12.34 shown for both (the server rounds it to two places).
    expect(statsRanks([horse('A', 1, 3, 12.34), horse('B', 1, 3, 12.34)], 'ppm', 'avg')).toEqual([
      1, 1,
    ]);
    expect(statsRanks([horse('A', 1, 3, 12.35), horse('B', 1, 3, 12.34)], 'ppm', 'points')).toEqual(
      [1, 2],
    );
  });

  it('counts every row above, so a longer list from "See More" keeps the first rows\' ranks', () => {
    const all = Array.from({ length: 60 }, (_, index) =>
      horse(`H${index}`, 200 - Math.floor(index / 3), 2, 0, index),
    );
    const first = statsRanks(all.slice(0, 50), 'total_pts', 'points');
    const more = statsRanks(all, 'total_pts', 'points');
    expect(more.slice(0, 50)).toEqual(first);
    expect(more.slice(48, 54)).toEqual([49, 49, 49, 52, 52, 52]);
  });
});
