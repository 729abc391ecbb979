import { samePoints, type SlotPoints } from './competition-standings';
import type { ScopeKey } from './period-standings';
import {
  snapshotOrder,
  type HeldCompetition,
  type Snapshot,
  type StandingsState,
} from './standings-state';
import { TotalCounts } from './total-counts';

/** Places gained since the phase compared with (negative: lost), 'new' for a newcomer, null when nothing to compare. */
export type Movement = number | 'new' | null;

/** A board's totals then, with their counts; `since`: the phase end on that board it names. */
export type Baseline<T extends Int32Array | Uint16Array> = {
  since: Snapshot | null;
  totals: T;
  counts: TotalCounts;
};

type HeldSnapshot = HeldCompetition['snapshots'][number];

/**
 * What a competition's board compares with (docs/rules.md#rank-movement): its last phase end
 * while its points move; once they are those of a phase end again, the latest phase end before
 * with other points, so the movement of the phase that ended stays on show (a completed
 * competition's final results are often those of its last phase).
 */
export function competitionBaselineSnapshot(held: HeldCompetition): HeldSnapshot | null {
  const list = held.snapshots;
  for (let at = list.length - 1; at >= 0; at -= 1) {
    const kept = list[at];
    if (kept && !samePoints(kept.points, held.standings.points)) return kept;
  }
  return null;
}

/** Every held competition's snapshots, in the order the phases ended. */
function allSnapshots(state: StandingsState): Snapshot[] {
  const all: Snapshot[] = [];
  for (const held of state.competitions.values()) {
    for (const { snapshot } of held.snapshots) all.push(snapshot);
  }
  return all.sort(snapshotOrder);
}

/**
 * What the period boards compare with: each competition's points then (null: not counted; a
 * competition left out counts as it is now), the phase end each compared competition stands at
 * then (null: none), and a key that changes whenever the comparison does.
 */
type PeriodComparison = {
  key: string;
  pointsThen: Map<number, SlotPoints | null>;
  chosen: Map<number, Snapshot | null>;
};

/**
 * What the period boards compare with (docs/rules.md#rank-movement): a competition in play, or
 * whose phase ended last, as its own board compares; every other at its last phase end, which
 * is where its points are; a competition with no phase end to compare with is not counted.
 */
export function periodComparison(state: StandingsState): PeriodComparison | null {
  const all = allSnapshots(state);
  const latest = all[all.length - 1];
  if (!latest) return null;
  const pointsThen = new Map<number, SlotPoints | null>();
  const chosenOf = new Map<number, Snapshot | null>();
  const key: string[] = [];
  for (const held of state.competitions.values()) {
    const last = held.snapshots[held.snapshots.length - 1];
    if (!last) {
      pointsThen.set(held.meta.id, null);
      continue;
    }
    const inPlay = !samePoints(last.points, held.standings.points);
    if (!inPlay && held.meta.id !== latest.competitionId) continue;
    const chosen = competitionBaselineSnapshot(held);
    pointsThen.set(held.meta.id, chosen?.points ?? null);
    chosenOf.set(held.meta.id, chosen?.snapshot ?? null);
    key.push(`${held.meta.id}:${chosen?.snapshot.id ?? 0}`);
  }
  if (all.length < 2 && ![...chosenOf.values()].some(Boolean)) return null;
  return { key: key.join(','), pointsThen, chosen: chosenOf };
}

const later = (a: Snapshot | null, b: Snapshot | null) =>
  !a || (b !== null && snapshotOrder(b, a) > 0) ? b : a;

/**
 * The phase end a period board's movement is named after: the latest that a competition of that
 * board is compared at, or else the latest at which one of its others stands. A phase end of a
 * competition outside the period is never named; null when none of its competitions has one.
 */
function periodSince(
  state: StandingsState,
  comparison: PeriodComparison,
  scope: ScopeKey,
): Snapshot | null {
  let compared: Snapshot | null = null;
  let standing: Snapshot | null = null;
  for (const held of state.competitions.values()) {
    if (!held.scopes.includes(scope)) continue;
    const chosen = comparison.chosen.get(held.meta.id);
    if (chosen !== undefined) compared = later(compared, chosen);
    else standing = later(standing, held.snapshots[held.snapshots.length - 1]?.snapshot ?? null);
  }
  return compared ?? standing;
}

