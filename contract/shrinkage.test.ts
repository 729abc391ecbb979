import { describe, expect, it } from 'vitest';
import { DEFAULT_SHRINKAGE, MAX_SHRINKAGE, shrinkageStrength, shrunkMean } from './shrinkage';

/** Ten groups of two values each: group g holds [g × gap, g × gap + spread]. */
const groups = (gap: number, spread: number) =>
  Array.from({ length: 10 }, (_, g) => [g * gap, g * gap + spread]);

describe('shrinkage strength', () => {
  it('is the within-group variance over the variance of the true group means', () => {
    // Within each group the two values differ by 4: within variance 8. The group means are
    // 2, 12, 22 … 92: mean square between 2 × 916.67 = 1833.3; the true means vary by
    // (1833.3 − 8) / 2 = 912.7, so k = 8 / 912.7 = 0.009, held at the minimum 0.5.
    expect(shrinkageStrength(groups(10, 4))).toBe(0.5);
    // Means 0.5, 1.5 … 9.5 (mean square between 2 × 9.17 = 18.3) with values 1 apart (within
    // 0.5): k = 0.5 / ((18.33 − 0.5) / 2) = 0.056 → 0.5. With values 40 apart (within 800):
    // the means differ less than the noise, nothing to measure.
    expect(shrinkageStrength(groups(1, 40))).toBe(MAX_SHRINKAGE);
    // Values 10 apart (within 50), means 3 apart (mean square between 2 × 82.5 = 165):
    // k = 50 / ((165 − 50) / 2) = 0.87.
    expect(shrinkageStrength(groups(3, 10))).toBeCloseTo(50 / 57.5, 6);
  });

  it('cannot measure with fewer than ten repeated groups: one start', () => {
    expect(shrinkageStrength(groups(10, 4).slice(0, 9))).toBe(DEFAULT_SHRINKAGE);
    expect(shrinkageStrength([[1], [2], [3]])).toBe(DEFAULT_SHRINKAGE);
    expect(shrinkageStrength([])).toBe(DEFAULT_SHRINKAGE);
  });

  it('keeps n / (n + k) of a mean', () => {
    expect(shrunkMean([10, 20], 2)).toBe(7.5);
    expect(shrunkMean([], 2)).toBe(0);
  });
});
