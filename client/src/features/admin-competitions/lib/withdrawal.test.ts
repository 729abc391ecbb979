import { describe, expect, it } from 'vitest';
import { buildEntry } from '@/test/factories';
import { withdrawal } from './withdrawal';

describe('withdrawing an entry', () => {
  it('marks the first phase without a result WD and keeps what was ridden', () => {
    expect(withdrawal(buildEntry())).toEqual({ dr_status: 'WD' });
    expect(withdrawal(buildEntry({ dr_score: 28.5 }))).toEqual({ sj_status: 'WD' });
    expect(withdrawal(buildEntry({ dr_score: 28.5, sj_status: 'OK', sj_score: 4 }))).toEqual({
      xc_status: 'WD',
    });
  });

  it('sends no penalties, so it cannot put back older ones than another operator stored', () => {
    // This screen still shows XCJ 0 and no time; the radio operator has stored XCT 6.4 since.
    const seen = buildEntry({ dr_score: 28.5, sj_status: 'OK', sj_score: 4, xcj_score: 0 });
    expect(Object.keys(withdrawal(seen))).toEqual(['xc_status']);
    expect(Object.keys(withdrawal(buildEntry()))).toEqual(['dr_status']);
  });
});
