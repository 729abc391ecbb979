import { describe, expect, it } from 'vitest';
import { scorePenaltiesShape } from './score-block';
import { SCORE_PENALTY_FIELDS } from './score-fields';

describe("the score block's field names", () => {
  it('are the names of the penalties shape, in its order', () => {
    expect(Object.keys(scorePenaltiesShape)).toEqual([...SCORE_PENALTY_FIELDS]);
  });
});
