import { describe, expect, it } from 'vitest';
import { pricingHealth } from './pricing-health';
import { priceField } from './prices';

describe('pricing warnings', () => {
  it('warns when the five cheapest do not fit and prices were never computed', () => {
    const health = pricingHealth(7, { prices: [25, 25, 25, 25, 25, 25], unpriced: 6, noForm: 0 });
    expect(health).toMatchObject({ entries: 6, cheapestFive: 12.5, unplayable: true });
    expect(health.warnings).toEqual([
      {
        code: 'unplayable',
        message:
          'The five cheapest entries cost 12.5, more than the 10.0 budget: no valid team exists.',
      },
      {
        code: 'never-priced',
        message: 'Prices were never computed: every entry costs the default 2.5.',
      },
    ]);
  });

  it('counts entries never priced and many without form on a playable field', () => {
    const health = pricingHealth(7, {
      prices: [10, 10, 10, 10, 20, 25, 50, 25],
      unpriced: 2,
      noForm: 2,
    });
    expect(health.unplayable).toBe(false);
    expect(health.warnings.map((warning) => warning.message)).toEqual([
      '2 of 8 entries were never priced and cost the default 2.5.',
      '2 of 8 entries have no form: they are priced from the level and the field.',
    ]);
    // One in eight without form is not "many".
    expect(
      pricingHealth(7, { prices: [10, 10, 10, 10, 20, 25, 50, 25], unpriced: 0, noForm: 1 })
        .warnings,
    ).toEqual([]);
  });

  it('warns when the five dearest fit the budget: one favourite and a field priced alike', () => {
    // One entry with form above eleven newcomers: the model prices it 5.0 and them 1.0, and any
    // entry must fit with the four cheapest, so the five dearest cannot cost more than 10.0.
    const prices = priceField([
      { value: 808, override: null },
      ...Array.from({ length: 11 }, () => ({ value: 669, override: null })),
    ]);
    expect(pricingHealth(7, { prices, unpriced: 0, noForm: 11 }).warnings).toEqual([
      {
        code: 'no-choice',
        message:
          'The five dearest entries cost 9.0, within the 10.0 budget: a player can pick the top of the field without choosing.',
      },
      {
        code: 'no-form',
        message: '11 of 12 entries have no form: they are priced from the level and the field.',
      },
    ]);
    // Below ten entries there is little to choose between whatever the prices: no warning.
    const small = [10, 10, 10, 10, 10, 10, 10, 10, 50];
    expect(pricingHealth(7, { prices: small, unpriced: 0, noForm: 0 }).warnings).toEqual([]);
  });

  it('says "was" and "has" when one entry is unpriced or without form', () => {
    expect(
      pricingHealth(7, { prices: [10, 10, 10, 20, 25], unpriced: 1, noForm: 0 }).warnings,
    ).toEqual([
      {
        code: 'unpriced-entries',
        message: '1 of 5 entries was never priced and costs the default 2.5.',
      },
    ]);
    expect(pricingHealth(7, { prices: [10, 10, 20], unpriced: 0, noForm: 1 }).warnings).toEqual([
      { code: 'too-few-entries', message: 'Only 3 entries: a team needs five.' },
      {
        code: 'no-form',
        message: '1 of 3 entries has no form: it is priced from the level and the field.',
      },
    ]);
    expect(
      pricingHealth(7, { prices: [20], unpriced: 0, noForm: 1 }).warnings.map((w) => w.message),
    ).toEqual([
      'Only 1 entry: a team needs five.',
      '1 of 1 entry has no form: it is priced from the level and the field.',
    ]);
  });

  it('needs five entries, and an empty field is not yet something to confirm', () => {
    expect(pricingHealth(7, { prices: [10, 10], unpriced: 0, noForm: 0 })).toMatchObject({
      cheapestFive: null,
      unplayable: true,
      warnings: [{ code: 'too-few-entries', message: 'Only 2 entries: a team needs five.' }],
    });
    expect(pricingHealth(7, { prices: [], unpriced: 0, noForm: 0 })).toMatchObject({
      unplayable: false,
      warnings: [{ code: 'too-few-entries', message: 'No entries yet: a team needs five.' }],
    });
  });

  it('tells a field whose entries are all withdrawn from one with no entries yet, and asks first', () => {
    expect(pricingHealth(7, { prices: [], unpriced: 0, noForm: 0, withdrawn: 3 })).toMatchObject({
      entries: 0,
      unplayable: true,
      warnings: [
        { code: 'too-few-entries', message: 'All 3 entries are withdrawn: a team needs five.' },
      ],
    });
    expect(pricingHealth(7, { prices: [], unpriced: 0, noForm: 0, withdrawn: 1 })).toMatchObject({
      unplayable: true,
      warnings: [
        { code: 'too-few-entries', message: 'The only entry is withdrawn: a team needs five.' },
      ],
    });
    // One entry left of three: the count of those that can be picked, in the singular.
    expect(pricingHealth(7, { prices: [20], unpriced: 0, noForm: 0, withdrawn: 2 })).toMatchObject({
      unplayable: true,
      warnings: [{ code: 'too-few-entries', message: 'Only 1 entry: a team needs five.' }],
    });
  });

  it('says how many saved teams the prices now put over the budget', () => {
    const playable = { prices: [10, 10, 10, 10, 20], unpriced: 0, noForm: 0 };
    expect(pricingHealth(7, playable)).toMatchObject({ teamsOverBudget: 0, warnings: [] });
    expect(pricingHealth(7, { ...playable, teamsOverBudget: 1 }).warnings).toEqual([
      {
        code: 'teams-over-budget',
        message:
          "1 saved team costs more than the 10.0 budget at today's prices: its player must change a pick to save it again.",
      },
    ]);
    expect(pricingHealth(7, { ...playable, teamsOverBudget: 3 }).warnings).toEqual([
      {
        code: 'teams-over-budget',
        message:
          "3 saved teams cost more than the 10.0 budget at today's prices: their players must change picks to save them again.",
      },
    ]);
  });
});
