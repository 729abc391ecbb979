import { TEAM_SIZE } from '../../../contract/constants';
import { topMembers } from './board-view';
import { NO_PICK, type FrozenPicks } from './frozen-picks';
import { TotalCounts } from './total-counts';

/** The most an entry can score, in tenths (20 + 20 + 60 points): the results writer never exceeds it. */
export const MAX_ENTRY_TENTHS = 1000;
/** The most a team can score, in tenths. */
export const MAX_TEAM_TENTHS = MAX_ENTRY_TENTHS * TEAM_SIZE;
/** How many rows of a board are kept ready (a board shows at most 100). */
export const TOP_KEPT = 100;

/** Points per entry slot, in tenths; one slot more than there are entries, always 0 (no pick). */
export type SlotPoints = Uint16Array;

/**
 * One competition's teams in memory: frozen picks, each entry's points, every team's total and
 * the counts of totals 0..5000 tenths. A team's rank is 1 + the teams above its total.
 */
export class CompetitionStandings {
  readonly teams: number;
  readonly teamIds: Int32Array;
  readonly userIds: Int32Array;
  readonly entryIds: Int32Array;
  /** Team indexes ordered by player, for a player's team. */
  readonly byUser: Int32Array;
  points: SlotPoints;
  totals: Uint16Array;
  counts = new TotalCounts(MAX_TEAM_TENTHS + 1);
  private kept: Int32Array | null = null;
  private readonly picks: Uint16Array;
  private readonly slotOf = new Map<number, number>();

  constructor(frozen: FrozenPicks) {
    this.teams = frozen.teamIds.length;
    this.teamIds = frozen.teamIds;
    this.userIds = frozen.userIds;
    this.entryIds = frozen.entryIds;
    const slots = frozen.entryIds.length;
    frozen.entryIds.forEach((id, slot) => this.slotOf.set(id, slot));
    // A slot with no pick (or one past the entries) reads the extra slot, always 0.
    this.picks = frozen.picks;
    for (let i = 0; i < this.picks.length; i += 1) {
      const slot = this.picks[i] ?? NO_PICK;
      if (slot === NO_PICK || slot >= slots) this.picks[i] = slots;
    }
    this.points = new Uint16Array(slots + 1);
    this.totals = new Uint16Array(this.teams);
    this.counts.add(0, this.teams);
    this.counts.settle();
    this.byUser = orderByUser(this.userIds);
  }

  /** Slot points from entry ids and their points in tenths; unknown entries are ignored. */
  slotPoints(entryIds: ArrayLike<number>, points: ArrayLike<number>): SlotPoints {
    const slots = new Uint16Array(this.entryIds.length + 1);
    for (let i = 0; i < entryIds.length; i += 1) {
      const slot = this.slotOf.get(entryIds[i] ?? 0);
      if (slot === undefined) continue;
      slots[slot] = Math.min(MAX_ENTRY_TENTHS, Math.max(0, Math.round(points[i] ?? 0)));
    }
    return slots;
  }

  /** Every team's total at some points; `counts`, when given, counted in the same pass. */
  totalsAt(points: SlotPoints, counts?: TotalCounts): Uint16Array {
    const { picks, teams } = this;
    const totals = new Uint16Array(teams);
    const tally = counts?.counts;
    tally?.fill(0);
    for (let team = 0, at = 0; team < teams; team += 1, at += TEAM_SIZE) {
      let total = 0;
      for (let k = 0; k < TEAM_SIZE; k += 1) total += points[picks[at + k] ?? 0] ?? 0;
      totals[team] = total;
      if (tally) tally[total] = (tally[total] ?? 0) + 1;
    }
    if (counts) counts.size = teams;
    return totals;
  }

  /**
   * Takes new points: every team's total, the counts and the first rows. Returns the totals
   * before (for the periods to follow), or null when the points are the ones held.
   */
  apply(points: SlotPoints): Uint16Array | null {
    if (samePoints(points, this.points)) return null;
    const previous = this.totals;
    this.points = points;
    this.totals = this.totalsAt(points, this.counts);
    this.counts.settle();
    this.kept = null;
    return previous;
  }

  /** The first rows, found when first asked after a change (a pass over every team). */
  get top(): Int32Array {
    this.kept ??= topMembers(this.totals, this.counts, TOP_KEPT);
    return this.kept;
  }

  /** The most a team's total can have gone up from `before` to `now` points (five picks). */
  static rise(before: SlotPoints, now: SlotPoints): number {
    let most = 0;
    for (let slot = 0; slot < now.length; slot += 1) {
      most = Math.max(most, (now[slot] ?? 0) - (before[slot] ?? 0));
    }
    return most * TEAM_SIZE;
  }

  /** The index of a player's team, or -1. */
  teamOfUser(userId: number): number {
    const { byUser, userIds } = this;
    let low = 0;
    let high = byUser.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const team = byUser[middle] ?? 0;
      const user = userIds[team] ?? 0;
      if (user === userId) return team;
      if (user < userId) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  rankOfTeam(team: number): number {
    return this.counts.rankOf(this.totals[team] ?? 0);
  }
}

/**
 * Team indexes ordered by player id, ties in index order: a stable two-pass radix sort on 16
 * bits at a time, O(teams) (a comparison sort of ten million takes seconds).
 */
export function orderByUser(userIds: Int32Array): Int32Array {
  const teams = userIds.length;
  let order = Int32Array.from({ length: teams }, (_, i) => i);
  let next = new Int32Array(teams);
  for (const shift of [0, 16]) {
    const starts = new Int32Array(65_537);
    for (let i = 0; i < teams; i += 1) {
      const key = ((userIds[order[i] ?? 0] ?? 0) >>> shift) & 0xffff;
      starts[key + 1] = (starts[key + 1] ?? 0) + 1;
    }
    for (let key = 0; key < 65_536; key += 1)
      starts[key + 1] = (starts[key + 1] ?? 0) + (starts[key] ?? 0);
    for (let i = 0; i < teams; i += 1) {
      const team = order[i] ?? 0;
      const key = ((userIds[team] ?? 0) >>> shift) & 0xffff;
      const at = starts[key] ?? 0;
      next[at] = team;
      starts[key] = at + 1;
    }
    [order, next] = [next, order];
  }
  return order;
}

/** Whether two slot point arrays are the same. */
export function samePoints(a: SlotPoints, b: SlotPoints): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}
