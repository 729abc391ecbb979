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
  top: Int32Array = new Int32Array(0);

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

  /** After a batch of changes: the ranks and the first rows. */
  settle(): void {
    this.counts.settle();
    this.top = topMembers(this.totals, this.counts, TOP_KEPT);
  }

  rankOf(userId: number): number | null {
    const total = this.totals[userId] ?? -1;
    return total < 0 ? null : this.counts.rankOf(total);
  }
}
