import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { idParam } from '../../contract/digits';
import { openAdminApp, type TestApp } from '../test/app';
import { signedInUser } from '../test/factories';
import { validatorCompiler } from './validation';

/** Refusals of a request's fields are sentences naming the field, never zod's own English. */
let t: TestApp;
let admin: string;
let player: string;

beforeAll(async () => {
  ({ t, admin } = await openAdminApp());
  player = (await signedInUser(t.db, t.clock.now())).cookie;
});
afterAll(() => t.close());

const ID_SENTENCE = 'id must be a whole number from 1 to 2147483647';

describe('ids in the path', () => {
  it.each([
    '/api/competitions/-1',
    '/api/competitions/0',
    '/api/competitions/1.5',
    '/api/competitions/abc',
    '/api/competitions/2147483648',
    '/api/competitions/99999999999999999999',
    '/api/competitions/-1/leaderboard',
    '/api/competitions/1.5/selection-stats',
    '/api/articles/99999999999999999999/poll',
    '/api/leagues/-1',
  ])('GET %s says what an id must be', async (url) => {
    const response = await t.request({ method: 'GET', url, cookie: player });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ID_SENTENCE, field: 'id' });
  });

  it('names the other ids of a path by their own names', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/fantasy/users/1/competitions/-1/team',
      cookie: player,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'competitionId must be a whole number from 1 to 2147483647',
      field: 'competitionId',
    });
  });
});

describe('fields of a body or a query', () => {
  it.each([
    [0, 'price must be a number from 1.0 to 9.9 with at most one decimal'],
    [99, 'price must be a number from 1.0 to 9.9 with at most one decimal'],
    ['2.5', 'price must be a number from 1.0 to 9.9 with at most one decimal'],
  ])('a price override of %j is refused: %s', async (price, message) => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/admin/competitions/9/entries/1/price-override',
      cookie: admin,
      payload: { price },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field: 'price' });
  });

  it('a competition id that overflows JSON to -Infinity is refused as not a competition id', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/fantasy/teams',
      cookie: player,
      headers: { 'content-type': 'application/json' },
      payload: '{"competitionId":-1e309,"selections":[]}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'competitionId must be a whole number from 1 to 2147483647',
      field: 'competitionId',
    });
  });

  it('a tab that is not one of the tabs is refused, listing them', async () => {
    const response = await t.request({ method: 'GET', url: '/api/articles?tab=x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'tab must be one of all, free, premium',
      field: 'tab',
    });
  });

  it('a missing body is refused in a sentence', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/admin/competitions/9/entries/1/price-override',
      cookie: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'body must be an object' });
  });
});

describe('the validator of a path made of ids', () => {
  const schema = z.object({ competitionId: idParam('competitionId'), id: idParam('id') });
  const validate = validatorCompiler({ schema, method: 'GET', url: '/', httpPart: 'params' });
  const texts = ['1', '007', '2147483647', '2147483648', '0', '', '-1', '1.5', '1e3', ' 1', '0x1'];
  texts.push('１', '9'.repeat(30), 'abc');

  it.each(texts.flatMap((a) => texts.map((b) => [a, b])))(
    'gives what the schema gives for %j and %j',
    (competitionId, id) => {
      const given = validate({ competitionId, id });
      const parsed = schema.safeParse({ competitionId, id });
      if (parsed.success) expect(given).toEqual({ value: parsed.data });
      else expect(given).toHaveProperty('error');
    },
  );

  it('reads plain digits in range without running the schema, which still words refusals', () => {
    const run = vi.spyOn(schema, 'safeParse');
    expect(validate({ competitionId: '12', id: '3' })).toEqual({
      value: { competitionId: 12, id: 3 },
    });
    expect(run).not.toHaveBeenCalled();
    expect(validate({ competitionId: '12', id: '0' })).toMatchObject({
      error: [{ message: 'id must be a whole number from 1 to 2147483647' }],
    });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs the schema for every other schema', () => {
    const strict = z.strictObject({ id: idParam('id') });
    const run = vi.spyOn(strict, 'safeParse');
    const check = validatorCompiler({
      schema: strict,
      method: 'GET',
      url: '/',
      httpPart: 'params',
    });
    expect(check({ id: '3' })).toEqual({ value: { id: 3 } });
    expect(run).toHaveBeenCalledTimes(1);
  });
});
