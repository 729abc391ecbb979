import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Country } from '../../../contract/countries';
import { nationToFlagCode } from '../../../contract/nations';
import { createTestApp, type TestApp } from '../../test/app';

describe('GET /api/auth/countries', () => {
  let t: TestApp;
  let list: Country[];
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.request({ method: 'GET', url: '/api/auth/countries' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    list = response.json();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every ISO 3166 country, sorted by English name', () => {
    expect(list.length).toBeGreaterThanOrEqual(249);
    const names = list.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(list.find((country) => country.alpha2 === 'GB')).toEqual({
      name: 'United Kingdom',
      alpha2: 'GB',
      alpha3: 'GBR',
      code: 'GBR',
    });
  });

  it.each([
    ['DE', 'DEU', 'GER'],
    ['NL', 'NLD', 'NED'],
    ['CH', 'CHE', 'SUI'],
    ['ZA', 'ZAF', 'RSA'],
    ['PT', 'PRT', 'POR'],
    ['DK', 'DNK', 'DEN'],
    ['IE', 'IRL', 'IRL'],
    ['US', 'USA', 'USA'],
  ])('maps %s / %s to the FEI code %s', (alpha2, alpha3, code) => {
    expect(list.find((country) => country.alpha2 === alpha2)).toMatchObject({ alpha3, code });
  });

  it('every code has its own flag (the same mapping the flags use)', () => {
    for (const country of list) {
      expect(nationToFlagCode(country.code)).toBe(country.alpha2.toLowerCase());
    }
    expect(new Set(list.map((country) => country.code)).size).toBe(list.length);
  });
});
