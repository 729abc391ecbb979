import { describe, expect, it } from 'vitest';
import { parseLevel, startClass } from './levels';

describe('parseLevel', () => {
  it('reads one class however FEI exports write it', () => {
    expect(parseLevel('CCI5*-L')).toBe('CCI5*-L');
    expect(parseLevel('CCI5-L')).toBe('CCI5*-L');
    expect(parseLevel('Millstreet · CCI4*-S')).toBe('CCI4*-S');
    expect(parseLevel('CCIO4*-NC-S (M)')).toBe('CCI4*-S');
    expect(parseLevel('CCIO4*-NC-S')).toBe('CCI4*-S');
    expect(parseLevel('CCI1*-Intro')).toBe('CCI1*');
    expect(parseLevel('CH-EU-Y-CCI3*-L')).toBe('CCI3*-L');
    expect(parseLevel('CCI2*-L (A)')).toBe('CCI2*-L');
    expect(parseLevel('CCI4*-S (M) (25/06 - 27/06)')).toBe('CCI4*-S');
    expect(parseLevel('CCIP2-S')).toBe('CCI2*-S');
    expect(parseLevel('CCIYJ2*-S')).toBe('CCI2*-S');
  });

  it('names no level for a whole programme, a class it does not know or no class', () => {
    expect(parseLevel('CCI4*-L , CCI4*-S')).toBeNull();
    expect(parseLevel('CCI4*-S , CCI3*-L , CCI3*-S , CCI2*-L , CCI1*-Intro')).toBeNull();
    expect(parseLevel('CCI3*-S, CCI5*-S')).toBeNull();
    expect(parseLevel('CCI4*-S (M) (25/06 - 27/06), CCI2*-S (M) (26/06 - 27/06)')).toBeNull();
    expect(parseLevel('CH-M-U25-C')).toBeNull();
    expect(parseLevel('CCI5*-S')).toBeNull();
    expect(parseLevel('')).toBeNull();
    // The same class written twice is still one class.
    expect(parseLevel('CCI3*-S, CCI3*-S (M)')).toBe('CCI3*-S');
    expect(parseLevel('CCI3*-S , CCI3*-S (M)')).toBe('CCI3*-S');
  });
});

describe('startClass', () => {
  it('is the FEI level when the text names one', () => {
    expect(startClass('Millstreet · CCI4*-S')).toBe('CCI4*-S');
    expect(startClass('CCI5-L')).toBe('CCI5*-L');
  });

  it('keys a national class by its own name, whatever its spacing and case', () => {
    expect(startClass('USEA Novice')).toBe('usea novice');
    expect(startClass('  USEA   NOVICE ')).toBe('usea novice');
    expect(startClass('BE100')).toBe('be100');
  });

  it('knows no class for a programme, an FEI class without a level, or no text', () => {
    expect(startClass('CCI4*-L , CCI4*-S')).toBeNull();
    expect(startClass('BE90, BE100')).toBeNull();
    expect(startClass('Novice / Training')).toBeNull();
    expect(startClass('CCI5*-S')).toBeNull();
    expect(startClass('   ')).toBeNull();
  });
});
