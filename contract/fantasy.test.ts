import { describe, expect, it } from 'vitest';
import { saveTeamRequestSchema } from './fantasy';

describe('the team save request', () => {
  it('carries no budget or spent figure: a client sending them has them stripped', () => {
    const parsed = saveTeamRequestSchema.parse({
      competitionId: 7,
      selections: [{ competitionEntryId: 1 }],
      totalBudget: 99,
      totalSpent: 0.1,
    });
    expect(parsed).toEqual({ competitionId: 7, selections: [{ competitionEntryId: 1 }] });
  });
});
