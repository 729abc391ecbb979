import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { votePercents } from './poll-results';

describe('poll percentages', () => {
  it('add up to 100 where rounding each share would make 101', () => {
    // 5, 2, 3 and 2 votes of 12: 41.7, 16.7, 25 and 16.7, rounded alone 42 + 17 + 25 + 17 = 101.
    expect(votePercents([5, 2, 3, 2])).toEqual([42, 17, 25, 16]);
    expect(votePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(votePercents([0, 0])).toEqual([0, 0]);
    expect(votePercents([7, 0])).toEqual([100, 0]);
  });

  it('always add up to 100 and stay within one point of the exact share', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1000 }), { minLength: 2, maxLength: 5 }), (counts) => {
        const total = counts.reduce((sum, count) => sum + count, 0);
        fc.pre(total > 0);
        const percents = votePercents(counts);
        expect(percents.reduce((sum, p) => sum + p, 0)).toBe(100);
        counts.forEach((count, i) => {
          expect(Math.abs((percents[i] ?? 0) * total - count * 100)).toBeLessThan(total);
        });
      }),
    );
  });
});