/** A competition's points at the phase ends up to `until` (its last snapshot not after it), or null. */
function pointsUntil(held: HeldCompetition, until: Snapshot): SlotPoints | null {
  let found: SlotPoints | null = null;
  for (const { snapshot, points } of held.snapshots) {
    if (snapshotOrder(snapshot, until) > 0) break;
    found = points;
  }
  return found;
}

/**
 * Baseline totals, computed when first asked and kept until the competitions held, their
 * snapshots or the moment compared with change.
 */
export class Baselines {
  private readonly competitionCache = new Map<number, Baseline<Uint16Array>>();
  private readonly periodCache = new Map<
    ScopeKey,
    { key: string; baseline: Baseline<Int32Array> }
  >();
  private structure = -1;

  constructor(private readonly state: StandingsState) {}

  competition(held: HeldCompetition): Baseline<Uint16Array> | null {
    this.check();
    const chosen = competitionBaselineSnapshot(held);
    if (!chosen) return null;
    const cached = this.competitionCache.get(held.meta.id);
    if (cached?.since?.id === chosen.snapshot.id) return cached;
    const totals = held.standings.totalsAt(chosen.points);
    const counts = new TotalCounts(held.standings.counts.counts.length);
    counts.countAll(totals);
    counts.settle();
    const baseline = { since: chosen.snapshot, totals, counts };
    this.competitionCache.set(held.meta.id, baseline);
    return baseline;
  }

  period(scope: ScopeKey): Baseline<Int32Array> | null {
    this.check();
    const comparison = periodComparison(this.state);
    if (!comparison) return null;
    const cached = this.periodCache.get(scope);
    if (cached?.key === comparison.key) return cached.baseline;
    const { pointsThen } = comparison;
    const baseline = {
      since: periodSince(this.state, comparison, scope),
      ...this.totalsThen(scope, (held) => pointsThen.get(held.meta.id)),
    };
    this.periodCache.set(scope, { key: comparison.key, baseline });
    return baseline;
  }

  /**
   * A period's totals at the phase ends up to `until`: each competition at its last snapshot by
   * then; a competition with none is not counted (its players are new if they have no other).
   */
  phaseEnd(scope: ScopeKey, until: Snapshot): { totals: Int32Array; counts: TotalCounts } {
    return this.totalsThen(scope, (held) => pointsUntil(held, until));
  }

  /**
   * A period's totals with some competitions at other points: `pointsOf` gives a competition's
   * points then, null when it is not counted, undefined when it counts as it is now.
   */
  private totalsThen(
    scope: ScopeKey,
    pointsOf: (held: HeldCompetition) => SlotPoints | null | undefined,
  ): { totals: Int32Array; counts: TotalCounts } {
    const period = this.state.period(scope);
    const totals = Int32Array.from(period.totals);
    const teamCounts = Uint16Array.from(period.teamCounts);
    for (const held of this.state.competitions.values()) {
      if (!held.scopes.includes(scope)) continue;
      const { standings } = held;
      const points = pointsOf(held);
      if (points === undefined || (points && samePoints(points, standings.points))) continue;
      const then = points ? standings.totalsAt(points) : null;
      for (let team = 0; team < standings.teams; team += 1) {
        const userId = standings.userIds[team] ?? 0;
        const now = standings.totals[team] ?? 0;
        if (then) {
          totals[userId] = (totals[userId] ?? 0) + (then[team] ?? 0) - now;
        } else {
          totals[userId] = (totals[userId] ?? 0) - now;
          teamCounts[userId] = (teamCounts[userId] ?? 1) - 1;
        }
      }
    }
    for (let userId = 0; userId < totals.length; userId += 1) {
      if ((teamCounts[userId] ?? 0) === 0) totals[userId] = -1;
    }
    const counts = new TotalCounts(period.counts.counts.length);
    counts.countAll(totals);
    counts.settle();
    return { totals, counts };
  }

  private check(): void {
    if (this.structure === this.state.structure) return;
    this.structure = this.state.structure;
    this.competitionCache.clear();
    this.periodCache.clear();
  }
}
