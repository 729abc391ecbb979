import { topMembers } from './board-view';
import { MAX_TEAM_TENTHS, TOP_KEPT } from './competition-standings';
import { TotalCounts } from './total-counts';

/** 'overall', 'season:2026' or 'month:2026-06': the periods a competition counts towards. */
export type ScopeKey = string;

/** The scopes of a competition, from the UTC date it starts (decision 011). */
export function scopesOf(startDate: Date): ScopeKey[] {
  const year = startDate.getUTCFullYear();
  const month = String(startDate.getUTCMonth() + 1).padStart(2, '0');
  return ['overall', `season:${year}`, `month:${year}-${month}`];
}

/**
 * One period's board in memory: each player's total (the sum of their teams' totals in the
 * period's competitions), indexed by user id, -1 for a player with no team there; how many of
 * their teams count; the counts of totals. A player is on the board from their first team.
 */
export class PeriodStandings {
  totals = new Int32Array(0).fill(-1);
  teamCounts = new Uint16Array(0);
  counts = new TotalCounts(MAX_TEAM_TENTHS + 1);
  private kept: Int32Array | null = new Int32Array(0);

  /** The first rows, found when first asked after a change (a pass over every player). */
  get top(): Int32Array {
    this.kept ??= topMembers(this.totals, this.counts, TOP_KEPT);
    return this.kept;
  }

  /** Makes room for user ids up to `userId`. */
  ensure(userId: number): void {
    if (userId < this.totals.length) return;
    const size = Math.max(userId + 1, Math.ceil(this.totals.length * 1.5), 64);
    const totals = new Int32Array(size).fill(-1);
    totals.set(this.totals);
    const teamCounts = new Uint16Array(size);
    teamCounts.set(this.teamCounts);
    this.totals = totals;
    this.teamCounts = teamCounts;
  }

  addTeam(userId: number, total: number): void {
    this.ensure(userId);
    const before = this.totals[userId] ?? -1;
    this.teamCounts[userId] = (this.teamCounts[userId] ?? 0) + 1;
    if (before < 0) {
      this.totals[userId] = total;
      this.counts.add(total);
      return;
    }
    this.counts.remove(before);
    this.totals[userId] = before + total;
    this.counts.add(before + total);
  }

  removeTeam(userId: number, total: number): void {
    const before = this.totals[userId] ?? -1;
    if (before < 0) return;
    const left = (this.teamCounts[userId] ?? 1) - 1;
    this.teamCounts[userId] = left;
    this.counts.remove(before);
    if (left <= 0) {
      this.totals[userId] = -1;
      return;
    }
    this.totals[userId] = before - total;
    this.counts.add(before - total);
  }

  move(userId: number, delta: number): void {
    const before = this.totals[userId] ?? -1;
    if (before < 0 || delta === 0) return;
    this.counts.remove(before);
    this.totals[userId] = before + delta;
    this.counts.add(before + delta);
  }

  /**
   * Moves the players of a competition's teams whose totals went from `before` to `after`, in
   * one tight pass over typed arrays (half of ten million teams move with a favourite's score).
   * `rise`: the most a team's total went up. Returns how many teams moved.
   */
  moveTeams(userIds: Int32Array, before: Uint16Array, after: Uint16Array, rise: number): number {
    if (this.counts.highest + rise >= this.counts.counts.length) {
      this.counts.add(this.counts.highest + rise, 0);
    }
    const totals = this.totals;
    const counts = this.counts.counts;
    let moved = 0;
    for (let team = 0; team < after.length; team += 1) {
      const delta = (after[team] ?? 0) - (before[team] ?? 0);
      if (delta === 0) continue;
      const userId = userIds[team] ?? 0;
      const total = totals[userId] ?? -1;
      if (total < 0) continue;
      counts[total] = (counts[total] ?? 0) - 1;
      counts[total + delta] = (counts[total + delta] ?? 0) + 1;
      totals[userId] = total + delta;
      moved += 1;
    }
    return moved;
  }

  /** After a batch of changes: the ranks and the first rows. */
  settle(): void {
    this.counts.settle();
    this.kept = null;
  }

  rankOf(userId: number): number | null {
    const total = this.totals[userId] ?? -1;
    return total < 0 ? null : this.counts.rankOf(total);
  }
}
