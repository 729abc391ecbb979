import { describe, expect, it } from 'vitest';
import { missingExpectation } from './figures';

describe('missingExpectation', () => {
  it('tells an entry never priced from one priced without form', () => {
    expect(missingExpectation({ expPts: null, priced: false })).toBe('Not priced yet');
    expect(missingExpectation({ expPts: null, priced: true })).toBe('No form');
    expect(missingExpectation({ expPts: 61.2, priced: true })).toBeNull();
  });
});
