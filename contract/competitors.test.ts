import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averagePointsTier, penaltyAverageTier, rankTier, shareTier } from './competitors';

describe('competitor page colour thresholds', () => {
  it('colours 6RA and SJ6 green at or below 30, yellow at or below 40, else red', () => {
    expect([25, 30, 30.1, 40, 40.1].map(penaltyAverageTier)).toEqual([
      'good',
      'good',
      'fair',
      'fair',
      'poor',
    ]);
  });

  it('colours XCJ and TSP green at or above 0.8, yellow at or above 0.6, else red', () => {
    expect([1, 0.8, 0.79, 0.6, 0.59].map(shareTier)).toEqual([
      'good',
      'good',
      'fair',
      'fair',
      'poor',
    ]);
  });

  it('tiers average points at 18, 15, 12 and 8', () => {
    expect([20, 18, 17.9, 15, 12, 8, 7.9].map(averagePointsTier)).toEqual([1, 1, 2, 2, 3, 4, 5]);
  });

  it('puts the winner of any field in the top rank tier and the last of a large field in the bottom', () => {
    expect(rankTier(1, 1)).toBe(1);
    expect(rankTier(1, 40)).toBe(1);
    expect(rankTier(2, 10)).toBe(1);
    expect(rankTier(3, 10)).toBe(2);
    expect(rankTier(10, 10)).toBe(5);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200 }), (a, b) => {
        const field = Math.max(a, b);
        const [better, worse] = [Math.min(a, b), Math.max(a, b)];
        expect(rankTier(better, field)).toBeLessThanOrEqual(rankTier(worse, field));
      }),
    );
  });
});
