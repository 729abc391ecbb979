import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fromDigits, idParam, limitFromDigits, monthFromDigits, yearFromDigits } from './digits';

const id = fromDigits(
  z
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be a positive number'),
);
const messageOf = (value: unknown) => id.safeParse(value).error?.issues[0]?.message;

describe('fromDigits', () => {
  it('reads plain decimal digits as their number', () => {
    expect(id.parse('16')).toBe(16);
    expect(id.parse('2147483647')).toBe(2147483647);
    expect(id.parse('007')).toBe(7);
  });

  it.each([
    '0x10',
    '0X10',
    '0b1000',
    '0o10',
    '1e1',
    '2e0',
    '8.0',
    '8.',
    '.5',
    ' 1',
    '1 ',
    '\t1',
    '+1',
    '-1',
    '1_000',
    '١٦',
    'Infinity',
    '',
    'abc',
  ])('refuses %j as not a number, as it refuses abc', (text) => {
    expect(messageOf(text)).toBe('id must be a number');
  });

  it('leaves a number as it is: a JSON body sends ids as numbers', () => {
    expect(id.parse(16)).toBe(16);
    expect(messageOf(2.5)).toBe('id must be a whole number');
    expect(messageOf(0)).toBe('id must be a positive number');
    expect(messageOf(true)).toBe('id must be a number');
    expect(messageOf(['1'])).toBe('id must be a number');
  });

  it('keeps optional and default working on the outside', () => {
    const query = z.object({ limit: fromDigits(z.number().int()).default(5), year: id.optional() });
    expect(query.parse({})).toEqual({ limit: 5 });
    expect(query.parse({ limit: '3', year: '2025' })).toEqual({ limit: 3, year: 2025 });
  });

  it('reads every whole number written in decimal, and none written any other way', () => {
    const schema = idParam('id');
    fc.assert(
      fc.property(fc.nat(), (value) => {
        expect(schema.safeParse(String(value)).success).toBe(value > 0 && value <= 2147483647);
      }),
    );
    const otherWriting = fc
      .tuple(fc.integer({ min: 1, max: 2147483647 }), fc.integer({ min: 0, max: 7 }))
      .map(
        ([value, form]) =>
          [
            `0x${value.toString(16)}`,
            `0b${value.toString(2)}`,
            `0o${value.toString(8)}`,
            `${value}e0`,
            `${value}.0`,
            ` ${value}`,
            `${value}\n`,
            `+${value}`,
          ][form] ?? '',
      );
    fc.assert(
      fc.property(otherWriting, (text) => {
        expect(Number.isInteger(Number(text)) && Number(text) > 0).toBe(true);
        expect(schema.safeParse(text).error?.issues[0]?.message).toBe(
          'id must be a whole number from 1 to 2147483647',
        );
      }),
    );
  });

  it.each([
    '-1',
    '0',
    '1.5',
    '1e3',
    'abc',
    '',
    '2147483648',
    '99999999999999999999',
    -1,
    0,
    1.5,
    Number.NEGATIVE_INFINITY,
    Number.NaN,
    true,
    null,
  ])('refuses %j as an id with the one sentence that says what is accepted', (value) => {
    expect(idParam('id').safeParse(value).error?.issues[0]?.message).toBe(
      'id must be a whole number from 1 to 2147483647',
    );
  });

  it('words a year, a month and a limit the same way, with their own ranges', () => {
    const first = (schema: z.ZodType, value: unknown) =>
      schema.safeParse(value).error?.issues[0]?.message;
    expect(first(yearFromDigits(2000, 2100), '1999')).toBe(
      'year must be a whole number from 2000 to 2100',
    );
    expect(first(yearFromDigits(2000, 2100), 'x')).toBe(
      'year must be a whole number from 2000 to 2100',
    );
    expect(first(monthFromDigits(), '13')).toBe('month must be a whole number from 1 to 12');
    expect(first(monthFromDigits(), '-1')).toBe('month must be a whole number from 1 to 12');
    expect(first(limitFromDigits(50, 10), '0')).toBe('limit must be a whole number from 1 to 50');
    expect(first(limitFromDigits(50, 10), '2.5')).toBe('limit must be a whole number from 1 to 50');
    expect(limitFromDigits(50, 10).parse(undefined)).toBe(10);
  });
});
