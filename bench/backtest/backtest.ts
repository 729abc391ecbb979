/**
 * Backtest of expected points and prices on real results (docs/backtest.md): for every level the
 * latest events are held out; each of their starts is predicted from the starts dated before its
 * event only, exactly as the game computes expPts (contract/expected-points.ts), and compared
 * with the fantasy points it scored and with the naive baseline (the level's average start before
 * the event), and how often each phase was completed with how often it was predicted to be. Each
 * held-out field is then priced (contract/prices.ts) to measure whether choosing matters.
 * `npm run bench -- backtest [--fixture file.csv]` prints the figures.
 */
import path from 'node:path';
import { buildExpectedPointsModel, type ExpectedPointsModel } from '../../contract/expected-points';
import { parseLevel } from '../../contract/levels';
import { phaseOutcomes } from '../../contract/phase-outcomes';
import { shrinkageStrength } from '../../contract/shrinkage';
import { readFixture, type FixtureStart } from './fixture';
import { median } from './teams';
import {
  completionTable,
  formTable,
  meanAbsoluteError,
  mean,
  reliabilityTable,
  spearman,
  withinField,
} from './metrics';
import { choosingMatters, type EventChoice } from './choosing';

/** Held out per level: its latest events, until they hold at least this share of its starts. */
export const HOLD_OUT_PERCENT = 25;
/** What an event whose programme names several classes is reported under. */
export const MIXED = 'Mixed programme';
/** The row of figures over every held-out event. */
export const ALL_HELD_OUT = 'All held-out events';

/**
 * The level a start is reported under: its FEI class; a national class the game does not price
 * (no FEI class named, "USEA Preliminary") under its own name, as written; a programme of several
 * FEI classes as mixed. The model keys each start by its class as the game does (startClass).
 */
export function reportedLevel(start: FixtureStart): string {
  return parseLevel(start.levelText) ?? (/CCI/i.test(start.levelText) ? MIXED : start.levelText);
}

export type Prediction = {
  expected: number;
  baseline: number;
  actual: number;
  withForm: boolean;
  /** Per phase (DR, SJ, XC): the predicted chance of completing it, and whether it was. */
  completion: { predicted: number; completed: boolean | null }[];
};

export type LevelReport = {
  level: string;
  events: string[];
  starts: number;
  withForm: number;
  spearman: number;
  maeModel: number;
  maeNaive: number;
  meanExpected: number;
  meanActual: number;
};

type Event = { key: string; name: string; date: string; level: string; starts: FixtureStart[] };

function heldOutEvents(starts: readonly FixtureStart[]): Event[] {
  const events = new Map<string, Event>();
  for (const start of starts) {
    const found = events.get(start.event);
    if (found) found.starts.push(start);
    else {
      events.set(start.event, {
        key: start.event,
        name: start.event.split('|')[0] ?? start.event,
        date: start.date,
        level: reportedLevel(start),
        starts: [start],
      });
    }
  }
  // An event still running when collected (no cross-country yet) has no result to compare.
  const complete = [...events.values()].filter((event) =>
    event.starts.some((start) => (phaseOutcomes(start.scores)?.[2] ?? null) !== null),
  );
  const held: Event[] = [];
  for (const level of new Set(complete.map((event) => event.level))) {
    const own = complete
      .filter((event) => event.level === level)
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    if (own.length < 2) continue;
    const total = own.reduce((sum, event) => sum + event.starts.length, 0);
    let taken = 0;
    for (const event of own.slice(0, -1)) {
      held.push(event);
      taken += event.starts.length;
      if (taken * 100 >= HOLD_OUT_PERCENT * total) break;
    }
  }
  return held;
}

function levelReport(level: string, events: Event[], rows: Prediction[]): LevelReport {
  const form = rows.filter((row) => row.withForm);
  return {
    level,
    events: events.map((event) => `${event.name} (${event.date})`),
    starts: rows.length,
    withForm: form.length,
    spearman: spearman(
      form.map((row) => row.expected),
      form.map((row) => row.actual),
    ),
    maeModel: meanAbsoluteError(
      form.map((row) => row.expected),
      form.map((row) => row.actual),
    ),
    maeNaive: meanAbsoluteError(
      form.map((row) => row.baseline),
      form.map((row) => row.actual),
    ),
    meanExpected: mean(rows.map((row) => row.expected)),
    meanActual: mean(rows.map((row) => row.actual)),
  };
}

/**
 * How hard a short record is pulled towards the field is measured from the history
 * (contract/shrinkage.ts); the check predicts the same held-out starts with every measured
 * strength scaled by these factors.
 */
export const STRENGTH_FACTORS = [0.25, 0.5, 1, 2, 4] as const;

export type StrengthCheck = { factor: number; withForm: number; spearman: number; mae: number };

