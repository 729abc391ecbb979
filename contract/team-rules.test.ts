import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAddition, checkTeam, remainingBudgetTenths, type Pick } from './team-rules';

const pick = (competitionEntryId: number, priceTenths: number): Pick => ({
  competitionEntryId,
  priceTenths,
});

describe('team rules', () => {
  it('gives the titles and messages of the team rules', () => {
    const four = [pick(1, 25), pick(2, 25), pick(3, 25), pick(4, 20)];
    expect(checkAddition(four, pick(5, 6))).toEqual({
      rule: 'budgetExceeded',
      title: 'Budget Exceeded',
      message: 'This would exceed your 10m budget. You have 0.5m remaining.',
    });
    expect(checkAddition(four, pick(1, 1))).toMatchObject({
      title: 'Already Selected',
      message: 'This competitor is already in your team',
    });
    expect(checkAddition([...four, pick(5, 1)], pick(6, 1))).toMatchObject({
      title: 'Team Full',
      message: 'You can only select 5 competitors',
    });
    expect(checkTeam(four)).toMatchObject({
      title: 'Incomplete Team',
      message: 'You must select exactly 5 competitors',
    });
    expect(checkTeam([...four, pick(5, 5)])).toBeNull();
    expect(
      remainingBudgetTenths([pick(1, 33), pick(2, 33), pick(3, 11), pick(4, 11), pick(5, 12)]),
    ).toBe(0);
  });

  it('accepts exactly the teams of five different entries costing at most 10.0', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ id: fc.integer({ min: 1, max: 8 }), price: fc.integer({ min: 1, max: 60 }) }),
          {
            maxLength: 7,
          },
        ),
        (rows) => {
          const picks = rows.map((row) => pick(row.id, row.price));
          const valid =
            picks.length === 5 &&
            new Set(picks.map((p) => p.competitionEntryId)).size === 5 &&
            remainingBudgetTenths(picks) >= 0;
          expect(checkTeam(picks) === null).toBe(valid);
        },
      ),
    );
  });
});
