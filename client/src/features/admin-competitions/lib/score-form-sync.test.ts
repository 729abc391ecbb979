import { describe, expect, it } from 'vitest';
import { buildEntry } from '@/test/factories';
import { conflictsOf, followStored, startForm } from './score-form-sync';
import { changedScoring, formFromEntry } from './scoring-entry';

const loaded = formFromEntry(buildEntry({ xc_status: 'OK', xcj_score: 0, xct_score: 1.6 }));
const refreshed = formFromEntry(buildEntry({ xc_status: 'OK', xcj_score: 0, xct_score: 8.8 }));

describe('a score form while somebody else scores the same rider', () => {
  it('shows their value in a field this operator did not touch, and does not send it back', () => {
    const typed = { ...startForm(loaded), state: { ...loaded, xcjScore: '20' } };
    const form = followStored(typed, refreshed);
    expect(form.state).toMatchObject({ xcjScore: '20', xctScore: '8.8' });
    expect(changedScoring(form.stored, form.state)).toEqual({ xcj_score: '20' });
    expect(conflictsOf(form)).toEqual([]);
  });

  it('keeps what this operator typed in a field they also changed, and names the conflict', () => {
    const typed = { ...startForm(loaded), state: { ...loaded, xctScore: '1.2' } };
    const form = followStored(typed, refreshed);
    expect(form.state.xctScore).toBe('1.2');
    expect(conflictsOf(form)).toEqual([['xctScore', '8.8']]);
    expect(changedScoring(form.stored, form.state)).toEqual({ xct_score: '1.2' });
    // Typing their value settles it: nothing left to send, nothing to warn about.
    const agreed = { ...form, state: { ...form.state, xctScore: '8.8' } };
    expect(conflictsOf(agreed)).toEqual([]);
    expect(changedScoring(agreed.stored, agreed.state)).toEqual({});
  });

  it('sees no conflict when both typed the same value', () => {
    const typed = { ...startForm(loaded), state: { ...loaded, xctScore: '8.8' } };
    const form = followStored(typed, refreshed);
    expect(conflictsOf(form)).toEqual([]);
    expect(changedScoring(form.stored, form.state)).toEqual({});
  });
});
