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

/** A board's totals at a kept moment, with their counts. */
export type Baseline<T extends Int32Array | Uint16Array> = {
  snapshot: Snapshot;
  totals: T;
  counts: TotalCounts;
};

type HeldSnapshot = HeldCompetition['snapshots'][number];

/**
 * What a competition's board compares with (docs/rules.md#rank-movement): its last phase end, or,
 * while its points are still those of that phase end, the one before it.
 */
export function competitionBaselineSnapshot(held: HeldCompetition): HeldSnapshot | null {
  const list = held.snapshots;
  const latest = list[list.length - 1];
  if (!latest) return null;
  if (!samePoints(latest.points, held.standings.points)) return latest;
  return list[list.length - 2] ?? null;
}

/** Every held competition's snapshots, in the order the phases ended. */
function allSnapshots(state: StandingsState): Snapshot[] {
  const all: Snapshot[] = [];
  for (const held of state.competitions.values()) {
    for (const { snapshot } of held.snapshots) all.push(snapshot);
  }
  return all.sort(snapshotOrder);
}

/** Whether a competition's points moved since its last phase end (or, before any, since the start). */
function inPlay(held: HeldCompetition): boolean {
  const latest = held.snapshots[held.snapshots.length - 1];
  if (latest) return !samePoints(latest.points, held.standings.points);
  return held.standings.points.some((points) => points > 0);
}

/**
 * What the period boards compare with: the standings at the latest phase end of any
 * competition, every competition counted at its own last phase end by then; or, while nothing
 * has moved since, the phase end before it.
 */
export function periodBaselineSnapshot(state: StandingsState): Snapshot | null {
  const all = allSnapshots(state);
  const latest = all[all.length - 1];
  if (!latest) return null;
  for (const held of state.competitions.values()) if (inPlay(held)) return latest;
  return all[all.length - 2] ?? null;
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
  private readonly periodCache = new Map<ScopeKey, Baseline<Int32Array>>();
  private structure = -1;

  constructor(private readonly state: StandingsState) {}

  competition(held: HeldCompetition): Baseline<Uint16Array> | null {
    this.check();
    const chosen = competitionBaselineSnapshot(held);
    if (!chosen) return null;
    const cached = this.competitionCache.get(held.meta.id);
    if (cached?.snapshot.id === chosen.snapshot.id) return cached;
    const totals = held.standings.totalsAt(chosen.points);
    const counts = new TotalCounts(held.standings.counts.counts.length);
    counts.countAll(totals);
    counts.settle();
    const baseline = { snapshot: chosen.snapshot, totals, counts };
    this.competitionCache.set(held.meta.id, baseline);
    return baseline;
  }

  period(scope: ScopeKey): Baseline<Int32Array> | null {
    this.check();
    const chosen = periodBaselineSnapshot(this.state);
    if (!chosen) return null;
    const cached = this.periodCache.get(scope);
    if (cached?.snapshot.id === chosen.id) return cached;
    const baseline = { snapshot: chosen, ...this.phaseEnd(scope, chosen) };
    this.periodCache.set(scope, baseline);
    return baseline;
  }

  /**
   * A period's totals at the phase ends up to `until`: each competition at its last snapshot by
   * then; a competition with none is not counted (its players are new if they have no other).
   */
  phaseEnd(scope: ScopeKey, until: Snapshot): { totals: Int32Array; counts: TotalCounts } {
    const period = this.state.period(scope);
    const totals = Int32Array.from(period.totals);
    const teamCounts = Uint16Array.from(period.teamCounts);
    for (const held of this.state.competitions.values()) {
      if (!held.scopes.includes(scope)) continue;
      const { standings } = held;
      const points = pointsUntil(held, until);
      if (points && samePoints(points, standings.points)) continue;
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
