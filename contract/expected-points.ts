/**
 * Expected fantasy points by level and risk (docs/rules.md#form-and-prices,
 * docs/decisions/054-expected-points-by-level-and-risk.md). For each phase:
 *
 *   expected points = chance of completing the phase × points when it is completed
 *
 * Both parts start from the level's average in the history and move by how much better or worse
 * than its field the combination did before: each earlier start is compared with the other starters
 * of its event, so a record made at easier events or lower levels says how good the combination
 * is, not how easy those events were. Short records are pulled towards the field, the rider's and
 * the horse's other starts standing in for the missing ones; how hard they are pulled is measured
 * from the history (shrinkage.ts). A pair with no record at all is expected as the history's
 * newcomers did against their fields (docs/decisions/075-newcomers-priced-as-newcomers-did.md).
 * A whole field is read against itself (expectField): what its entries' records add up to is
 * shared out and taken off each, since a field cannot beat itself
 * (docs/decisions/073-a-field-read-against-itself.md).
 */
import {
  MODEL_PHASES,
  addToTally,
  emptyTally,
  phaseOutcomes,
  tallyRates,
  type PhaseOutcome,
  type PhaseTally,
} from './phase-outcomes';
import { MAX_POINTS, type EntryScores } from './scoring';
import { reliability, shrinkageStrength } from './shrinkage';

/**
 * One earlier start: its event (any stable key), day, class when known (an FEI level or a national
 * class, as levels.ts's startClass reads it), rider, horse and scores.
 */
export type ModelRun = {
  event: string;
  date: string;
  level: string | null;
  rider: string;
  horse: string;
  scores: EntryScores;
};

/** The newest starts per phase that count for a combination, a rider and a horse. */
export const MODEL_WINDOWS = { combination: 10, rider: 20, horse: 10 } as const;
/** A start is compared with its own event's field when the field has this many other starts. */
export const EVENT_REFERENCE_MIN_STARTS = 5;
/** From this many starts a level's own averages are used alone; fewer are blended with all levels. */
export const LEVEL_BASELINE_MIN_STARTS = 30;
/** Nobody is expected to complete a phase less often than this. */
export const MIN_COMPLETION = 0.05;

const PHASE_MAX_TENTHS = [
  MAX_POINTS.dressage * 10,
  MAX_POINTS.showJumping * 10,
  MAX_POINTS.crossCountry * 10,
];

export type PhaseExpectation = {
  /** Chance of completing the phase, 0..1. */
  completion: number;
  /** Points (tenths) when the phase is completed. */
  points: number;
};

/** Where an expectation comes from: the combination's own starts, its rider's and horse's, or none. */
export type ExpectationBasis = 'combination' | 'rider-horse' | 'level';

export type Expectation = {
  /** Expected points in tenths. */
  expPts: number;
  phases: PhaseExpectation[];
  basis: ExpectationBasis;
};

type GroupKind = keyof typeof MODEL_WINDOWS;
const GROUP_KINDS: readonly GroupKind[] = ['combination', 'rider', 'horse'];
/** Six components: for each phase, completion (index 2p) and points when completed (2p + 1). */
const COMPONENTS = MODEL_PHASES.length * 2;

type Residual = { date: string; value: number };
type Residuals = Residual[][];

export type ExpectedPointsModel = {
  /** What an unknown combination is expected to score at the level; null with no history. */
  baseline(level: string | null): Expectation | null;
  /** The combination's expectation at the level; null with no history at all. */
  expect(rider: string, horse: string, level: string | null): Expectation | null;
  /**
   * Every entry of one field at the level, each offset read against the others: the field's
   * offsets average to none, because a field cannot beat itself (docs/rules.md#expected-points).
   */
  expectField(
    entries: readonly { rider: string; horse: string }[],
    level: string | null,
  ): (Expectation | null)[];
  /** The measured shrinkage strengths (starts) per group and component. */
  strengths: Record<GroupKind, number[]>;
};

const combinationKey = (rider: string, horse: string) => `${rider}\u0000${horse}`;
const newTallies = () => MODEL_PHASES.map(() => emptyTally());
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function tallies<K>(map: Map<K, PhaseTally[]>, key: K): PhaseTally[] {
  let found = map.get(key);
  if (!found) {
    found = newTallies();
    map.set(key, found);
  }
  return found;
}

