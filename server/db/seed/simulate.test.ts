import { describe, expect, it } from 'vitest';
import { statsOf, type Combination } from './simulate';

const combination = (runs: Combination['runs']): Combination => ({
  riderIndex: 0,
  horseIndex: 0,
  quality: 0.5,
  dressageMean: 30,
  railsMean: 1,
  xcClear: 0.8,
  inTime: 0.5,
  failure: 0.05,
  elo: 1500,
  runs,
});

describe('the demo statistics', () => {
  it('reads SJ6 as dressage plus show-jumping penalties over the runs that completed show jumping', () => {
    const stats = statsOf(
      combination([
        { dressage: 280, showJumping: 40, xcClear: true, xcInTime: true },
        { dressage: 300, showJumping: 0, xcClear: true, xcInTime: false },
        { dressage: 260, showJumping: null, xcClear: false, xcInTime: null },
      ]),
    );
    // (28.0 + 4.0 + 30.0 + 0) / 2
    expect(stats.sj6).toBeCloseTo(31, 5);
    expect(stats.ra6).toBeCloseTo((28 + 30 + 26) / 3, 5);
  });

  it('gives a combination without show-jumping runs its dressage mean plus a rail', () => {
    expect(statsOf(combination([])).sj6).toBeCloseTo(34, 5);
  });
});
