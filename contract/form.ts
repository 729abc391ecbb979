/**
 * The form figures of a combination's record (docs/rules.md#form-and-prices,
 * docs/decisions/032-form-statistics-and-price-scaling.md). Everything is in integer tenths or
 * hundredths; only the Elo expectation uses a power of ten, rounded to whole rating points.
 * Expected points are in expected-points.ts, prices in prices.ts.
 */
import {
  computePointsTenths,
  statusOnceScored,
  type EntryScores,
  type PhaseStatus,
} from './scoring';

/** One start of a combination: scores in tenths; an empty phase with no status was not reached. */
export type FormRun = EntryScores & { date: string };

export const FORM_WINDOWS = { dressage: 6, showJumping: 6, crossCountry: 10, horse: 10 } as const;
/** A completed cross-country round is "in time" with at most this many time penalties (tenths). */
export const TSP_ALLOWANCE_TENTHS = 40;
export const ELO_START = 1500;
export const ELO_K = 32;

export type FormStatistics = {
  runs: number;
  /** Tenths of a penalty. */
  ra6: number | null;
  /** Tenths of a penalty. */
  sj6: number | null;
  /** Hundredths (0..100). */
  xcj10: number | null;
  /** Hundredths (0..100). */
  tsp: number | null;
};

/** Rounds numerator / denominator half up, in integers. */
export function roundedDivision(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

const mean = (values: readonly number[]) =>
  roundedDivision(
    values.reduce((sum, value) => sum + value, 0),
    values.length,
  );

const reached = (status: PhaseStatus | null, ...scores: (number | null)[]) =>
  status !== null || scores.some((score) => score !== null);
/** A phase completed: status OK, or no status and a score. */
const completed = (status: PhaseStatus | null, ...scores: (number | null)[]) =>
  status === 'OK' || (status === null && scores.some((score) => score !== null));

/** Empty statuses with a score read as OK, so the game's formulas score the run. */
export function normaliseRun<T extends EntryScores>(run: T): T {
  return {
    ...run,
    sjStatus: statusOnceScored('showJumping', run.sjStatus, run.sjScore !== null),
    xcStatus: statusOnceScored(
      'crossCountry',
      run.xcStatus,
      run.xcjScore !== null || run.xctScore !== null,
    ),
  };
}

/** Newest first, by date (ISO text), stable otherwise. */
export function newestFirst<T extends { date: string }>(runs: readonly T[]): T[] {
  return [...runs].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/**
 * The form of a combination from its runs before the event (any order): every statistic is
 * null when there are no runs.
 */
export function formStatistics(allRuns: readonly FormRun[]): FormStatistics {
  const runs = newestFirst(allRuns);
  if (runs.length === 0) {
    return { runs: 0, ra6: null, sj6: null, xcj10: null, tsp: null };
  }
  const dressageRuns = runs
    .filter((run) => run.drScore !== null && completed(run.drStatus, run.drScore))
    .slice(0, FORM_WINDOWS.dressage);
  const jumpingRuns = runs
    .filter((run) => completed(run.sjStatus, run.sjScore))
    .slice(0, FORM_WINDOWS.showJumping);
  const xcStarts = runs
    .filter((run) => reached(run.xcStatus, run.xcjScore, run.xctScore))
    .slice(0, FORM_WINDOWS.crossCountry);
  const xcRounds = runs
    .filter((run) => completed(run.xcStatus, run.xcjScore, run.xctScore))
    .slice(0, FORM_WINDOWS.crossCountry);

  const clearXc = xcStarts.filter(
    (run) => completed(run.xcStatus, run.xcjScore, run.xctScore) && (run.xcjScore ?? 0) === 0,
  );
  const inTime = xcRounds.filter((run) => (run.xctScore ?? 0) <= TSP_ALLOWANCE_TENTHS);

  return {
    runs: runs.length,
    ra6: dressageRuns.length ? mean(dressageRuns.map((run) => run.drScore ?? 0)) : null,
    sj6: jumpingRuns.length
      ? mean(jumpingRuns.map((run) => (run.drScore ?? 0) + (run.sjScore ?? 0)))
      : null,
    xcj10: xcStarts.length ? roundedDivision(clearXc.length * 100, xcStarts.length) : null,
    tsp: xcRounds.length ? roundedDivision(inTime.length * 100, xcRounds.length) : null,
  };
}

/**
 * Horse performance rating: the horse's mean fantasy points (tenths) per start over its last
 * ten starts with any rider; null with no starts.
 */
export function horsePerformanceRating(allRuns: readonly FormRun[]): number | null {
  const runs = newestFirst(allRuns).slice(0, FORM_WINDOWS.horse);
  if (runs.length === 0) return null;
  return mean(runs.map((run) => computePointsTenths(normaliseRun(run)).totalPts));
}

/**
 * One event's Elo update. `places` gives each starter's finishing place (1 is best; equal places
 * tie; non-finishers share the last place). Every pair is a game: the better place wins. The
 * change is K × (actual − expected) averaged over the opponents, rounded to whole points.
 */
export function eloUpdate(ratings: readonly number[], places: readonly number[]): number[] {
  const count = ratings.length;
  if (count < 2) return [...ratings];
  return ratings.map((rating, index) => {
    let actual = 0;
    let expected = 0;
    ratings.forEach((other, otherIndex) => {
      if (otherIndex === index) return;
      const mine = places[index] ?? count;
      const theirs = places[otherIndex] ?? count;
      actual += mine < theirs ? 1 : mine === theirs ? 0.5 : 0;
      expected += 1 / (1 + 10 ** ((other - rating) / 400));
    });
    return rating + Math.round((ELO_K * (actual - expected)) / (count - 1));
  });
}
