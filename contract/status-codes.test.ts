import { describe, expect, it } from 'vitest';
import { STATUS_CODE_MAP, readStatusCode } from './status-codes';

describe('board status codes', () => {
  it('maps every code boards and FEI exports write to the app status (docs/rules.md#status-codes)', () => {
    expect(
      ['E', 'ELIM', 'RF', 'TE', 'R', 'RET', 'MR', 'W', 'W/D', 'WD', 'DQ', 'DNS'].map(
        readStatusCode,
      ),
    ).toEqual(['EL', 'EL', 'EL', 'EL', 'RET', 'RET', 'RET', 'WD', 'WD', 'WD', 'DSQ', 'NS']);
  });

  it('reads falls as eliminations and a combination that did not finish as retired', () => {
    expect(['HF', 'FR', 'FH', 'hf', 'DNF', 'RFD', 'dnf'].map(readStatusCode)).toEqual([
      'EL',
      'EL',
      'EL',
      'EL',
      'RET',
      'RET',
      'RET',
    ]);
    expect(readStatusCode('EL XC-FH')).toBe('EL');
    expect(readStatusCode('HF (XC)')).toBe('EL');
    // The fall's detail alone, as a board may print it in the phase's cell.
    expect(['XC-FR', 'xc-fh', '(SJ-FR)'].map(readStatusCode)).toEqual(['EL', 'EL', 'EL']);
    // Refusals alone do not say whether the combination was eliminated or retired.
    expect(readStatusCode('XC-R')).toBeNull();
  });

  it('reads any case and the FEI detail after the code', () => {
    expect(readStatusCode(' w/d ')).toBe('WD');
    expect(readStatusCode('EL XC-FR')).toBe('EL');
    expect(readStatusCode('RET (XC-R)')).toBe('RET');
    expect(readStatusCode('EL 1st HI')).toBe('EL');
  });

  it('reads the statuses FEI results write out in full, with their detail (decision 102)', () => {
    expect(['Eliminated', 'RETIRED', 'withdrawn', 'Disqualified'].map(readStatusCode)).toEqual([
      'EL',
      'RET',
      'WD',
      'DSQ',
    ]);
    expect(readStatusCode('Eliminated XC-FR')).toBe('EL');
    expect(readStatusCode(' Retired (XC-R) ')).toBe('RET');
  });

  it('reads no status in numbers, names or words that only begin like a code', () => {
    for (const text of ['', '27.3', 'EASY', 'R2', 'EL Paso', 'RETIREMENT', 'Wood', 'WITHDRAW']) {
      expect(readStatusCode(text)).toBeNull();
    }
    expect(Object.keys(STATUS_CODE_MAP)).toContain('MR');
  });
});
