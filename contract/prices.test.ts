import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEAM_BUDGET_TENTHS } from './constants';
import {
  EVEN_FIELD_PRICE_TENTHS,
  cheapest,
  dearest,
  everyEntryAffordable,
  priceField,
  type FieldEntry,
} from './prices';

const entry = (value: number, override: number | null = null): FieldEntry => ({ value, override });
const valuesField = (values: number[]) => priceField(values.map((value) => entry(value)));

describe('prices', () => {
  it('puts the weakest at 1.0, the median at 2.0 and the strongest at 5.0, lines between', () => {
    // Weakest 10.0, median (sixth of eleven) 35.0, strongest 100.0: 30.0 is 4/5 of the way up to
    // the median (1.8); 61.0 is 0.4 of the way from the median to the top (2.0 + 1.2 = 3.2).
    expect(valuesField([100, 110, 120, 130, 300, 350, 400, 610, 800, 900, 1000])).toEqual([
      10, 10, 11, 11, 18, 20, 22, 32, 41, 45, 50,
    ]);
  });

  it('prices a field where everyone is expected the same at 1.8: five of them leave room', () => {
    expect(valuesField([550, 550, 550, 550, 550, 550])).toEqual(
      Array.from({ length: 6 }, () => EVEN_FIELD_PRICE_TENTHS),
    );
    expect(priceField([])).toEqual([]);
  });

  it('scales prices down when the four cheapest and the dearest would not fit', () => {
    // Weakest 10.0, median 40.0 (fourth of eight), top 80.0: 1.0, 1.3, 1.7, 2.0 ... 5.0. The four
    // cheapest (6.0) and the dearest (5.0) cost 11.0, so everything above 1.0 shrinks, to 80 %:
    // 1.0 + 1.2 + 1.6 + 1.8 + 4.2 = 9.8.
    const prices = valuesField([100, 200, 300, 400, 500, 600, 700, 800]);
    expect(everyEntryAffordable(prices)).toBe(true);
    expect(prices).toEqual([10, 12, 16, 18, 24, 30, 36, 42]);
  });

  it('keeps an operator override and counts it when making the field playable', () => {
    const values = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000];
    // Overrides of 3.0 on the two weakest: the others shrink until the dearest fits with them.
    const prices = priceField(values.map((value, index) => entry(value, index < 2 ? 30 : null)));
    expect(prices.slice(0, 2)).toEqual([30, 30]);
    expect(everyEntryAffordable(prices)).toBe(true);
    expect(Math.max(...prices.slice(2))).toBeLessThan(50);
  });

  const values = fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 90 });

  it('rises with expected points in 0.1 steps within 1.0..9.9', () => {
    fc.assert(
      fc.property(values, (field) => {
        const prices = valuesField(field);
        field.forEach((a, i) => {
          const price = prices[i] ?? 0;
          expect(Number.isInteger(price)).toBe(true);
          expect(price).toBeGreaterThanOrEqual(10);
          expect(price).toBeLessThanOrEqual(99);
          field.forEach((b, j) => {
            if (a > b) expect(price).toBeGreaterThanOrEqual(prices[j] ?? 0);
            if (a === b) expect(price).toBe(prices[j]);
          });
        });
      }),
    );
  });

  it('is always playable: any entry fits a team with the four cheapest, whatever the form', () => {
    const field = fc.array(fc.option(fc.integer({ min: 0, max: 1000 })), {
      minLength: 5,
      maxLength: 90,
    });
    fc.assert(
      fc.property(field, (expected) => {
        // Entries with no form are priced at the level's value (here 55.0) like the others.
        const prices = valuesField(expected.map((value) => value ?? 550));
        const four = cheapest(prices, 4) ?? 0;
        expect(four + Math.max(...prices)).toBeLessThanOrEqual(TEAM_BUDGET_TENTHS);
        expect(cheapest(prices, 5)).toBeLessThanOrEqual(TEAM_BUDGET_TENTHS);
      }),
    );
  });

  it('makes the five dearest unaffordable and the dearest three times the cheapest on a real field', () => {
    // A real field: at least ten entries whose expected points are spread (no two alike).
    const spread = fc.uniqueArray(fc.integer({ min: 0, max: 1000 }), {
      minLength: 10,
      maxLength: 90,
    });
    fc.assert(
      fc.property(spread, (field) => {
        const prices = valuesField(field);
        expect(dearest(prices, 5)).toBeGreaterThan(TEAM_BUDGET_TENTHS);
        expect(Math.max(...prices)).toBeGreaterThanOrEqual(3 * Math.min(...prices));
      }),
    );
  });
});
