import { describe, expect, it } from 'vitest';
import { buildEntry } from '@/test/factories';
import { withdrawal } from './withdrawal';

describe('withdrawing an entry', () => {
  it('marks the first phase without a result WD and keeps what was ridden', () => {
    expect(withdrawal(buildEntry())).toEqual({ dr_status: 'WD', dr_score: null });
    expect(withdrawal(buildEntry({ dr_score: 28.5 }))).toEqual({ sj_status: 'WD', sj_score: null });
    expect(withdrawal(buildEntry({ dr_score: 28.5, sj_status: 'OK', sj_score: 4 }))).toEqual({
      xc_status: 'WD',
      xcj_score: null,
      xct_score: null,
    });
  });
});
