import type { CompetitionEntry } from '@contract/competitions';
import { priceTenths } from './card-state';

/** Price bands of the builder's filter, in tenths of a million; 'fits' follows the money left. */
export const PRICE_BANDS = [
  { value: 'all', label: 'Any price' },
  { value: 'fits', label: 'Fits my budget' },
  { value: 'to20', label: 'Up to 2.0m', min: 0, max: 20 },
  { value: '21to30', label: '2.1m to 3.0m', min: 21, max: 30 },
  { value: '31to40', label: '3.1m to 4.0m', min: 31, max: 40 },
  { value: 'over40', label: 'Over 4.0m', min: 41, max: Number.POSITIVE_INFINITY },
] as const;
export type PriceBand = (typeof PRICE_BANDS)[number]['value'];

export const ALL_NATIONS = 'all';

export type EntryFilters = {
  /** Part of a rider's or a horse's name; case and accents do not matter. */
  query: string;
  /** A nation code, or ALL_NATIONS. */
  nation: string;
  band: PriceBand;
};

export const NO_FILTERS: EntryFilters = { query: '', nation: ALL_NATIONS, band: 'all' };

export const hasFilters = (filters: EntryFilters) =>
  filters.query.trim() !== '' || filters.nation !== ALL_NATIONS || filters.band !== 'all';

/** Lower case without accents: "Lühmann" is found by "luhm". */
export const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function inBand(entry: CompetitionEntry, band: PriceBand, remainingTenths: number): boolean {
  const price = priceTenths(entry);
  if (band === 'all') return true;
  if (band === 'fits') return price <= remainingTenths;
  const limits = PRICE_BANDS.find((option) => option.value === band);
  return limits !== undefined && 'min' in limits && price >= limits.min && price <= limits.max;
}

/**
 * The entries matching the builder's search and filters, in the order given: a name search over
 * rider and horse (every word must match one of them), a nation, a price band.
 */
export function filterEntries(
  entries: readonly CompetitionEntry[],
  filters: EntryFilters,
  remainingTenths: number,
): readonly CompetitionEntry[] {
  if (!hasFilters(filters)) return entries;
  const words = searchable(filters.query).split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (filters.nation !== ALL_NATIONS && entry.athlete.nationality !== filters.nation) {
      return false;
    }
    if (!inBand(entry, filters.band, remainingTenths)) return false;
    if (words.length === 0) return true;
    const names = searchable(`${entry.athlete.name} ${entry.horse.name}`);
    return words.every((word) => names.includes(word));
  });
}

/** The riders' nations of a start list, most entries first, then by code. */
export function nationsOf(
  entries: readonly CompetitionEntry[],
): Array<{ code: string; count: number }> {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const code = entry.athlete.nationality;
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts]
    .map(([code, count]) => ({ code, count }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
}

/**
 * The team's expected points, in tenths: the sum over the picks that have expected points, and
 * how many picks that is. A pick with no form, or not priced yet, has none: it is left out of the
 * sum and said so, never counted as 0.
 */
export function expectedPoints(picks: readonly CompetitionEntry[]): {
  tenths: number;
  counted: number;
} {
  let tenths = 0;
  let counted = 0;
  for (const entry of picks) {
    if (entry.expPts === null) continue;
    tenths += Math.round(entry.expPts * 10);
    counted += 1;
  }
  return { tenths, counted };
}
