import { describe, expect, it } from 'vitest';
import type { CompetitionEntry } from '@contract/competitions';
import { buildEntry } from '@/test/factories';
import { describeResultChanges, diffResults, NO_CHANGE } from './result-changes';

/** An entry at a position (null: not placed), with a total score to tell a change by. */
const at = (id: number, position: number | null, total = '–') =>
  buildEntry({ id, position, totalScoreDisplay: total, startOrder: id });

const moves = (before: CompetitionEntry[], after: CompetitionEntry[]) => {
  const changes = diffResults(before, after, new Map());
  return Object.fromEntries(after.map((entry) => [entry.id, changes.get(entry.id)?.moved]));
};

describe('which rows of the live results moved', () => {
  it('gives no arrow to entries not yet started when the first score puts a rider on top', () => {
    const before = [at(1, null), at(2, null), at(3, null), at(4, null)];
    // Rider 3 scores first: the finisher is listed first, the others slide down a row.
    const after = [at(3, 1, '27.3'), at(1, null), at(2, null), at(4, null)];
    expect(moves(before, after)).toEqual({ 3: null, 1: null, 2: null, 4: null });
  });

  it('gives arrows to placed entries whose position changed, and only to them', () => {
    const before = [at(1, 1, '25.0'), at(2, 2, '28.0'), at(3, null), at(4, null)];
    const after = [at(3, 1, '24.1'), at(1, 2, '25.0'), at(2, 3, '28.0'), at(4, null)];
    expect(moves(before, after)).toEqual({ 3: null, 1: 'down', 2: 'down', 4: null });
    const later = [at(2, 1, '24.0'), at(3, 2, '24.1'), at(1, 3, '25.0'), at(4, null)];
    expect(moves(after, later)).toEqual({ 2: 'up', 3: 'down', 1: 'down', 4: null });
  });

  it('keeps an unchanged row object when nothing moved', () => {
    const rows = [at(1, 1, '25.0'), at(2, null)];
    const changes = diffResults(rows, rows, new Map());
    expect(changes.get(1)).toBe(NO_CHANGE);
    expect(changes.get(2)).toBe(NO_CHANGE);
  });
});

describe('what the live results read out to a screen reader', () => {
  const scored = (id: number, position: number, total: string, points: number) =>
    buildEntry({
      id,
      position,
      positionLabel: String(position),
      totalScoreDisplay: total,
      total_pts: points,
    });

  it('says nothing on the first answer or when nothing changed', () => {
    const rows = [at(1, null), at(2, null)];
    expect(describeResultChanges(undefined, rows)).toBe('');
    expect(describeResultChanges(rows, rows)).toBe('');
  });

  it("says a new score's rider, horse, points and place", () => {
    const before = [at(1, null), at(2, null)];
    const after = [scored(2, 1, '27.3', 61.5), at(1, null)];
    expect(describeResultChanges(before, after)).toBe(
      'Rider 2 with Horse 2: 61.5 points, placed 1.',
    );
  });

  it('counts the changes when more than two arrive at once', () => {
    const before = [at(1, null), at(2, null), at(3, null)];
    const after = [scored(1, 1, '25.0', 70), scored(2, 2, '26.0', 69), scored(3, 3, '27.0', 68)];
    expect(describeResultChanges(before, after)).toBe('3 results updated.');
  });
});
