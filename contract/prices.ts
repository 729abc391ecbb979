/**
 * Prices from expected points (docs/rules.md#form-and-prices,
 * docs/decisions/055-prices-that-force-a-choice.md). All in integer tenths of a million.
 *
 * The weakest entry of the field costs 1.0, the median entry 2.0 (five median entries cost the 10.0
 * budget) and the strongest 5.0; in between prices follow expected points in straight lines, in
 * steps of 0.1. When the median entry is also the strongest (more than half the field alike at the
 * top), those entries cost the median's 2.0 (docs/decisions/106-a-field-alike-at-the-top.md). The
 * field is always playable: when the four cheapest and the dearest together
 * would cost more than the budget, every price above 1.0 is scaled down (in steps of 5 %) until they
 * fit, so any entry can be picked with the four cheapest, whatever the form.
 *
 * An operator's price is fixed by the operator and is no part of that target: the entries the
 * model prices are made playable among themselves, so no override, however high, flattens them.
 */
import { TEAM_BUDGET_TENTHS, TEAM_SIZE } from './constants';
import { roundedDivision } from './form';

export const PRICE_MIN_TENTHS = 10;
export const PRICE_MAX_TENTHS = 99;
/** The weakest entry of a field. */
export const PRICE_FLOOR_TENTHS = 10;
/** The median entry: five of them cost the budget. */
export const PRICE_MEDIAN_TENTHS = TEAM_BUDGET_TENTHS / TEAM_SIZE;
/** The strongest entry: half the budget. */
export const PRICE_TOP_TENTHS = 50;
/** Every entry of a field where nobody is expected to do better than anyone else. */
export const EVEN_FIELD_PRICE_TENTHS = 18;

/** One entry to price: its expected points (tenths) and an operator's price (tenths) if set. */
export type FieldEntry = { value: number; override: number | null };

const clampPrice = (tenths: number) =>
  Math.min(PRICE_MAX_TENTHS, Math.max(PRICE_MIN_TENTHS, tenths));

/** Straight-line price between two anchors (value → price), rounded half up to 0.1. */
function between(value: number, from: [number, number], to: [number, number]): number {
  const [valueFrom, priceFrom] = from;
  const [valueTo, priceTo] = to;
  if (valueTo === valueFrom) return priceTo;
  return (
    priceFrom + roundedDivision((value - valueFrom) * (priceTo - priceFrom), valueTo - valueFrom)
  );
}

/** The model's price of each value before the field is made playable. */
function curve(values: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const low = sorted[0] ?? 0;
  const high = sorted[sorted.length - 1] ?? 0;
  if (low === high) return values.map(() => EVEN_FIELD_PRICE_TENTHS);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? low;
  const floor: [number, number] = [low, PRICE_FLOOR_TENTHS];
  const middle: [number, number] = [median, PRICE_MEDIAN_TENTHS];
  const top: [number, number] = [high, PRICE_TOP_TENTHS];
  return values.map((value) => {
    // More than half the field alike at the bottom: they cost 1.0, one line up to the strongest.
    if (median === low) return between(value, floor, top);
    // More than half alike at the top (entries without form beside a few weaker records): they
    // cost the median's 2.0, so five of them fit and no team has to take the weaker entries.
    if (median === high) return between(value, floor, middle);
    return value <= median ? between(value, floor, middle) : between(value, middle, top);
  });
}

/** The sum of the `count` cheapest prices, or null when the field has fewer entries. */
export function cheapest(prices: readonly number[], count: number): number | null {
  if (prices.length < count) return null;
  return [...prices]
    .sort((a, b) => a - b)
    .slice(0, count)
    .reduce((sum, price) => sum + price, 0);
}

/** The sum of the `count` dearest prices, or null when the field has fewer entries. */
export function dearest(prices: readonly number[], count: number): number | null {
  if (prices.length < count) return null;
  return [...prices]
    .sort((a, b) => b - a)
    .slice(0, count)
    .reduce((sum, price) => sum + price, 0);
}

/** Every entry fits a team with the four cheapest: the dearest plus the four cheapest ≤ budget. */
export function everyEntryAffordable(prices: readonly number[]): boolean {
  const four = cheapest(prices, TEAM_SIZE - 1);
  if (four === null || prices.length < TEAM_SIZE) return true;
  return four + Math.max(...prices) <= TEAM_BUDGET_TENTHS;
}

/**
 * Prices (tenths) for a field: the curve above over every entry's expected points, clamped to
 * 1.0..9.9, with an operator's price where one is set. The scaling that makes the field playable
 * reads the computed entries only (the dearest of them and the four cheapest of them), so the
 * computed prices never depend on what the operator's prices are. Every computed entry still fits a
 * team with the four cheapest of the whole field: they cost no more than the four cheapest computed.
 */
export function priceField(entries: readonly FieldEntry[]): number[] {
  const raw = curve(entries.map((entry) => entry.value));
  const computed = entries.flatMap((entry, index) =>
    entry.override === null ? [raw[index] ?? PRICE_FLOOR_TENTHS] : [],
  );
  const scale = (price: number, percent: number) =>
    clampPrice(PRICE_FLOOR_TENTHS + roundedDivision((price - PRICE_FLOOR_TENTHS) * percent, 100));
  // At 25 % five prices of at most 5.0 cost at most 10.0: the loop always stops by then.
  let percent = 100;
  while (percent > 0 && !everyEntryAffordable(computed.map((price) => scale(price, percent)))) {
    percent -= 5;
  }
  return entries.map(
    (entry, index) => entry.override ?? scale(raw[index] ?? PRICE_FLOOR_TENTHS, percent),
  );
}