/** The held-out starts with form predicted with the measured strengths scaled by each factor. */
function strengthCheck(
  held: readonly Event[],
  modelBefore: (date: string, factor?: number) => ExpectedPointsModel,
): StrengthCheck[] {
  return STRENGTH_FACTORS.map((factor) => {
    const expected: number[] = [];
    const actual: number[] = [];
    for (const event of held) {
      const model = modelBefore(event.date, factor);
      const level = event.starts[0]?.level ?? null;
      const field = model.expectField(event.starts, level);
      event.starts.forEach((start, index) => {
        const expectation = field[index];
        if (!expectation || expectation.basis === 'level') return;
        expected.push(expectation.expPts / 10);
        actual.push(start.points / 10);
      });
    }
    return {
      factor,
      withForm: expected.length,
      spearman: spearman(expected, actual),
      mae: meanAbsoluteError(expected, actual),
    };
  });
}

/**
 * What the fixture itself allows, per level and for all held-out events: the held-out starts with
 * form predicted by the game's model from earlier starts, again by the same model given every
 * start but their own event's (later events too), and again with each event's own average known
 * beforehand (how hard the course and the day turned out); the starts whose combination had run
 * together before against those read from the rider's and the horse's other partners; and how
 * much of a start's points above its event's average belongs to its combination in that class,
 * which bounds how well any record can rank starts.
 */
export type DataAllowance = {
  level: string;
  withForm: number;
  earlier: { spearman: number; mae: number };
  hindsight: { spearman: number; mae: number };
  /** Ranked as the model does, each event moved to the average its starts then scored. */
  knownDifficulty: { spearman: number };
  /**
   * The ranking a player choosing in one field meets: Spearman within each held-out event of at
   * least FIELD_MIN starts with form, averaged with each event weighted by those starts.
   */
  withinField: { spearman: number; events: number };
  /** Starts whose combination had an earlier start together, and those with only a rider's or a horse's. */
  byBasis: { basis: 'combination' | 'rider-horse'; starts: number; spearman: number }[];
  /** Between-combination variance over all variance of points above the event's average. */
  combinationShare: number;
  /** The correlation a model knowing every combination's true level exactly could reach: √share. */
  ceiling: number;
  /** The most a record of n starts together in the class can reach: √(share · n / (n + k)). */
  byRecord: { starts: number; bound: number }[];
  /** How many earlier starts together in the class the held-out starts with form had (median). */
  medianRecord: number;
};

/** Record lengths the bound is reported for. */
export const RECORD_LENGTHS = [1, 2, 5, 10] as const;

type AllowanceRow = {
  event: string;
  level: string;
  basis: 'combination' | 'rider-horse';
  expected: number;
  hindsight: number;
  knownDifficulty: number;
  actual: number;
  record: number;
};

function dataAllowance(
  starts: readonly FixtureStart[],
  held: readonly Event[],
  modelBefore: (date: string) => ExpectedPointsModel,
): DataAllowance[] {
  const together = (start: FixtureStart) => `${start.rider}|${start.horse}|${start.level ?? ''}`;
  const rows: AllowanceRow[] = [];
  for (const event of held) {
    const earlier = modelBefore(event.date);
    const later = buildExpectedPointsModel(starts.filter((start) => start.event !== event.key));
    const level = event.starts[0]?.level ?? null;
    const field = earlier.expectField(event.starts, level);
    const hindsightField = later.expectField(event.starts, level);
    const baseline = earlier.baseline(level)?.expPts ?? 0;
    // How far the event's starts scored from what the whole field was expected to score.
    const difficulty =
      mean(event.starts.map((start) => start.points)) -
      mean(field.map((expectation) => expectation?.expPts ?? baseline));
    event.starts.forEach((start, index) => {
      const expectation = field[index];
      if (!expectation || expectation.basis === 'level') return;
      const known = hindsightField[index] ?? later.baseline(level);
      rows.push({
        event: event.key,
        level: event.level,
        basis: expectation.basis,
        expected: expectation.expPts / 10,
        hindsight: (known?.expPts ?? 0) / 10,
        knownDifficulty: (expectation.expPts + difficulty) / 10,
        actual: start.points / 10,
        record: starts.filter(
          (other) => other.date < event.date && together(other) === together(start),
        ).length,
      });
    });
  }
  const allowance = (
    level: string,
    own: readonly AllowanceRow[],
    inLevel: (start: FixtureStart) => boolean,
  ): DataAllowance => {
    const actual = own.map((row) => row.actual);
    const measure = (pick: (row: AllowanceRow) => number) => ({
      spearman: spearman(own.map(pick), actual),
      mae: meanAbsoluteError(own.map(pick), actual),
    });
    const strength = shrinkageStrength(combinationResiduals(starts.filter(inLevel), together));
    const combinationShare = 1 / (1 + strength);
    return {
      level,
      withForm: own.length,
      earlier: measure((row) => row.expected),
      hindsight: measure((row) => row.hindsight),
      knownDifficulty: { spearman: measure((row) => row.knownDifficulty).spearman },
      withinField: withinField(own),
      byBasis: (['combination', 'rider-horse'] as const).map((basis) => {
        const some = own.filter((row) => row.basis === basis);
        return {
          basis,
          starts: some.length,
          spearman: spearman(
            some.map((row) => row.expected),
            some.map((row) => row.actual),
          ),
        };
      }),
      combinationShare,
      ceiling: Math.sqrt(combinationShare),
      byRecord: RECORD_LENGTHS.map((length) => ({
        starts: length,
        bound: Math.sqrt((combinationShare * length) / (length + strength)),
      })),
      medianRecord: median(own.map((row) => row.record)),
    };
  };
  const levels = [...new Set(held.map((event) => event.level))].sort();
  return [
    ...levels.map((level) =>
      allowance(
        level,
        rows.filter((row) => row.level === level),
        (start) => reportedLevel(start) === level,
      ),
    ),
    allowance(ALL_HELD_OUT, rows, () => true),
  ];
}

