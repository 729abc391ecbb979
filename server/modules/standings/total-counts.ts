/**
 * How many members of a board stand on each total (whole tenths, 0 and up), and from them how
 * many stand strictly above each total: a rank is one more than that (competition ranking, ties
 * share: 1, 2, 2, 4). Counting is O(1) a move; `settle` turns the counts into the "above" suffix
 * sums in O(highest total), after a batch of moves.
 */
export class TotalCounts {
  counts: Int32Array;
  above: Int32Array;
  size = 0;
  /** The highest total with a member, or -1 when the board is empty (valid after settle). */
  highest = -1;

  constructor(capacity = 1) {
    this.counts = new Int32Array(Math.max(1, capacity));
    this.above = new Int32Array(Math.max(1, capacity));
  }

  add(total: number, members = 1): void {
    if (total >= this.counts.length) this.grow(total + 1);
    this.counts[total] = (this.counts[total] ?? 0) + members;
    this.size += members;
  }

  remove(total: number, members = 1): void {
    this.counts[total] = (this.counts[total] ?? 0) - members;
    this.size -= members;
  }

  /** Counts a whole array of totals at once (negative values are absent members). */
  countAll(totals: ArrayLike<number>): void {
    this.counts.fill(0);
    this.size = 0;
    let highest = 0;
    for (let i = 0; i < totals.length; i += 1) {
      const total = totals[i] ?? -1;
      if (total > highest) highest = total;
    }
    if (highest >= this.counts.length) this.grow(highest + 1);
    const counts = this.counts;
    let size = 0;
    for (let i = 0; i < totals.length; i += 1) {
      const total = totals[i] ?? -1;
      if (total < 0) continue;
      counts[total] = (counts[total] ?? 0) + 1;
      size += 1;
    }
    this.size = size;
  }

  /** Recomputes how many stand above each total. */
  settle(): void {
    const { counts, above } = this;
    let running = 0;
    this.highest = -1;
    for (let total = counts.length - 1; total >= 0; total -= 1) {
      above[total] = running;
      const here = counts[total] ?? 0;
      if (here > 0 && this.highest === -1) this.highest = total;
      running += here;
    }
  }

  /** Members strictly above `total`. */
  aboveOf(total: number): number {
    if (total >= this.above.length) return 0;
    return this.above[Math.max(0, total)] ?? 0;
  }

  /** One more than the members strictly above: ties share a rank. */
  rankOf(total: number): number {
    return 1 + this.aboveOf(total);
  }

  /**
   * The lowest total that still reaches into the first `k` places: every member above it is
   * in, and members on it fill the places left in board order. 0 when fewer than `k` members.
   */
  cutOff(k: number): number {
    if (this.size <= k || this.highest < 0) return 0;
    let low = 0;
    let high = this.highest;
    // The largest total t with (members at or above t) >= k.
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.aboveOf(middle) + (this.counts[middle] ?? 0) >= k) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  private grow(capacity: number): void {
    let next = this.counts.length;
    while (next < capacity) next *= 2;
    const counts = new Int32Array(next);
    counts.set(this.counts);
    this.counts = counts;
    this.above = new Int32Array(next);
  }
}
