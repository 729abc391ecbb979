import type { CompetitionEntry } from '@contract/competitions';
import { describe, expect, it } from 'vitest';
import { applyEntriesPatch } from './live-patch';

const entry = (id: number, totalScoreDisplay: string) =>
  ({ id, totalScoreDisplay }) as unknown as CompetitionEntry;

describe('applyEntriesPatch', () => {
  const current = [entry(1, '25.0'), entry(2, '28.0'), entry(3, '31.0')];

  it('replaces the changed entries, orders all, and keeps the unchanged objects', () => {
    const moved = entry(3, '20.0');
    const next = applyEntriesPatch(current, { changed: [moved], order: [3, 1, 2] });
    expect(next).toEqual([moved, current[0], current[1]]);
    expect(next?.[1]).toBe(current[0]);
    expect(next?.[2]).toBe(current[1]);
  });

  it('adds a new entry and drops one no longer listed', () => {
    const added = entry(4, '40.0');
    expect(applyEntriesPatch(current, { changed: [added], order: [1, 4, 3] })).toEqual([
      current[0],
      added,
      current[2],
    ]);
  });

  it('is null when the order names an entry it does not hold', () => {
    expect(applyEntriesPatch(current, { changed: [], order: [1, 2, 3, 5] })).toBeNull();
  });
});
