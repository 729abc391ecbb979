import { describe, expect, it } from 'vitest';
import { idFromPath } from './id-from-path';

describe('idFromPath', () => {
  it('reads an id written in plain decimal digits, and nothing else', () => {
    expect(idFromPath('16')).toBe(16);
    for (const text of [
      '0x10',
      '1e1',
      '8.0',
      ' 1',
      '+1',
      '0',
      '-1',
      '',
      'abc',
      '9007199254740993',
    ]) {
      expect(idFromPath(text), text).toBeNull();
    }
    expect(idFromPath(undefined)).toBeNull();
  });
});
