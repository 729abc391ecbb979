import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceEntriesResult } from '../../../contract/pricing';
import { competitionEntries } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry, signedInUser } from '../../test/factories';

/**
 * Clearing an operator's price gives the entry the price the model computes for it, at once
 * (decision 039): players see it without waiting for the next pricing run.
 */
describe('clearing a price override', () => {
  let t: TestApp;
  let admin: string;
  let competitionId: number;
  const entryIds: number[] = [];
  const day = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInUser(t.db, t.clock.now(), { isAdmin: true })).cookie;
    competitionId = (await buildCompetition(t.db, t.clock.now())).id;
    const earlier = await buildCompetition(t.db, t.clock.now(), {
      status: 'completed',
      startDate: new Date(t.clock.now().getTime() - 30 * day),
      endDate: new Date(t.clock.now().getTime() - 28 * day),
      deadline: new Date(t.clock.now().getTime() - 31 * day),
    });
    // Six combinations with a run each in a completed competition: 25.0 to 50.0 in dressage.
    for (let index = 0; index < 6; index += 1) {
      const past = await buildEntry(t.db, earlier.id, {
        drScore: `${25 + index * 5}.0`,
        sjStatus: 'OK',
        sjScore: '0',
        xcStatus: 'OK',
        xcjScore: '0',
        xctScore: '0',
      });
      const entry = await buildEntry(t.db, competitionId, {
        athleteId: past.athleteId,
        horseId: past.horseId,
      });
      entryIds.push(entry.id);
    }
    const applied = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competitionId}/price-entries`,
      cookie: admin,
      payload: { apply: true },
    });
    expect(applied.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const override = (entryId: number, price: number | null) =>
    t.request({
      method: 'PUT',
      url: `/api/admin/competitions/${competitionId}/entries/${entryId}/price-override`,
      cookie: admin,
      payload: { price },
    });
  const storedPrice = async (entryId: number) => {
    const [row] = await t.db
      .select({ price: competitionEntries.price, override: competitionEntries.priceOverride })
      .from(competitionEntries)
      .where(eq(competitionEntries.id, entryId));
    return row;
  };
  const publicPrice = async (entryId: number) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/competitions/${competitionId}/entries`,
    });
    return response.json<Array<{ id: number; price: number }>>().find((e) => e.id === entryId)
      ?.price;
  };

  it('restores the computed price in the same request, for the database and the public entries', async () => {
    const entryId = entryIds[0] ?? 0;
    const computed = (await storedPrice(entryId))?.price;
    expect(computed).not.toBe('9.0');
    expect((await override(entryId, 9)).statusCode).toBe(204);
    expect(await storedPrice(entryId)).toEqual({ price: '9.0', override: '9.0' });
    expect(await publicPrice(entryId)).toBe(9);

    expect((await override(entryId, null)).statusCode).toBe(204);
    expect(await storedPrice(entryId)).toEqual({ price: computed, override: null });
    expect(await publicPrice(entryId)).toBe(Number(computed));
    const preview = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competitionId}/price-entries`,
      cookie: admin,
      payload: { apply: false },
    });
    const row = preview.json<PriceEntriesResult>().entries.find((e) => e.entryId === entryId);
    expect(row).toMatchObject({ price: Number(computed), overridden: false });
  });

  it('an override that was never set: clearing leaves the entry at its computed price', async () => {
    const entryId = entryIds[1] ?? 0;
    const before = await storedPrice(entryId);
    expect((await override(entryId, null)).statusCode).toBe(204);
    expect(await storedPrice(entryId)).toEqual(before);
  });
});
