import { describe, expect, it } from 'vitest';
import { levelCodeOf } from './level-codes';

describe('level codes of FEI level texts', () => {
  it('derives the code a text names once', () => {
    expect(levelCodeOf('CCI5*-L')).toBe('CCI5*-L');
    expect(levelCodeOf('CCI2*-L (A)')).toBe('CCI2*-L');
    expect(levelCodeOf('CCI4*-S (M) (25/06 - 27/06)')).toBe('CCI4*-S');
    expect(levelCodeOf('CCIO4*-NC-S')).toBe('CCI4*-S');
    expect(levelCodeOf('CCI1*-Intro')).toBe('CCI1*');
    expect(levelCodeOf('CCI3*-S , CCI3*-S (M)')).toBe('CCI3*-S');
  });

  it('names none when the text lists several classes or none', () => {
    expect(levelCodeOf('CCI4*-S , CCI3*-L , CCI3*-S , CCI2*-L , CCI1*-Intro')).toBeNull();
    expect(levelCodeOf('CH-M-U25-C')).toBeNull();
    expect(levelCodeOf('')).toBeNull();
  });
});
