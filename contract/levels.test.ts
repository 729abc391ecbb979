import { describe, expect, it } from 'vitest';
import { parseLevel } from './levels';

describe('parseLevel', () => {
  it('reads one class however FEI exports write it', () => {
    expect(parseLevel('CCI5*-L')).toBe('CCI5*-L');
    expect(parseLevel('CCI5-L')).toBe('CCI5*-L');
    expect(parseLevel('Millstreet · CCI4*-S')).toBe('CCI4*-S');
    expect(parseLevel('CCIO4*-NC-S (M)')).toBe('CCI4*-S');
    expect(parseLevel('CCI1*-Intro')).toBe('CCI1*');
    expect(parseLevel('CH-EU-Y-CCI3*-L')).toBe('CCI3*-L');
  });

  it('names no level for a whole programme, a class it does not know or no class', () => {
    expect(parseLevel('CCI4*-L , CCI4*-S')).toBeNull();
    expect(parseLevel('CCI4*-S (M) (25/06 - 27/06), CCI2*-S (M) (26/06 - 27/06)')).toBeNull();
    expect(parseLevel('CH-M-U25-C')).toBeNull();
    expect(parseLevel('CCI5*-S')).toBeNull();
    expect(parseLevel('')).toBeNull();
    // The same class written twice is still one class.
    expect(parseLevel('CCI3*-S, CCI3*-S (M)')).toBe('CCI3*-S');
  });
});
