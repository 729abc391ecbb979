import { describe, expect, it } from 'vitest';
import {
  ELO_START,
  eloUpdate,
  formStatistics,
  horsePerformanceRating,
  roundedDivision,
  type FormRun,
} from './form';
import { noScores } from './scoring';

const run = (date: string, values: Partial<FormRun>): FormRun => ({
  date,
  ...noScores(),
  ...values,
});

const finished = (date: string, dr: number, sj: number, xcj: number, xct: number) =>
  run(date, {
    drScore: dr,
    sjStatus: 'OK',
    sjScore: sj,
    xcStatus: 'OK',
    xcjScore: xcj,
    xctScore: xct,
  });

describe('form statistics', () => {
  it('is null everywhere with no runs, never 0', () => {
    expect(formStatistics([])).toEqual({
      runs: 0,
      ra6: null,
      sj6: null,
      xcj10: null,
      tsp: null,
    });
    expect(horsePerformanceRating([])).toBeNull();
  });

  it('matches hand-computed figures for three runs', () => {
    const runs = [
      // 2024: 30.0 dressage, 4 in show jumping, clear inside the time (2.0).
      finished('2024-05-01', 300, 40, 0, 20),
      // 2023: 28.5, clear, 20 jumping penalties and 6.8 time.
      finished('2023-09-01', 285, 0, 200, 68),
      // 2022: 32.1, then eliminated across country: show jumping not reached.
      run('2022-04-01', { drScore: 321, xcStatus: 'EL' }),
    ];
    const form = formStatistics(runs);
    // ra6 = (30.0 + 28.5 + 32.1) / 3 = 30.2
    // sj6 = (34.0 + 28.5) / 2 = 31.25 → 31.3
    // xcj10 = 1 clear of 3 starts = 0.33; tsp = 1 of 2 completed rounds within 4.0 = 0.50
    expect(form).toEqual({ runs: 3, ra6: 302, sj6: 313, xcj10: 33, tsp: 50 });
  });

  it('keeps the last six dressage runs, newest first whatever the input order', () => {
    const runs = [20, 21, 22, 23, 24, 25, 26, 27].map((score, index) =>
      run(`2020-01-${String(10 + index)}`, { drScore: score * 10 }),
    );
    // newest six: 22..27 → mean 24.5
    expect(formStatistics([...runs].reverse()).ra6).toBe(245);
  });

  it('counts EL and RET across country as not clear and skips them for time', () => {
    const runs = [
      finished('2024-01-01', 300, 0, 0, 0),
      run('2024-02-01', { drScore: 300, xcStatus: 'RET', xcjScore: 0 }),
      run('2024-03-01', { drScore: 300, xcStatus: 'EL' }),
      finished('2024-04-01', 300, 0, 0, 48),
    ];
    const form = formStatistics(runs);
    expect(form.xcj10).toBe(50); // 2 clear of 4 starts
    expect(form.tsp).toBe(50); // 1 of 2 completed rounds with at most 4.0 time penalties
  });

  it('rates a horse by its mean points over its last ten starts', () => {
    // 15 + 16 + 55 = 86 and 16 + 20 + 23 = 59 → 72.5
    expect(
      horsePerformanceRating([
        finished('2024-05-01', 300, 40, 0, 20),
        finished('2023-09-01', 285, 0, 200, 68),
      ]),
    ).toBe(725);
  });

  it('rounds half up in integers', () => {
    expect(roundedDivision(5, 2)).toBe(3);
    expect(roundedDivision(4, 3)).toBe(1);
  });
});

describe('Elo', () => {
  it('moves equal ratings by K/2 for a two-horse field', () => {
    expect(eloUpdate([ELO_START, ELO_START], [1, 2])).toEqual([1516, 1484]);
  });

  it('leaves a tie between equals unchanged and a lone starter alone', () => {
    expect(eloUpdate([1500, 1500, 1500], [1, 1, 3])).toEqual([1508, 1508, 1484]);
    expect(eloUpdate([1600], [1])).toEqual([1600]);
  });
});
