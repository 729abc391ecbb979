/**
 * Does choosing matter on a priced real field? The points the team a player would pick from
 * expected points within the budget actually scored, against the median of 10,000 random valid
 * teams and against the best team in hindsight.
 */
import { TEAM_SIZE } from '../../contract/constants';
import { cheapest, dearest, priceField } from '../../contract/prices';
import { mean } from './metrics';
import { bestTeam, median, randomValidTeams, seededRandom, type Candidate } from './teams';

/** Fields smaller than this are not measured: too few teams to choose from. */
export const MIN_FIELD = 10;
export const RANDOM_TEAMS = 10_000;

export type EventChoice = {
  event: string;
  entries: number;
  cheapest: number;
  dearest: number;
  cheapestFive: number;
  dearestFive: number;
  byExpected: number;
  randomMedian: number;
  hindsight: number;
};

const seedOf = (text: string) =>
  [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);

const teamPoints = (field: readonly Candidate[], picks: number[] | null) =>
  picks === null ? NaN : picks.reduce((sum, index) => sum + (field[index]?.actual ?? 0), 0);

/**
 * The field as a player choosing by expected points sees it: entries with the same expPts and
 * price (every entry without form, priced at its level's average start) cannot be told apart, so a
 * pick among them is any one of them, and it scores their mean.
 */
export function alikeAveraged(field: readonly Candidate[]): Candidate[] {
  const keyOf = (candidate: Candidate) =>
    `${String(candidate.expected)}|${String(candidate.price)}`;
  const groups = new Map<string, number[]>();
  for (const candidate of field) {
    groups.set(keyOf(candidate), [...(groups.get(keyOf(candidate)) ?? []), candidate.actual]);
  }
  return field.map((candidate) => ({
    ...candidate,
    actual: mean(groups.get(keyOf(candidate)) ?? []),
  }));
}

export function choosingMatters(
  event: string,
  rows: readonly { expected: number; actual: number }[],
): EventChoice[] {
  if (rows.length < MIN_FIELD) return [];
  const prices = priceField(
    rows.map((row) => ({ value: Math.round(row.expected * 10), override: null })),
  );
  const field: Candidate[] = rows.map((row, index) => ({
    price: prices[index] ?? 0,
    expected: row.expected,
    actual: row.actual,
  }));
  const tenths = (value: number | null) => (value ?? 0) / 10;
  return [
    {
      event,
      entries: rows.length,
      cheapest: tenths(cheapest(prices, 1)),
      dearest: tenths(dearest(prices, 1)),
      cheapestFive: tenths(cheapest(prices, TEAM_SIZE)),
      dearestFive: tenths(dearest(prices, TEAM_SIZE)),
      byExpected: teamPoints(
        alikeAveraged(field),
        bestTeam(field, (candidate) => candidate.expected),
      ),
      randomMedian: median(randomValidTeams(field, RANDOM_TEAMS, seededRandom(seedOf(event)))),
      hindsight: teamPoints(
        field,
        bestTeam(field, (candidate) => candidate.actual),
      ),
    },
  ];
}
