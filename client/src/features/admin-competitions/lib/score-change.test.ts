import { describe, expect, it } from 'vitest';
import type { ScoreChange, ScoreValues } from '@contract/score-history';
import { noScoreValues } from '@/test/factories';
import { describeChange } from './score-change';

const none = noScoreValues;

const change = (before: Partial<ScoreValues>, after: Partial<ScoreValues>, fields: string[]) =>
  ({
    id: 1,
    entryId: 1,
    at: '2026-11-26T10:00:00.000Z',
    source: 'form',
    by: 'Site Administrator',
    userId: 1,
    detail: null,
    before: { ...none, ...before },
    after: { ...none, ...after },
    fields,
    undoesChangeId: null,
    undone: false,
    undoable: true,
  }) satisfies ScoreChange;

describe('a change in the score history', () => {
  it('names each field it touched with the values before and after', () => {
    expect(
      describeChange(
        change({ dr_score: 27.3 }, { dr_score: 30, xc_status: 'EL' }, ['dr_score', 'xc_status']),
      ),
    ).toEqual(['DR 27.3 → 30.0', 'XC status – → EL']);
  });

  it('shows an official position as a whole number', () => {
    expect(describeChange(change({}, { position_override: 3 }, ['position_override']))).toEqual([
      'Official position – → 3',
    ]);
  });
});