export type ModelOptions = {
  /** Fixed shrinkage strengths instead of the measured ones (to test the formula on its own). */
  strengths?: Partial<Record<GroupKind, number[]>>;
};

/** Builds the model from the runs before the competition (any order). */
export function buildExpectedPointsModel(
  runs: readonly ModelRun[],
  options: ModelOptions = {},
): ExpectedPointsModel {
  const starts = runs.flatMap((run) => {
    const outcomes = phaseOutcomes(run.scores);
    return outcomes ? [{ run, outcomes }] : [];
  });
  const byEvent = new Map<string, PhaseTally[]>();
  const allLevels = newTallies();
  const byLevel = new Map<string, PhaseTally[]>();
  for (const { run, outcomes } of starts) {
    outcomes.forEach((outcome, phase) => {
      addToTally(tallies(byEvent, run.event)[phase] ?? emptyTally(), outcome);
      addToTally(allLevels[phase] ?? emptyTally(), outcome);
      if (run.level) addToTally(tallies(byLevel, run.level)[phase] ?? emptyTally(), outcome);
    });
  }

  const levelRates = (level: string | null, phase: number) => {
    const all = tallyRates(allLevels[phase] ?? emptyTally());
    const own = level ? byLevel.get(level)?.[phase] : undefined;
    const rates = own ? tallyRates(own) : null;
    if (!all) return null;
    if (!rates || !own) return all;
    const weight = Math.min(1, own.starts / LEVEL_BASELINE_MIN_STARTS);
    return {
      completion: weight * rates.completion + (1 - weight) * all.completion,
      points: weight * rates.points + (1 - weight) * all.points,
    };
  };

  /**
   * The field a start is compared with: the other starters of its event when the event is one
   * class (its class is known), else the average start of its class (of all classes when unknown).
   */
  const reference = (run: ModelRun, phase: number, outcome: PhaseOutcome) => {
    const own = run.level ? byEvent.get(run.event)?.[phase] : undefined;
    if (own && own.starts - 1 >= EVENT_REFERENCE_MIN_STARTS) {
      const others = { ...own };
      addToTally(others, outcome, -1);
      const rates = tallyRates(others);
      if (rates && others.completed > 0) return rates;
    }
    return levelRates(run.level, phase);
  };

  const groups: Record<GroupKind, Map<string, Residuals>> = {
    combination: new Map(),
    rider: new Map(),
    horse: new Map(),
  };
  const residualsOf = (kind: GroupKind, key: string) => {
    let found = groups[kind].get(key);
    if (!found) {
      found = Array.from({ length: COMPONENTS }, () => []);
      groups[kind].set(key, found);
    }
    return found;
  };
  // Starts of a rider and a horse both new to the history (no earlier start of either).
  const newcomerResiduals: number[][] = Array.from({ length: COMPONENTS }, () => []);
  const firstDate = (map: Map<string, string>, key: string, date: string) => {
    const known = map.get(key);
    if (known === undefined || date < known) map.set(key, date);
  };
  const riderSince = new Map<string, string>();
  const horseSince = new Map<string, string>();
  for (const { run } of starts) {
    firstDate(riderSince, run.rider, run.date);
    firstDate(horseSince, run.horse, run.date);
  }
  for (const { run, outcomes } of starts) {
    // A rider's or horse's start with another partner says something about a new pair only when
    // its class is known: otherwise its offset from all classes is mostly which class it ran.
    const owners = [
      residualsOf('combination', combinationKey(run.rider, run.horse)),
      ...(run.level ? [residualsOf('rider', run.rider), residualsOf('horse', run.horse)] : []),
    ];
    outcomes.forEach((outcome, phase) => {
      if (outcome === null) return;
      const field = reference(run, phase, outcome);
      if (!field) return;
      const completed = outcome !== 'failed';
      const newcomer =
        run.level !== null &&
        riderSince.get(run.rider) === run.date &&
        horseSince.get(run.horse) === run.date;
      const push = (component: number, value: number) => {
        owners.forEach((owner) => owner[component]?.push({ date: run.date, value }));
        if (newcomer) newcomerResiduals[component]?.push(value);
      };
      push(2 * phase, (completed ? 1 : 0) - field.completion);
      if (completed) push(2 * phase + 1, outcome.points - field.points);
    });
  }
  for (const kind of GROUP_KINDS) {
    for (const residuals of groups[kind].values()) {
      for (const list of residuals)
        list.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    }
  }

  const strengths = Object.fromEntries(
    GROUP_KINDS.map((kind) => [
      kind,
      options.strengths?.[kind] ??
        Array.from({ length: COMPONENTS }, (_, component) =>
          shrinkageStrength(
            [...groups[kind].values()].map((residuals) =>
              (residuals[component] ?? []).map((residual) => residual.value),
            ),
          ),
        ),
    ]),
  ) as Record<GroupKind, number[]>;

  const windowed = (kind: GroupKind, key: string, component: number) =>
    (groups[kind].get(key)?.[component] ?? [])
      .slice(0, MODEL_WINDOWS[kind])
      .map((residual) => residual.value);

  const basisOf = (rider: string, horse: string): ExpectationBasis =>
    groups.combination.has(combinationKey(rider, horse))
      ? 'combination'
      : groups.rider.has(rider) || groups.horse.has(horse)
        ? 'rider-horse'
        : 'level';
  // What a rider and a horse both new to the history are expected to do against their field:
  // how the newcomers of the history did in their first start, blended towards the field as a
  // level's average is (docs/rules.md#expected-points, rule 6).
  const newcomerOffset = newcomerResiduals.map((values) =>
    values.length === 0
      ? 0
      : (values.reduce((sum, value) => sum + value, 0) / values.length) *
        Math.min(1, values.length / LEVEL_BASELINE_MIN_STARTS),
  );

  /** The combination's offset from the field for one component. */
  const offset = (rider: string, horse: string, component: number) => {
    if (basisOf(rider, horse) === 'level') return newcomerOffset[component] ?? 0;
    const strength = (kind: GroupKind) => strengths[kind][component] ?? 1;
    const own = windowed('combination', combinationKey(rider, horse), component);
    const riderValues = windowed('rider', rider, component);
    const horseValues = windowed('horse', horse, component);
    const mean = (values: number[]) =>
      values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
    const riderWeight = reliability(riderValues.length, strength('rider'));
    const horseWeight = reliability(horseValues.length, strength('horse'));
    const prior =
      riderWeight + horseWeight > 0
        ? (riderWeight ** 2 * mean(riderValues) + horseWeight ** 2 * mean(horseValues)) /
          (riderWeight + horseWeight)
        : 0;
    const ownStrength = strength('combination');
    return (
      (own.reduce((sum, value) => sum + value, 0) + ownStrength * prior) /
      (own.length + ownStrength)
    );
  };

  const expectation = (
    shift: (component: number) => number,
    level: string | null,
    basis: ExpectationBasis,
  ): Expectation | null => {
    const phases: PhaseExpectation[] = [];
    for (let phase = 0; phase < MODEL_PHASES.length; phase += 1) {
      const field = levelRates(level, phase);
      if (!field) return null;
      phases.push({
        completion: clamp(field.completion + shift(2 * phase), MIN_COMPLETION, 1),
        points: clamp(field.points + shift(2 * phase + 1), 0, PHASE_MAX_TENTHS[phase] ?? 0),
      });
    }
    const total = phases.reduce((sum, phase) => sum + phase.completion * phase.points, 0);
    return { expPts: Math.round(total), phases, basis };
  };

  const components = Array.from({ length: COMPONENTS }, (_, component) => component);

  return {
    strengths,
    baseline: (level) => expectation(() => 0, level, 'level'),
    expect: (rider, horse, level) =>
      expectation((component) => offset(rider, horse, component), level, basisOf(rider, horse)),
    expectField: (entries, level) => {
      const offsets = entries.map(({ rider, horse }) =>
        components.map((component) => offset(rider, horse, component)),
      );
      const centre = components.map(
        (component) =>
          offsets.reduce((sum, own) => sum + (own[component] ?? 0), 0) /
          Math.max(1, offsets.length),
      );
      return entries.map(({ rider, horse }, index) =>
        expectation(
          (component) => (offsets[index]?.[component] ?? 0) - (centre[component] ?? 0),
          level,
          basisOf(rider, horse),
        ),
      );
    },
  };
}