/** Each combination's points above its event's average, per class (points, not tenths). */
export function combinationResiduals(
  starts: readonly FixtureStart[],
  together: (start: FixtureStart) => string,
): number[][] {
  const fields = new Map<string, number[]>();
  for (const start of starts) {
    const field = fields.get(start.event) ?? [];
    field.push(start.points);
    fields.set(start.event, field);
  }
  const groups = new Map<string, number[]>();
  for (const start of starts) {
    const group = groups.get(together(start)) ?? [];
    group.push((start.points - mean(fields.get(start.event) ?? [])) / 10);
    groups.set(together(start), group);
  }
  return [...groups.values()];
}

export function backtest(starts: readonly FixtureStart[]) {
  const held = heldOutEvents(starts);
  const models = new Map<string, ExpectedPointsModel>();
  const modelBefore = (date: string, factor = 1): ExpectedPointsModel => {
    const key = `${date}|${factor}`;
    let model = models.get(key);
    if (!model) {
      const history = starts.filter((start) => start.date < date);
      const measured = factor === 1 ? undefined : modelBefore(date).strengths;
      model = buildExpectedPointsModel(history, {
        ...(measured && {
          strengths: {
            combination: measured.combination.map((strength) => strength * factor),
            rider: measured.rider.map((strength) => strength * factor),
            horse: measured.horse.map((strength) => strength * factor),
          },
        }),
      });
      models.set(key, model);
    }
    return model;
  };
  const byEvent = held.map((event) => {
    const model = modelBefore(event.date);
    const level = event.starts[0]?.level ?? null;
    const unknown = model.baseline(level);
    const baseline = unknown?.expPts ?? 0;
    const field = model.expectField(event.starts, level);
    const rows = event.starts.map((start, index): Prediction => {
      const expectation = field[index] ?? null;
      const outcomes = phaseOutcomes(start.scores);
      const phases = expectation?.phases ?? unknown?.phases ?? [];
      return {
        completion: phases.map((phase, index) => {
          const outcome = outcomes?.[index] ?? null;
          return {
            predicted: phase.completion,
            completed: outcome === null ? null : outcome !== 'failed',
          };
        }),
        expected: (expectation?.expPts ?? baseline) / 10,
        baseline: baseline / 10,
        actual: start.points / 10,
        withForm: expectation !== null && expectation.basis !== 'level',
      };
    });
    return { event, rows, model };
  });
  const levels = [...new Set(held.map((event) => event.level))].sort();
  const all = byEvent.flatMap(({ rows }) => rows);
  const choices: EventChoice[] = byEvent.flatMap(({ event, rows }) =>
    choosingMatters(
      event.level === MIXED
        ? `${event.name} (${event.date})`
        : `${event.name} · ${event.level} (${event.date})`,
      rows,
    ),
  );
  return {
    rows: starts.length,
    heldOutEvents: held.length,
    levels: [
      ...levels.map((level) =>
        levelReport(
          level,
          held.filter((event) => event.level === level),
          byEvent.filter(({ event }) => event.level === level).flatMap(({ rows }) => rows),
        ),
      ),
      levelReport(ALL_HELD_OUT, held, all),
    ],
    reliability: reliabilityTable(all),
    form: formTable(all),
    completion: completionTable(all),
    choices,
    strengthCheck: strengthCheck(held, modelBefore),
    allowance: dataAllowance(starts, held, modelBefore),
    /** The strengths measured for the latest held-out event. */
    strengths:
      [...byEvent].sort((a, b) => (a.event.date < b.event.date ? 1 : -1))[0]?.model.strengths ??
      null,
  };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const flag = process.argv.indexOf('--fixture');
  const file =
    flag === -1
      ? path.join(import.meta.dirname, '..', 'fixtures', 'fei-long-format-2008-2025.csv')
      : path.resolve(process.argv[flag + 1] ?? '');
  const { markdown } = await import('./report');
  process.stdout.write(markdown(backtest(readFixture(file)), file));
}
