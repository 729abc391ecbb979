import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitionEntry } from '../../../contract/competitions';
import type { PriceEntriesResult } from '../../../contract/pricing';
import { everyEntryAffordable } from '../../../contract/prices';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildAthlete, buildEntry, buildHorse } from '../../test/factories';
import { waitForValue } from '../../test/wait-for';
import {
  buildPricingField,
  rowOf as rowOfField,
  storedEntry,
  type PricingField,
} from './pricing.test-support';

/** Which entries make the field, and whose record a horse carries (docs/rules.md#prices). */
describe('pricing a field as it stands', () => {
  let t: TestApp;
  let admin: string;
  let field: PricingField;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
    field = await buildPricingField(t, admin);
    // A catch ride: a new rider on a horse of Ann's horse's name, kept as a horse of its own, as
    // an import without FEI ids keeps each rider's horse of that name.
    const hal = await buildAthlete(t.db, { name: 'Hal Iles', nationality: 'GBR' });
    const arrow = await buildHorse(t.db, { name: 'ARROW' });
    field.entryIds.HalOnArrow = (
      await buildEntry(t.db, field.competitionId, {
        athleteId: hal.id,
        horseId: arrow.id,
        price: '2.5',
      })
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const price = async (apply: boolean) => {
    const response = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${String(field.competitionId)}/price-entries`,
      cookie: admin,
      payload: { apply },
    });
    expect(response.statusCode).toBe(200);
    return response.json<PriceEntriesResult>();
  };
  const rowOf = (body: PriceEntriesResult, key: string) => rowOfField(field, body, key);
  const stored = (key: string) => storedEntry(t, field, key);

  it("reads a horse's record with a new rider as the horse's, not as no form", async () => {
    const body = await price(false);
    expect(rowOf(body, 'HalOnArrow')).toMatchObject({
      runs: 0,
      basis: 'rider-horse',
      noForm: false,
    });
    // Arrow went best twice with Ann: with a new rider it is still expected above the field.
    expect(rowOf(body, 'HalOnArrow')?.expPts).toBeGreaterThan(body.summary.noFormExpPts ?? 0);
  });

  it('says what an entry without form is priced at: the level less its share of the field', async () => {
    const body = await price(false);
    const fay = rowOf(body, 'Fay');
    expect(fay).toMatchObject({ noForm: true, expPts: null });
    expect(body.summary.noForm).toBe(1);
    // This field's records add up to more than the level's average start, so Fay is expected less.
    expect(body.summary.noFormExpPts).not.toBeNull();
    expect(body.summary.noFormExpPts).toBeLessThan(body.summary.levelExpPts ?? 0);
    // An entry with a record expected below Fay costs less than Fay, one above costs more.
    for (const row of body.entries) {
      if (row.expPts === null || row.overridden) continue;
      if (row.expPts < (body.summary.noFormExpPts ?? 0)) {
        expect(row.price).toBeLessThanOrEqual(fay?.price ?? 0);
      } else expect(row.price).toBeGreaterThanOrEqual(fay?.price ?? 0);
    }
  });

  const pricedFlags = async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/competitions/${String(field.competitionId)}/entries`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<CompetitionEntry[]>().map((entry) => entry.priced);
  };

  it('leaves a withdrawn entry out of the field: it keeps its price, and the rest stay playable', async () => {
    // Players are told an entry was never priced, rather than that it has no form.
    expect(new Set(await pricedFlags())).toEqual(new Set([false]));
    const first = await price(true);
    // The entries answer follows the pricing once the competition's live view is rebuilt.
    const after = await waitForValue(pricedFlags, (flags) => flags.every(Boolean));
    expect(new Set(after)).toEqual(new Set([true]));
    const [cheapestBefore] = [...first.entries].sort((a, b) => a.price - b.price);
    expect(cheapestBefore?.entryId).toBe(field.entryIds.Dan);
    const danPrice = (await stored('Dan'))?.price;
    const danPricedAt = (await stored('Dan'))?.pricedAt;

    // Dan withdraws before the dressage: he cannot be picked any more.
    const withdrawn = await t.request({
      method: 'PATCH',
      url: `/api/competition-entries/${String(field.entryIds.Dan)}/scoring`,
      cookie: admin,
      payload: { dr_status: 'WD' },
    });
    expect(withdrawn.statusCode).toBe(200);
    t.clock.advance(60_000);

    const body = await price(true);
    expect(rowOf(body, 'Dan')).toMatchObject({ withdrawn: true, price: Number(danPrice) });
    expect(body.entries.filter((row) => row.withdrawn)).toHaveLength(1);
    const pickable = body.entries.filter((row) => !row.withdrawn);
    expect(body.summary.entries).toBe(pickable.length);
    const tenths = pickable.map((row) => Math.round(row.price * 10));
    // The weakest entry that can still be picked costs 1.0, and any entry fits with the four cheapest.
    expect(Math.min(...tenths)).toBe(10);
    expect(body.summary.cheapest).toBe(1);
    expect(everyEntryAffordable(tenths)).toBe(true);
    // Nothing is stored for the withdrawn entry.
    expect((await stored('Dan'))?.price).toBe(danPrice);
    expect((await stored('Dan'))?.pricedAt?.toISOString()).toBe(danPricedAt?.toISOString());
    expect((await stored('Ann'))?.pricedAt?.toISOString()).toBe(t.clock.now().toISOString());
  });
});
