import { describe, expect, it } from 'vitest';
import { parseName, parsePrice, RowError } from './values';

const refusal = (column: string) =>
  `Invalid data format: ${column} cannot start with =, +, -, @, a tab or a carriage return (spreadsheets run it as a formula)`;

describe('parseName', () => {
  it('single-spaces a name', () => {
    expect(parseName('rider', '  Oliver   Townend ')).toBe('Oliver Townend');
    expect(parseName('horse', 'Vitali, the Second')).toBe('Vitali, the Second');
  });

  it('refuses names a spreadsheet would run as a formula', () => {
    for (const raw of [
      '=HYPERLINK("http://evil.test","x")',
      '+44 Rider',
      '-Rider',
      '@SUM(A1)',
      '\tRider',
      '\rRider',
      '  =cmd|calc',
    ]) {
      expect(() => parseName('rider', raw), JSON.stringify(raw)).toThrow(
        new RowError(refusal('rider')),
      );
    }
  });

  it('keeps names that only contain those characters later on', () => {
    expect(parseName('name', 'Jean-Luc Force')).toBe('Jean-Luc Force');
    expect(parseName('horse', 'A+ Star @ Home')).toBe('A+ Star @ Home');
  });

  it('refuses empty and over-long names', () => {
    expect(() => parseName('name', '  ')).toThrow('Invalid data format: name is empty');
    expect(() => parseName('horse', 'x'.repeat(201))).toThrow(
      'Invalid data format: horse is longer than 200 characters',
    );
    expect(parseName('horse', 'x'.repeat(200))).toHaveLength(200);
  });
});

describe('parsePrice', () => {
  it("reads a price within the game's 1.0 to 9.9, one decimal", () => {
    expect(parsePrice('1.0')).toBe('1');
    expect(parsePrice('9.9')).toBe('9.9');
    expect(parsePrice('')).toBeNull();
  });

  it('refuses a price the game cannot charge, saying why', () => {
    expect(() => parsePrice('0.5')).toThrow(
      new RowError('Invalid data format: price 0.5 is below 1.0'),
    );
    expect(() => parsePrice('0')).toThrow(
      new RowError('Invalid data format: price 0 is below 1.0'),
    );
    expect(() => parsePrice('12.0')).toThrow(
      new RowError('Numeric overflow: price 12.0 does not fit (at most 9.9)'),
    );
  });
});
