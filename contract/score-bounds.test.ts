import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryScoringSchema } from './admin-competitions';
import { formatTenths } from './scoring';
import { SCORE_BOUNDS, SCORE_FIELDS, scoreBoundError, scoreRange } from './score-bounds';

describe('score bounds', () => {
  it('names the field and the bound', () => {
    expect(scoreBoundError('dr_score', 3720)).toBe(
      'dr_score 372.0 is out of bounds: dressage penalties are 0.0 to 100.0',
    );
    expect(scoreBoundError('xct_score', 9990, 'XCT')).toBe(
      'XCT 999.0 is out of bounds: cross-country time penalties are 0.0 to 300.0',
    );
    expect(scoreRange('xcj_score')).toBe('0.0 to 150.0');
  });

  it('the score form accepts exactly the values within the bounds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCORE_FIELDS),
        fc.integer({ min: -50, max: 5000 }),
        (field, tenths) => {
          const parsed = entryScoringSchema.safeParse({ [field]: tenths / 10 });
          const within = tenths >= 0 && tenths <= SCORE_BOUNDS[field].maxTenths;
          expect(parsed.success).toBe(within);
          expect(scoreBoundError(field, tenths) === null).toBe(within);
        },
      ),
    );
  });

  it('the score form reads a penalty with one decimal exactly and refuses any more decimals', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCORE_FIELDS),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 9 }),
        (field, tenths, extra) => {
          const text = formatTenths(tenths);
          expect(entryScoringSchema.parse({ [field]: text })[field]).toBe(tenths);
          expect(entryScoringSchema.parse({ [field]: tenths / 10 })[field]).toBe(tenths);
          expect(entryScoringSchema.safeParse({ [field]: `${text}0000000${extra}` }).success).toBe(
            false,
          );
          expect(
            entryScoringSchema.safeParse({ [field]: tenths / 10 + extra * 1e-8 }).success,
          ).toBe(false);
        },
      ),
    );
  });
});
