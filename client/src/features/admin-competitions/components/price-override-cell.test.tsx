import { describe, expect, it } from 'vitest';
import { manualPrice } from './price-override-cell';

describe('a manual price as typed', () => {
  it('reads a decimal point or a decimal comma', () => {
    expect(manualPrice('2.5')).toBe(2.5);
    expect(manualPrice(' 2,5 ')).toBe(2.5);
    expect(manualPrice('4')).toBe(4);
  });

  it('is no price outside 1.0 to 9.9, past a tenth, or not a number', () => {
    for (const typed of ['', 'abc', '0.9', '10', '2.55', '-2', '2,5,1', '1e1', '0x2']) {
      expect(manualPrice(typed)).toBeNull();
    }
  });
});
