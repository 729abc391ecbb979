import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { priceOverrideBodySchema } from '../../contract/pricing';
import { describeIssue } from './issue-messages';

/** The first refusal's message, worded as the request validator words it. */
const refusal = (schema: z.ZodType, value: unknown, subject = 'body') =>
  schema.safeParse(value, { error: (issue) => describeIssue(issue, subject) }).error?.issues[0]
    ?.message;

describe('describeIssue words zod refusals as sentences naming the field', () => {
  it('names a number field with its whole range, whatever was wrong', () => {
    const price = priceOverrideBodySchema;
    const sentence = 'price must be a number from 1.0 to 9.9 with at most one decimal';
    expect(refusal(price, { price: 0 })).toBe(sentence);
    expect(refusal(price, { price: 99 })).toBe(sentence);
    expect(refusal(price, { price: 2.55 })).toBe(sentence);
    expect(refusal(price, { price: 'cheap' })).toBe(sentence);
    expect(refusal(price, { price: Number.POSITIVE_INFINITY })).toBe(sentence);
  });

  it('counts a whole number from its first and last accepted values', () => {
    const id = z.object({ competitionId: z.number().int().positive() });
    expect(refusal(id, { competitionId: Number.NEGATIVE_INFINITY })).toBe(
      'competitionId must be a whole number of at least 1',
    );
    expect(refusal(id, { competitionId: 0 })).toBe(
      'competitionId must be a whole number of at least 1',
    );
    expect(refusal(id, { competitionId: 1e20 })).toBe(
      'competitionId must be a whole number from 1 to 9007199254740991',
    );
    const ranged = z.object({ id: z.number().int().positive().max(2147483647) });
    expect(refusal(ranged, { id: -1 })).toBe('id must be a whole number from 1 to 2147483647');
    expect(refusal(ranged, { id: 1.5 })).toBe('id must be a whole number from 1 to 2147483647');
    expect(refusal(z.object({ n: z.number().int() }), { n: 'x' })).toBe('n must be a whole number');
    expect(refusal(z.object({ n: z.number().lt(10) }), { n: 10 })).toBe(
      'n must be a number less than 10',
    );
    expect(refusal(z.object({ n: z.number().gt(0).max(5) }), { n: 0 })).toBe(
      'n must be a number greater than 0 and at most 5',
    );
  });

  it('lists the options of an enum or a literal', () => {
    const tab = z.object({ tab: z.enum(['all', 'free', 'premium']) });
    expect(refusal(tab, { tab: 'x' })).toBe('tab must be one of all, free, premium');
    expect(refusal(z.object({ kind: z.literal('team') }), { kind: 'x' })).toBe('kind must be team');
  });

  it('says a missing field is required and names the type of a wrong one', () => {
    const shape = z.object({ name: z.string(), on: z.boolean(), tags: z.array(z.string()) });
    expect(refusal(shape, {})).toBe('name is required');
    expect(refusal(shape, { name: 1, on: true, tags: [] })).toBe('name must be text');
    expect(refusal(shape, { name: 'a', on: 'yes', tags: [] })).toBe('on must be true or false');
    expect(refusal(shape, { name: 'a', on: true, tags: 'x' })).toBe('tags must be a list');
    expect(refusal(shape, 'text')).toBe('body must be an object');
    expect(refusal(shape, [], 'querystring')).toBe('querystring must be an object');
  });

  it('gives lengths of text and lists', () => {
    const shape = z.object({ code: z.string().length(4), note: z.string().min(1).max(3) });
    expect(refusal(shape, { code: 'abc', note: 'a' })).toBe(
      'code must be exactly 4 characters long',
    );
    expect(refusal(shape, { code: 'abcd', note: '' })).toBe('note must not be empty');
    expect(refusal(shape, { code: 'abcd', note: 'abcd' })).toBe(
      'note must be at most 3 characters long',
    );
    expect(refusal(z.object({ picks: z.array(z.number()).min(2) }), { picks: [1] })).toBe(
      'picks must have at least 2 items',
    );
  });

  it('names string formats in plain words', () => {
    expect(refusal(z.object({ email: z.email() }), { email: 'x' })).toBe(
      'email must be an email address',
    );
    expect(refusal(z.object({ at: z.iso.datetime() }), { at: 'x' })).toBe(
      'at must be a date and time such as 2025-05-01T10:00:00Z',
    );
    expect(refusal(z.object({ code: z.string().regex(/^[A-Z]+$/) }), { code: 'x' })).toBe(
      'code is not in the expected form',
    );
  });

  it('names nested fields by their path and keys that are not accepted', () => {
    const nested = z.object({ selections: z.array(z.object({ id: z.number().int().min(1) })) });
    expect(refusal(nested, { selections: [{ id: 0 }] })).toBe(
      'selections.0.id must be a whole number of at least 1',
    );
    expect(refusal(z.strictObject({ a: z.number() }), { a: 1, b: 2 })).toBe(
      'body has a field that is not accepted: b',
    );
  });

  it("keeps a schema's own message", () => {
    const own = z.object({ n: z.number({ error: 'n is wrong' }).min(1, 'n is too small') });
    expect(refusal(own, { n: 0 })).toBe('n is too small');
    expect(refusal(own, { n: 'x' })).toBe('n is wrong');
  });
});
