import { TotalCounts } from './total-counts';

/**
 * The first `k` members of a board in board order: total high to low, then the lower index
 * (the earlier team, or the lower user id). Totals below 0 are absent members. One pass over the
 * totals: members above the cut-off total are all in; members on it fill the rest in index order.
 */
export function topMembers(totals: ArrayLike<number>, counts: TotalCounts, k: number): Int32Array {
  const wanted = Math.min(k, counts.size);
  if (wanted <= 0) return new Int32Array(0);
  const cutOff = counts.cutOff(wanted);
  const aboveCut = counts.aboveOf(cutOff);
  const onCut = wanted - aboveCut;
  const higher: number[] = [];
  const equal: number[] = [];
  for (let i = 0; i < totals.length; i += 1) {
    const total = totals[i] ?? -1;
    if (total > cutOff) higher.push(i);
    else if (total === cutOff && equal.length < onCut) equal.push(i);
    else continue;
    if (higher.length === aboveCut && equal.length === onCut) break;
  }
  higher.sort((a, b) => (totals[b] ?? 0) - (totals[a] ?? 0) || a - b);
  return Int32Array.from([...higher, ...equal]);
}

/**
 * Some members of a board (a country's players), sorted in board order once, with their own
 * counts: their top rows and ranks among themselves are then a slice and a lookup.
 */
export type SubBoard = { order: Int32Array; counts: TotalCounts };

/** Builds a sub-board by a stable counting sort of the members `include` keeps. */
export function buildSubBoard(
  totals: ArrayLike<number>,
  include: (index: number) => boolean,
): SubBoard {
  const counts = new TotalCounts(1);
  const members: number[] = [];
  for (let i = 0; i < totals.length; i += 1) {
    const total = totals[i] ?? -1;
    if (total < 0 || !include(i)) continue;
    members.push(i);
    counts.add(total);
  }
  counts.settle();
  const next = Int32Array.from(counts.above);
  const order = new Int32Array(members.length);
  for (const index of members) {
    const total = totals[index] ?? 0;
    const at = next[total] ?? 0;
    order[at] = index;
    next[total] = at + 1;
  }
  return { order, counts };
}

/** Ranks (competition ranking) of members already in board order, from their totals. */
export function ranksInOrder(order: ArrayLike<number>, totalOf: (index: number) => number) {
  const ranks: number[] = [];
  let previous = Number.NaN;
  for (let at = 0; at < order.length; at += 1) {
    const total = totalOf(order[at] ?? 0);
    ranks.push(total === previous ? (ranks[at - 1] ?? at + 1) : at + 1);
    previous = total;
  }
  return ranks;
}
