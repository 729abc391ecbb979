import { describe, expect, it } from 'vitest';
import { buildEntry } from '@/test/factories';
import { entryWithTyped } from './unsaved-entry';

describe('a row whose scores are not stored yet', () => {
  it('shows the typed phases and the total they make, keeping the others', () => {
    const stored = buildEntry({ dr_score: 27.3, totalScoreDisplay: '27.3' });
    const shown = entryWithTyped(stored, {
      xc_status: 'CLEAR',
      xcj_score: '20',
      xct_score: '0.8',
    });
    expect(shown).toMatchObject({
      dr_score: 27.3,
      xc_status: 'OK',
      xcj_score: 20,
      xct_score: 0.8,
      totalScoreDisplay: '48.1',
    });
  });

  it('shows a status that stopped the combination in place of the total', () => {
    const shown = entryWithTyped(buildEntry({ dr_score: 30 }), { sj_status: 'EL', sj_score: null });
    expect(shown.totalScoreDisplay).toBe('EL-SJ');
  });

  it('replaces only the fields typed, so a phase keeps the stored values of the others', () => {
    const stored = buildEntry({ dr_score: 27.3, xc_status: 'OK', xcj_score: 0, xct_score: 8.8 });
    expect(entryWithTyped(stored, { xcj_score: '20' })).toMatchObject({
      xc_status: 'OK',
      xcj_score: 20,
      xct_score: 8.8,
      totalScoreDisplay: '56.1',
    });
  });
});
