import { describe, expect, it } from 'vitest';
import type { CompetitionEntry } from '../../contract/competitions';
import { entriesPatch, serializeEntries } from './competition-feed';

const entry = (id: number, totalScoreDisplay: string) =>
  ({ id, totalScoreDisplay, positionLabel: String(id) }) as unknown as CompetitionEntry;

describe('entriesPatch', () => {
  const before = [entry(1, '25.0'), entry(2, '28.0'), entry(3, '31.0')];
  const previous = serializeEntries(before);

  it('is null when no entry and no place changed', () => {
    const same = before.map((item) => ({ ...item }));
    expect(entriesPatch(previous, same, serializeEntries(same).entries)).toBeNull();
  });

  it('carries only the changed entries, and the order of all', () => {
    const after = [entry(3, '20.0'), entry(1, '25.0'), entry(2, '28.0')];
    expect(entriesPatch(previous, after, serializeEntries(after).entries)).toEqual({
      changed: [entry(3, '20.0')],
      order: [3, 1, 2],
    });
  });

  it('carries a new entry, and an order without a removed one', () => {
    const after = [entry(1, '25.0'), entry(4, '40.0'), entry(3, '31.0')];
    expect(entriesPatch(previous, after, serializeEntries(after).entries)).toEqual({
      changed: [entry(4, '40.0')],
      order: [1, 4, 3],
    });
  });

  it('carries a reordering alone (a tie broken differently)', () => {
    const after = [before[1], before[0], before[2]] as CompetitionEntry[];
    expect(entriesPatch(previous, after, serializeEntries(after).entries)).toEqual({
      changed: [],
      order: [2, 1, 3],
    });
  });
});
