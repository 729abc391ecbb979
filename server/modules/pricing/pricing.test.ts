import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceEntriesResult } from '../../../contract/pricing';
import { competitions } from '../../db/schema/index';
import { openAdminApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import {
  buildPricingField,
  rowOf as rowOfField,
  storedEntry,
  type PricingField,
} from './pricing.test-support';

describe('pricing API', () => {
  let t: TestApp;
  let admin: string;
  let field: PricingField;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
    field = await buildPricingField(t, admin);
  });
  afterAll(async () => {
    await t.close();
  });

  const price = (apply: unknown, id = field.competitionId) =>
    t.request({
      method: 'POST',
      url: `/api/admin/competitions/${String(id)}/price-entries`,
      cookie: admin,
      payload: { apply },
    });
  const override = (key: string, value: unknown) =>
    t.request({
      method: 'PUT',
      url: `/api/admin/competitions/${String(field.competitionId)}/entries/${String(field.entryIds[key])}/price-override`,
      cookie: admin,
      payload: { price: value },
    });
  const rowOf = (body: PriceEntriesResult, key: string) => rowOfField(field, body, key);
  const stored = (key: string) => storedEntry(t, field, key);

  it('previews form, expected points and prices without storing them', async () => {
    const response = await price(false);
    expect(response.statusCode).toBe(200);
    const body = response.json<PriceEntriesResult>();
    expect(body.applied).toBe(false);
    const expPts = (key: string) => rowOf(body, key)?.expPts ?? 0;
    // The record orders the field: Ann went best twice, Dan was eliminated twice.
    expect(expPts('Ann')).toBeGreaterThan(expPts('Ben'));
    expect(expPts('Ben')).toBeGreaterThan(expPts('Cat'));
    expect(expPts('Cat')).toBeGreaterThan(expPts('Dan'));
    expect(rowOf(body, 'Dan')?.xcFinish).toBeLessThan(rowOf(body, 'Ann')?.xcFinish ?? 0);
    expect(rowOf(body, 'Ann')).toMatchObject({
      runs: 2,
      ra6: 25.5,
      sj6: 25.5,
      xcj10: 1,
      tsp: 1,
      basis: 'combination',
      noForm: false,
      overridden: false,
    });
    // Ann on a horse she never rode before: her record stands in for the pair's.
    expect(rowOf(body, 'AnnOnApple')).toMatchObject({
      runs: 0,
      ra6: null,
      basis: 'rider-horse',
      noForm: false,
    });
    expect(expPts('AnnOnApple')).toBeGreaterThan(body.summary.levelExpPts ?? 0);
    // Fay and Fern have no record: no form, priced from the level's average start.
    expect(rowOf(body, 'Fay')).toMatchObject({
      runs: 0,
      expPts: null,
      basis: 'level',
      noForm: true,
      elo_in: null,
      hpr: null,
    });
    // Prices rise with expected points from 1.0 for Dan to Ann's, the dearest; on this small field
    // every price above 1.0 is scaled down until the four cheapest and Ann fit the budget (1.0,
    // 1.5, 1.6, 1.8 and 4.0 make 9.9). Fay, without form, is priced from the level's average start
    // less what the field's records add up to (docs/rules.md#expected-points).
    const ranked = body.entries
      .filter((row) => row.expPts !== null)
      .sort((a, b) => (a.expPts ?? 0) - (b.expPts ?? 0));
    expect(ranked).toHaveLength(6);
    for (let index = 1; index < ranked.length; index += 1) {
      expect(ranked[index]?.price).toBeGreaterThanOrEqual(ranked[index - 1]?.price ?? 0);
    }
    expect(rowOf(body, 'Ann')?.price).toBe(4);
    expect(rowOf(body, 'Dan')?.price).toBe(1);
    expect(body.summary).toMatchObject({ entries: 7, noForm: 1, cheapest: 1, dearest: 4 });
    const prices = body.entries.map((row) => Math.round(row.price * 10)).sort((a, b) => a - b);
    expect(prices).toEqual([10, 15, 16, 18, 26, 29, 40]);
    expect((await stored('Ann'))?.price).toBe('2.5');
    expect((await stored('Ann'))?.pricedAt).toBeNull();
  });

  it('applies the figures and prices and marks the entries as priced', async () => {
    const response = await price(true);
    const body = response.json<PriceEntriesResult>();
    expect(body.applied).toBe(true);
    const ann = await stored('Ann');
    expect(ann && Number(ann.price)).toBe(rowOf(body, 'Ann')?.price);
    expect(ann && Number(ann.expPts)).toBe(rowOf(body, 'Ann')?.expPts);
    expect(ann?.pricedAt?.toISOString()).toBe(t.clock.now().toISOString());
    const fay = await stored('Fay');
    expect(fay).toMatchObject({ expPts: null, ra6: null });
    expect(fay && Number(fay.price)).toBe(rowOf(body, 'Fay')?.price);
  });

  it('keeps an operator override through re-pricing until it is cleared', async () => {
    expect((await override('Ben', 9)).statusCode).toBe(204);
    expect((await stored('Ben'))?.price).toBe('9.0');
    const repriced = (await price(true)).json<PriceEntriesResult>();
    expect(rowOf(repriced, 'Ben')).toMatchObject({ price: 9, overridden: true });
    expect((await stored('Ben'))?.price).toBe('9.0');

    expect((await override('Ben', null)).statusCode).toBe(204);
    const cleared = (await price(true)).json<PriceEntriesResult>();
    expect(rowOf(cleared, 'Ben')?.overridden).toBe(false);
    expect(rowOf(cleared, 'Ben')?.price).toBeLessThan(9);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    expect((await price('yes')).statusCode).toBe(400);
    expect((await price(true, 999999)).statusCode).toBe(404);
    expect((await override('Cat', 12)).statusCode).toBe(400);
    expect((await override('Cat', 2.55)).statusCode).toBe(400);
    expect((await stored('Cat'))?.priceOverride).toBeNull();
    const player = (await signedInUser(t.db, t.clock.now())).cookie;
    const refused = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${String(field.competitionId)}/price-entries`,
      cookie: player,
      payload: { apply: true },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps the prices players paid once the competition is live, and stores the figures', async () => {
    expect((await price(false)).json<PriceEntriesResult>().pricesFixed).toBe(false);
    const paid = new Map(
      await Promise.all(
        Object.keys(field.entryIds).map(async (key) => [key, (await stored(key))?.price] as const),
      ),
    );
    await t.db
      .update(competitions)
      .set({ status: 'completed' })
      .where(eq(competitions.id, field.competitionId));
    const preview = (await price(false)).json<PriceEntriesResult>();
    expect(preview.pricesFixed).toBe(true);
    // The preview shows the prices that stay.
    expect(rowOf(preview, 'Ann')?.price).toBe(Number(paid.get('Ann')));
    const applied = (await price(true)).json<PriceEntriesResult>();
    expect(applied).toMatchObject({ applied: true, pricesFixed: true });
    for (const [key, before] of paid) expect((await stored(key))?.price).toBe(before);
    const ann = await stored('Ann');
    expect(ann && Number(ann.expPts)).toBe(rowOf(applied, 'Ann')?.expPts);
    // A completed competition's ratings after the event are stored too.
    expect(ann?.eloOut).not.toBeNull();
    // The operator may still set a price by hand, and clearing it gives back the model's price.
    expect((await override('Ben', 7.7)).statusCode).toBe(204);
    expect((await stored('Ben'))?.price).toBe('7.7');
    expect((await override('Ben', null)).statusCode).toBe(204);
    expect((await stored('Ben'))?.price).toBe(paid.get('Ben'));
  });
});
