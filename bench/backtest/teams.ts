/**
 * Teams on a priced field: the best five within the budget by some score (exact, by dynamic
 * programming over picks and money), and uniformly drawn valid teams.
 */
import { TEAM_BUDGET_TENTHS, TEAM_SIZE } from '../../contract/constants';

export type Candidate = { price: number; expected: number; actual: number };

type Best = { score: number; picks: number[] } | null;

/** The five entries with the highest total `score` whose prices fit the budget; null if none. */
export function bestTeam(
  field: readonly Candidate[],
  score: (candidate: Candidate) => number,
): number[] | null {
  // table[k][b]: best k picks costing exactly b tenths.
  let table: Best[][] = Array.from({ length: TEAM_SIZE + 1 }, () =>
    Array.from({ length: TEAM_BUDGET_TENTHS + 1 }, (): Best => null),
  );
  const start = table[0];
  if (start) start[0] = { score: 0, picks: [] };
  field.forEach((candidate, index) => {
    const next = table.map((row) => [...row]);
    for (let k = 0; k < TEAM_SIZE; k += 1) {
      for (let b = 0; b + candidate.price <= TEAM_BUDGET_TENTHS; b += 1) {
        const from = table[k]?.[b];
        if (!from) continue;
        const target = next[k + 1];
        const current = target?.[b + candidate.price];
        const value = from.score + score(candidate);
        if (target && (!current || value > current.score)) {
          target[b + candidate.price] = { score: value, picks: [...from.picks, index] };
        }
      }
    }
    table = next;
  });
  let best: Best = null;
  for (const cell of table[TEAM_SIZE] ?? []) {
    if (cell && (!best || cell.score > best.score)) best = cell;
  }
  return best?.picks ?? null;
}

/** A small seeded generator (mulberry32) so the backtest gives the same figures every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Actual points of `count` valid teams drawn uniformly (five distinct entries within budget). */
export function randomValidTeams(
  field: readonly Candidate[],
  count: number,
  random: () => number,
): number[] {
  const totals: number[] = [];
  let attempts = 0;
  while (totals.length < count && attempts < count * 1000) {
    attempts += 1;
    const picks = new Set<number>();
    while (picks.size < TEAM_SIZE) picks.add(Math.floor(random() * field.length));
    const team = [...picks].map((index) => field[index]);
    const price = team.reduce((sum, candidate) => sum + (candidate?.price ?? 0), 0);
    if (price <= TEAM_BUDGET_TENTHS) {
      totals.push(team.reduce((sum, candidate) => sum + (candidate?.actual ?? 0), 0));
    }
  }
  return totals;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
