import { describe, expect, it } from 'vitest';
import { buildEntry } from '@/test/factories';
import { withdrawal } from './withdrawal';

describe('withdrawing an entry', () => {
  it('marks the first phase without a result WD and keeps what was ridden', () => {
    expect(withdrawal(buildEntry(), 'CCI4*-S')).toEqual({ dr_status: 'WD' });
    expect(withdrawal(buildEntry({ dr_score: 28.5 }), 'CCI4*-S')).toEqual({ sj_status: 'WD' });
    expect(
      withdrawal(buildEntry({ dr_score: 28.5, sj_status: 'OK', sj_score: 4 }), 'CCI4*-S'),
    ).toEqual({
      xc_status: 'WD',
    });
  });

  it('withdraws a long-format rider from the cross-country, which comes before the show jumping', () => {
    expect(withdrawal(buildEntry({ dr_score: 28.5 }), 'CCI4*-L')).toEqual({ xc_status: 'WD' });
    const across = buildEntry({ dr_score: 28.5, xc_status: 'OK', xcj_score: 0, xct_score: 2 });
    expect(withdrawal(across, 'CCI4*-L')).toEqual({ sj_status: 'WD' });
  });

  it('sends no penalties, so it cannot put back older ones than another operator stored', () => {
    // This screen still shows XCJ 0 and no time; the radio operator has stored XCT 6.4 since.
    const seen = buildEntry({ dr_score: 28.5, sj_status: 'OK', sj_score: 4, xcj_score: 0 });
    expect(Object.keys(withdrawal(seen, 'CCI4*-S'))).toEqual(['xc_status']);
    expect(Object.keys(withdrawal(buildEntry(), 'CCI4*-S'))).toEqual(['dr_status']);
  });
});
