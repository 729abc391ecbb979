import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEAM_BUDGET_TENTHS } from './constants';
import {
  EVEN_FIELD_PRICE_TENTHS,
  PRICE_MEDIAN_TENTHS,
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

  it('prices a majority sharing the strongest expectation at the median 2.0: no team must take the weaker entries', () => {
    // Ten entries without form beside two weaker records: the ten are the median and the top at
    // once. Five of them cost the budget, so a team need not take either weaker entry.
    expect(valuesField([300, 500, ...Array.from({ length: 10 }, () => 690)])).toEqual([
      10,
      15,
      ...Array.from({ length: 10 }, () => PRICE_MEDIAN_TENTHS),
    ]);
    const one = valuesField([300, ...Array.from({ length: 60 }, () => 690)]);
    expect(new Set(one.slice(1))).toEqual(new Set([PRICE_MEDIAN_TENTHS]));
    expect(cheapest(one, 5)).toBe(90);
  });

  it('scales prices down when the four cheapest and the dearest would not fit', () => {
    // Weakest 10.0, median 40.0 (fourth of eight), top 80.0: 1.0, 1.3, 1.7, 2.0 ... 5.0. The four
    // cheapest (6.0) and the dearest (5.0) cost 11.0, so everything above 1.0 shrinks, to 80 %:
    // 1.0 + 1.2 + 1.6 + 1.8 + 4.2 = 9.8.
    const prices = valuesField([100, 200, 300, 400, 500, 600, 700, 800]);
    expect(everyEntryAffordable(prices)).toBe(true);
    expect(prices).toEqual([10, 12, 16, 18, 24, 30, 36, 42]);
  });

  it('keeps an operator override and makes the computed entries playable among themselves', () => {
    const values = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000];
    // Overrides of 3.0 on the two weakest: the curve still reads every entry (weakest 10.0, median
    // 50.0, strongest 100.0), but the four cheapest computed are now 1.5, 1.8, 2.0 and 2.6, which
    // with the dearest (5.0) cost 12.9: the eight computed prices shrink to 60 %, 9.8 with the dearest.
    const prices = priceField(values.map((value, index) => entry(value, index < 2 ? 30 : null)));
    expect(prices).toEqual([30, 30, 13, 15, 16, 20, 23, 27, 30, 34]);
    expect(everyEntryAffordable(prices.slice(2))).toBe(true);
    // The four cheapest of the whole field are those four computed ones: the field is playable.
    expect(everyEntryAffordable(prices)).toBe(true);
  });

  it('never flattens the field for one high override: the other entries keep their prices', () => {
    // Fourteen entries from 12.0 to 76.3 expected points, priced 1.0 to 4.8; an operator's 9.9 on
    // one of them cannot fit with the four cheapest, and moves nothing else.
    const field = [120, 180, 210, 250, 300, 330, 360, 400, 420, 450, 500, 560, 640, 763];
    const without = valuesField(field);
    expect(without).toEqual([10, 13, 14, 15, 18, 19, 20, 22, 23, 26, 29, 34, 39, 48]);
    for (const override of [61, 75, 99]) {
      const prices = priceField(
        field.map((value, index) => entry(value, index === 6 ? override : null)),
      );
      expect(prices).toEqual(without.map((price, index) => (index === 6 ? override : price)));
    }
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
    const mixed = fc.array(fc.option(fc.integer({ min: 0, max: 1000 })), {
      minLength: 5,
      maxLength: 90,
    });
    // Many entries without form beside a few records, stronger or weaker than theirs.
    const mostlyNew = fc
      .tuple(
        fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 6 }),
        fc.integer({ min: 1, max: 80 }),
      )
      .filter(([known, unknown]) => known.length + unknown >= 5)
      .map(([known, unknown]) => [...known, ...Array.from({ length: unknown }, () => null)]);
    fc.assert(
      fc.property(fc.oneof(mixed, mostlyNew), (expected) => {
        // Entries with no form are priced at the level's value (here 55.0) like the others.
        const values = expected.map((value) => value ?? 550);
        const prices = valuesField(values);
        const four = cheapest(prices, 4) ?? 0;
        expect(four + Math.max(...prices)).toBeLessThanOrEqual(TEAM_BUDGET_TENTHS);
        expect(cheapest(prices, 5)).toBeLessThanOrEqual(TEAM_BUDGET_TENTHS);
        // No team has to take an entry expected below the median: five at its price fit.
        const order = values
          .map((_value, index) => index)
          .sort((a, b) => (values[a] ?? 0) - (values[b] ?? 0));
        const median = prices[order[Math.floor((order.length - 1) / 2)] ?? 0] ?? 0;
        expect(5 * median).toBeLessThanOrEqual(TEAM_BUDGET_TENTHS);
      }),
    );
  });

  it('makes the five dearest unaffordable and the dearest three times the cheapest on a real field', () => {
    // A real field: at least ten entries, the median one expected above the weakest and below the
    // strongest. Half the fields from a short range of values, so that many are alike, as entries
    // without form are.
    const size = { minLength: 10, maxLength: 90 };
    const spread = fc.oneof(
      fc.uniqueArray(fc.integer({ min: 0, max: 1000 }), size),
      fc
        .array(fc.integer({ min: 0, max: 12 }), size)
        .map((steps) => steps.map((step) => step * 37)),
    );
    fc.assert(
      fc.property(spread, (field) => {
        const sorted = [...field].sort((a, b) => a - b);
        const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
        fc.pre(median > (sorted[0] ?? 0) && median < (sorted.at(-1) ?? 0));
        const prices = valuesField(field);
        expect(dearest(prices, 5)).toBeGreaterThan(TEAM_BUDGET_TENTHS);
        expect(Math.max(...prices)).toBeGreaterThanOrEqual(3 * Math.min(...prices));
      }),
    );
  });

  describe('with operator overrides', () => {
    const overridden = fc.array(
      fc.record({
        value: fc.integer({ min: 0, max: 1000 }),
        override: fc.option(fc.integer({ min: 10, max: 99 })),
      }),
      { minLength: 1, maxLength: 90 },
    );
    const computedOf = (field: readonly FieldEntry[], prices: readonly number[]) =>
      prices.filter((_price, index) => field[index]?.override === null);

    it('keeps every operator price; the computed prices rise with expected points among themselves', () => {
      fc.assert(
        fc.property(overridden, (field) => {
          const prices = priceField(field);
          field.forEach((a, i) => {
            const price = prices[i] ?? 0;
            if (a.override !== null) {
              expect(price).toBe(a.override);
              return;
            }
            expect(Number.isInteger(price)).toBe(true);
            expect(price).toBeGreaterThanOrEqual(10);
            expect(price).toBeLessThanOrEqual(99);
            field.forEach((b, j) => {
              if (b.override !== null) return;
              if (a.value > b.value) expect(price).toBeGreaterThanOrEqual(prices[j] ?? 0);
              if (a.value === b.value) expect(price).toBe(prices[j]);
            });
          });
        }),
      );
    });

    it('prices the computed entries the same whatever the operator prices are', () => {
      fc.assert(
        fc.property(overridden, fc.integer({ min: 10, max: 99 }), (field, other) => {
          const moved = field.map((item) =>
            item.override === null ? item : entry(item.value, other),
          );
          expect(computedOf(field, priceField(field))).toEqual(
            computedOf(moved, priceField(moved)),
          );
        }),
      );
    });

    it('stays playable: every computed entry fits a team with the four cheapest of the field', () => {
      fc.assert(
        fc.property(overridden, (field) => {
          const prices = priceField(field);
          const computed = computedOf(field, prices);
          if (computed.length < 5) return;
          const four = cheapest(prices, 4) ?? 0;
          expect(four + Math.max(...computed)).toBeLessThanOrEqual(TEAM_BUDGET_TENTHS);
          expect(cheapest(prices, 5)).toBeLessThanOrEqual(TEAM_BUDGET_TENTHS);
        }),
      );
    });

    it('moves nothing else for an override on an entry neither the dearest nor among the four cheapest', () => {
      const spread = fc.uniqueArray(fc.integer({ min: 0, max: 1000 }), {
        minLength: 10,
        maxLength: 90,
      });
      const overrideInTheMiddle = spread.chain((field) =>
        fc.tuple(
          fc.constant(field),
          fc.integer({ min: 4, max: field.length - 2 }),
          fc.integer({ min: 10, max: 99 }),
        ),
      );
      fc.assert(
        fc.property(overrideInTheMiddle, ([field, rank, override]) => {
          const target = [...field].sort((a, b) => a - b)[rank];
          const withOverride = field.map((value) =>
            entry(value, value === target ? override : null),
          );
          const prices = priceField(withOverride);
          const without = valuesField(field);
          expect(prices).toEqual(
            without.map((price, index) => (field[index] === target ? override : price)),
          );
          // So the computed entries keep the spread of a real field.
          const computed = computedOf(withOverride, prices);
          expect(dearest(computed, 5)).toBeGreaterThan(TEAM_BUDGET_TENTHS);
          expect(Math.max(...computed)).toBeGreaterThanOrEqual(3 * Math.min(...computed));
        }),
      );
    });
  });
});
