import { describe, expect, it } from 'vitest';
import { valuesNotRidden } from './rank-phases';

const statuses = (
  drStatus: 'EL' | 'OK' | null,
  sjStatus: 'RET' | 'WD' | 'OK' | null,
  xcStatus: 'EL' | 'OK' | null,
) => ({ drStatus, sjStatus, xcStatus });

describe('phases a stopped combination never rides', () => {
  it('empties every jumping phase after a dressage elimination, whatever the format', () => {
    const later = ['sjStatus', 'sjScore', 'xcStatus', 'xcjScore', 'xctScore'];
    expect(valuesNotRidden(statuses('EL', 'OK', 'OK'), 'CCI5*-L').sort()).toEqual(later.sort());
    expect(valuesNotRidden(statuses('EL', null, null), 'CCI4*-S').sort()).toEqual(later.sort());
  });

  it('follows the class order between the jumping phases', () => {
    expect(valuesNotRidden(statuses(null, 'OK', 'EL'), 'CCI4*-L')).toEqual(['sjStatus', 'sjScore']);
    expect(valuesNotRidden(statuses(null, 'OK', 'EL'), 'CCI4*-S')).toEqual([]);
    expect(valuesNotRidden(statuses(null, 'RET', 'OK'), 'CCI3*-S')).toEqual([
      'xcStatus',
      'xcjScore',
      'xctScore',
    ]);
    expect(valuesNotRidden(statuses(null, 'WD', null), 'CCI4*-L')).toEqual([]);
  });

  it('empties nothing while the combination is still in', () => {
    expect(valuesNotRidden(statuses(null, 'OK', 'OK'), 'CCI5*-L')).toEqual([]);
    expect(valuesNotRidden(statuses('OK', null, null), 'CCI4*-S')).toEqual([]);
  });
});
