/**
 * Simulated results of the demo competitions. Every combination has a hidden ability; each run
 * draws phase results from it, and the entry statistics (6RA, SJ6, XCJ, TSP, expected points,
 * ratings) are read from the runs before the competition, so history and statistics agree.
 */
import { noScores, type EntryScores, type PhaseStatus } from '../../../contract/scoring';
import { clampInt, type Random } from './random';

export type Combination = {
  riderIndex: number;
  horseIndex: number;
  quality: number;
  dressageMean: number;
  railsMean: number;
  xcClear: number;
  inTime: number;
  failure: number;
  elo: number;
  runs: Run[];
};

type Run = {
  dressage: number | null;
  showJumping: number | null;
  xcClear: boolean | null;
  xcInTime: boolean | null;
};

export type Stats = {
  ra6: number;
  sj6: number;
  xcj10: number;
  tsp: number;
  expPts: number;
  hpr: number;
};

/** How far a phase of a run got: all phases, or only those done so far at a live event. */
export type Progress = { dressage: boolean; crossCountry: boolean; showJumping: boolean };

const difficulty = (level: string) =>
  level.startsWith('CCI5')
    ? 1
    : level.startsWith('CCI4')
      ? 0.85
      : level.startsWith('CCI3')
        ? 0.7
        : 0.55;
const isLong = (level: string) => level.endsWith('-L');

export function buildCombinations(random: Random, riders: number, horses: number): Combination[] {
  const owners = random.shuffle([...Array(riders).keys()]);
  return [...Array(horses).keys()].map((horseIndex) => {
    const riderIndex = owners[horseIndex % riders] ?? 0;
    const quality = Math.min(1, Math.max(0, random.next() ** 0.8));
    const combination: Combination = {
      riderIndex,
      horseIndex,
      quality,
      dressageMean: 37.5 - 14 * quality + random.normal(0, 1),
      railsMean: 1.5 - 1.2 * quality,
      xcClear: 0.62 + 0.33 * quality,
      inTime: 0.08 + 0.45 * quality,
      failure: 0.15 - 0.1 * quality,
      elo: 1400 + 300 * quality + random.normal(0, 30),
      runs: [],
    };
    for (let i = 0; i < 8; i += 1) {
      const scores = simulateRun(random, combination, 'CCI4*-L', fullProgress);
      recordRun(combination, scores);
    }
    return combination;
  });
}

export const fullProgress: Progress = { dressage: true, crossCountry: true, showJumping: true };

/** One run's scores in tenths, stopping after the first phase that did not end OK. */
export function simulateRun(
  random: Random,
  combination: Combination,
  level: string,
  progress: Progress,
): EntryScores {
  const d = difficulty(level);
  const scores = noScores();
  if (random.chance(0.035)) return { ...scores, drStatus: 'WD' };
  if (!progress.dressage) return scores;
  if (random.chance(0.006)) return { ...scores, drStatus: 'EL' };
  const dressageMean = combination.dressageMean + (1 - d) * 9;
  scores.drScore = clampInt(random.normal(dressageMean, 2.3) * 10, 200, 450);

  const phases: Array<'crossCountry' | 'showJumping'> = isLong(level)
    ? ['crossCountry', 'showJumping']
    : ['showJumping', 'crossCountry'];
  for (const [index, phase] of phases.entries()) {
    if (!progress[phase]) break;
    const last = index === phases.length - 1;
    if (last && random.chance(0.025)) {
      setStatus(scores, phase, 'WD');
      break;
    }
    const status =
      phase === 'crossCountry'
        ? crossCountry(random, combination, d, scores)
        : showJumping(random, combination, d, scores);
    if (status !== 'OK') break;
  }
  return scores;
}

function setStatus(
  scores: EntryScores,
  phase: 'crossCountry' | 'showJumping',
  status: PhaseStatus,
) {
  if (phase === 'crossCountry') scores.xcStatus = status;
  else scores.sjStatus = status;
}

function crossCountry(random: Random, c: Combination, d: number, scores: EntryScores): PhaseStatus {
  if (random.chance(c.failure * (0.6 + d * 0.6))) {
    scores.xcStatus = random.chance(0.6) ? 'EL' : 'RET';
    return scores.xcStatus;
  }
  const clear = random.chance(Math.min(0.98, c.xcClear + (1 - d) * 0.2));
  const roll = random.next();
  scores.xcjScore = clear ? 0 : roll < 0.62 ? 200 : roll < 0.82 ? 110 : roll < 0.93 ? 150 : 400;
  const inTime = random.chance(Math.min(0.95, c.inTime + (1 - d) * 0.25));
  scores.xctScore = inTime ? 0 : random.int(1, Math.round(20 + 30 * d)) * 4;
  scores.xcStatus = 'OK';
  return 'OK';
}

