/**
 * How far a short record is pulled towards the field, measured from the history itself
 * (docs/decisions/054-expected-points-by-level-and-risk.md): the classic one-way random-effects
 * estimate. A group's mean of n residuals is kept in the share n / (n + k), where k is the
 * within-group variance over the variance of the groups' true means: noisy phases and groups
 * that hardly differ get a large k, consistent ones a small k.
 */

/** The strength used when the history cannot show any difference between groups. */
export const MAX_SHRINKAGE = 200;
export const MIN_SHRINKAGE = 0.5;
/** Fewer groups with two or more residuals than this cannot measure anything. */
export const MIN_REPEATED_GROUPS = 10;
/**
 * The strength used when the history is too short to measure one: one start, what the public FEI
 * fixture measures for a combination's points (0.5 to 1.3 starts, docs/backtest.md) and what
 * decision 032 chose by backtest.
 */
export const DEFAULT_SHRINKAGE = 1;

/**
 * k, in starts, from the residuals of each group (groups with no residual are ignored);
 * DEFAULT_SHRINKAGE when fewer than MIN_REPEATED_GROUPS groups have two or more.
 */
export function shrinkageStrength(groups: Iterable<readonly number[]>): number {
  let total = 0;
  let count = 0;
  let sumOfSquaredSizes = 0;
  let groupCount = 0;
  let within = 0;
  let repeated = 0;
  const means: { size: number; mean: number }[] = [];
  for (const values of groups) {
    if (values.length === 0) continue;
    const sum = values.reduce((acc, value) => acc + value, 0);
    const mean = sum / values.length;
    for (const value of values) within += (value - mean) ** 2;
    means.push({ size: values.length, mean });
    if (values.length > 1) repeated += 1;
    total += sum;
    count += values.length;
    sumOfSquaredSizes += values.length ** 2;
    groupCount += 1;
  }
  const withinDegrees = count - groupCount;
  if (repeated < MIN_REPEATED_GROUPS || withinDegrees <= 0) return DEFAULT_SHRINKAGE;
  const grand = total / count;
  const between = means.reduce((acc, group) => acc + group.size * (group.mean - grand) ** 2, 0);
  const meanSquareWithin = within / withinDegrees;
  const meanSquareBetween = between / (groupCount - 1);
  const typicalSize = (count - sumOfSquaredSizes / count) / (groupCount - 1);
  const spread = (meanSquareBetween - meanSquareWithin) / typicalSize;
  if (!(spread > 0)) return MAX_SHRINKAGE;
  return Math.min(MAX_SHRINKAGE, Math.max(MIN_SHRINKAGE, meanSquareWithin / spread));
}

/** A group's mean pulled towards 0 (the field) with strength k: sum / (n + k). */
export function shrunkMean(values: readonly number[], strength: number): number {
  if (values.length === 0) return 0;
  return values.reduce((acc, value) => acc + value, 0) / (values.length + strength);
}

/** The share of a group's own mean kept: n / (n + k). */
export const reliability = (size: number, strength: number) => size / (size + strength);
