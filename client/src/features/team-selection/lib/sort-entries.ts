import type { CompetitionEntry } from '@contract/competitions';

export const SORT_OPTIONS = [
  { value: 'price', label: 'Price' },
  { value: 'order', label: 'Order' },
  { value: 'ra6', label: '6RA' },
  { value: 'sj6', label: 'SJ6' },
  { value: 'xcj', label: 'XCJ' },
  { value: 'tsp', label: 'TSP' },
  { value: 'selected', label: '% selected' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortKey = 'price';

const missingLast = (value: number | null | undefined, direction: 1 | -1) =>
  value === null || value === undefined ? Number.POSITIVE_INFINITY : value * direction;

/**
 * Orders the cards: price high to low (default), start order, 6RA and SJ6 best (lowest) first,
 * XCJ, TSP and % selected highest first; entries without a figure go last.
 */
export function sortEntries(
  entries: readonly CompetitionEntry[],
  key: SortKey,
  selectedShare: Readonly<Record<string, number>>,
): CompetitionEntry[] {
  const value = (entry: CompetitionEntry): number => {
    switch (key) {
      case 'price':
        return -entry.price;
      case 'order':
        return missingLast(entry.startOrder, 1);
      case 'ra6':
        return missingLast(entry.ra6, 1);
      case 'sj6':
        return missingLast(entry.sj6, 1);
      case 'xcj':
        return missingLast(entry.xcj10, -1);
      case 'tsp':
        return missingLast(entry.tsp, -1);
      case 'selected':
        return -(selectedShare[String(entry.id)] ?? 0);
    }
  };
  return [...entries].sort(
    (a, b) =>
      value(a) - value(b) ||
      missingLast(a.startOrder, 1) - missingLast(b.startOrder, 1) ||
      a.id - b.id,
  );
}