function showJumping(random: Random, c: Combination, d: number, scores: EntryScores): PhaseStatus {
  const roll = random.next();
  if (roll < 0.014) {
    scores.sjStatus = roll < 0.006 ? 'EL' : 'DSQ';
    return scores.sjStatus;
  }
  let rails = 0;
  const mean = c.railsMean * (0.7 + 0.5 * d);
  for (let i = 0; i < 4; i += 1) if (random.chance(mean / 4)) rails += 1;
  const time = random.chance(0.15) ? random.int(1, 6) * 4 : 0;
  scores.sjScore = rails * 40 + time;
  scores.sjStatus = 'OK';
  return 'OK';
}

export function recordRun(combination: Combination, scores: EntryScores) {
  if (scores.drScore === null) return;
  const xcRidden = scores.xcStatus === 'OK';
  combination.runs.push({
    dressage: scores.drScore,
    showJumping: scores.sjStatus === 'OK' ? (scores.sjScore ?? 0) : null,
    xcClear: xcRidden ? scores.xcjScore === 0 : scores.xcStatus === null ? null : false,
    xcInTime: xcRidden ? scores.xctScore === 0 : null,
  });
}

const mean = (values: number[], fallback: number) =>
  values.length === 0 ? fallback : values.reduce((sum, value) => sum + value, 0) / values.length;

/** The statistics shown on the selection cards, from the runs so far. */
export function statsOf(combination: Combination): Stats {
  const runs = combination.runs;
  const lastOf = <T>(values: Array<T | null>, count: number) =>
    values.filter((value): value is T => value !== null).slice(-count);
  const ra6 = Math.min(
    40,
    Math.max(
      22,
      mean(
        lastOf(
          runs.map((r) => r.dressage),
          6,
        ),
        combination.dressageMean * 10,
      ) / 10,
    ),
  );
  // Show jumping alone (expected points), and SJ6 as the game defines it: dressage plus show
  // jumping, over the last six runs that completed show jumping (docs/rules.md#form-and-prices).
  const showJumping = Math.min(
    12,
    mean(
      lastOf(
        runs.map((r) => r.showJumping),
        6,
      ),
      40,
    ) / 10,
  );
  const sj6 =
    mean(
      runs
        .filter((r) => r.showJumping !== null)
        .slice(-6)
        .map((r) => (r.dressage ?? 0) + (r.showJumping ?? 0)),
      combination.dressageMean * 10 + 40,
    ) / 10;
  const xcRuns = lastOf(
    runs.map((r) => r.xcClear),
    10,
  );
  const xcj10 = mean(
    xcRuns.map((clear) => (clear ? 1 : 0)),
    combination.xcClear,
  );
  const timed = lastOf(
    runs.map((r) => r.xcInTime),
    10,
  );
  const tsp = mean(
    timed.map((inside) => (inside ? 1 : 0)),
    combination.inTime,
  );
  const dressagePoints = Math.min(20, Math.max(0, Math.floor(45 - ra6)));
  const crossCountryPoints = (1 - combination.failure) * (60 - (1 - xcj10) * 20 - (1 - tsp) * 18);
  const expPts = dressagePoints + Math.max(0, 20 - showJumping) + crossCountryPoints;
  const hpr = Math.min(
    99,
    Math.max(30, 40 + (40 - ra6) * 1.6 + xcj10 * 20 + tsp * 10 - showJumping * 1.2),
  );
  return { ra6, sj6, xcj10, tsp, expPts, hpr };
}

/** Rating change after a competition: fraction of the field beaten against the expectation. */
export function ratingsAfter(
  field: Array<{ elo: number; beaten: number | null }>,
): Array<number | null> {
  const n = field.length;
  return field.map((me) => {
    if (me.beaten === null || n < 2) return null;
    const expected =
      field.reduce(
        (sum, other) => (other === me ? sum : sum + 1 / (1 + 10 ** ((other.elo - me.elo) / 400))),
        0,
      ) /
      (n - 1);
    return me.elo + 60 * (me.beaten / (n - 1) - expected);
  });
}
