import { describe, expect, it } from 'vitest';
import { entriesText, withoutWithdrawn } from './entry-counts';

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

describe('counts without the withdrawn entries', () => {
  it('leaves a withdrawal before the event out of the field, the scored and the complete', () => {
    // 11 entries, one withdrawn (WD in dressage): the warnings count 10, nothing is scored.
    expect(
      withoutWithdrawn({ entryCount: 11, scoredEntryCount: 1, completeEntryCount: 1 }, 10),
    ).toEqual({ withdrawn: 1, entryCount: 10, scoredEntryCount: 0, completeEntryCount: 0 });
  });

  it('keeps the real scores', () => {
    expect(
      withoutWithdrawn({ entryCount: 11, scoredEntryCount: 4, completeEntryCount: 2 }, 10),
    ).toEqual({ withdrawn: 1, entryCount: 10, scoredEntryCount: 3, completeEntryCount: 1 });
    expect(
      withoutWithdrawn({ entryCount: 6, scoredEntryCount: 2, completeEntryCount: 0 }, 6),
    ).toEqual({ withdrawn: 0, entryCount: 6, scoredEntryCount: 2, completeEntryCount: 0 });
  });

  it('never counts below nothing when the two answers were read a moment apart', () => {
    expect(
      withoutWithdrawn({ entryCount: 5, scoredEntryCount: 0, completeEntryCount: 0 }, 3),
    ).toEqual({ withdrawn: 2, entryCount: 3, scoredEntryCount: 0, completeEntryCount: 0 });
    expect(
      withoutWithdrawn({ entryCount: 5, scoredEntryCount: 0, completeEntryCount: 0 }, 7),
    ).toEqual({ withdrawn: 0, entryCount: 5, scoredEntryCount: 0, completeEntryCount: 0 });
  });
});
