import { describe, expect, it } from 'vitest';
import { entryDetailsFormSchema, parseOfficialPosition } from './entry-details-form';

describe('the entry form', () => {
  it('reads numbers as typed, empty as cleared', () => {
    expect(entryDetailsFormSchema.parse({ bridleNumber: ' 42 ', startOrder: '' })).toEqual({
      bridleNumber: 42,
      startOrder: null,
    });
  });

  it('refuses what is not a bridle number, with the contract’s bound', () => {
    const result = entryDetailsFormSchema.safeParse({ bridleNumber: '0', startOrder: '3' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('bridleNumber must be 1 or more');
    const text = entryDetailsFormSchema.safeParse({ bridleNumber: '12a', startOrder: '3' });
    expect(text.error?.issues[0]?.message).toBe('Bridle number must be a whole number');
  });

  it('takes an official position from 1', () => {
    expect(parseOfficialPosition('3')).toEqual({ ok: true, position: 3 });
    expect(parseOfficialPosition('0')).toMatchObject({ ok: false });
    expect(parseOfficialPosition('2=')).toMatchObject({ ok: false });
  });
});
