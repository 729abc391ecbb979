import { describe, expect, it } from 'vitest';
import { entriesText } from './entry-counts';

describe('entry counts in words', () => {
  it('agrees with the count', () => {
    expect([0, 1, 2, 88].map(entriesText)).toEqual([
      '0 entries',
      '1 entry',
      '2 entries',
      '88 entries',
    ]);
  });
});
