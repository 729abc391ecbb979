import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitionEntry } from '../../../contract/competitions';
import type { PriceEntriesResult } from '../../../contract/pricing';
import type { PricingHealth } from '../../../contract/pricing-health';
import { competitionEntries } from '../../db/schema/index';
import type { StartlistResult } from '../../../contract/imports';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildAthlete, buildCompetition, buildEntry, buildHorse } from '../../test/factories';
import { multipartFile } from '../imports/imports.test-support';

const day = 24 * 60 * 60 * 1000;

/**
 * An open competition of six combinations that have form (a run each in a completed competition,
 * 25.0 to 50.0 in dressage) and, with `withNewcomer`, a seventh with no record at all. Nothing is
 * priced: every entry costs the default 2.5.
 */
async function buildFieldWithForm(t: TestApp, withNewcomer: boolean) {
  const competitionId = (await buildCompetition(t.db, t.clock.now())).id;
  const earlier = await buildCompetition(t.db, t.clock.now(), {
    status: 'completed',
    startDate: new Date(t.clock.now().getTime() - 30 * day),
    endDate: new Date(t.clock.now().getTime() - 28 * day),
    deadline: new Date(t.clock.now().getTime() - 31 * day),
  });
  const entryIds: number[] = [];
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
      price: null,
    });
    entryIds.push(entry.id);
  }
  if (withNewcomer) entryIds.push((await buildEntry(t.db, competitionId, { price: null })).id);
  return { competitionId, entryIds };
}

describe('setting and clearing a price override', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const override = (competitionId: number, entryId: number, price: number | null) =>
    t.request({
      method: 'PUT',
      url: `/api/admin/competitions/${competitionId}/entries/${entryId}/price-override`,
      cookie: admin,
      payload: { price },
    });
  const priceEntries = async (competitionId: number, apply: boolean) => {
    const response = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competitionId}/price-entries`,
      cookie: admin,
      payload: { apply },
    });
    expect(response.statusCode).toBe(200);
    return response.json<PriceEntriesResult>();
  };
  /** The stored entry as pricing and overrides leave it (everything but `updatedAt`). */
  const stored = async (entryId: number) => {
    const [row] = await t.db
      .select({
        price: competitionEntries.price,
        override: competitionEntries.priceOverride,
        ra6: competitionEntries.ra6,
        sj6: competitionEntries.sj6,
        xcj10: competitionEntries.xcj10,
        tsp: competitionEntries.tsp,
        expPts: competitionEntries.expPts,
        eloIn: competitionEntries.eloIn,
        eloOut: competitionEntries.eloOut,
        hpr: competitionEntries.hpr,
        pricedAt: competitionEntries.pricedAt,
      })
      .from(competitionEntries)
      .where(eq(competitionEntries.id, entryId));
    return row;
  };
  const publicEntry = async (competitionId: number, entryId: number) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/competitions/${competitionId}/entries`,
    });
    return response.json<CompetitionEntry[]>().find((entry) => entry.id === entryId);
  };
  const health = async (competitionId: number) => {
    const response = await t.request({
      method: 'GET',
      url: '/api/admin/pricing/health',
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    return response.json<PricingHealth[]>().find((row) => row.competitionId === competitionId);
  };

  describe('on a priced field', () => {
    let competitionId: number;
    let entryIds: number[];

    beforeAll(async () => {
      ({ competitionId, entryIds } = await buildFieldWithForm(t, true));
      await priceEntries(competitionId, true);
    });

    it('restores the computed price and keeps the stored figures, in the same request', async () => {
      const entryId = entryIds[0] ?? 0;
      const before = await stored(entryId);
      expect(before?.price).not.toBe('9.0');
      expect(before?.expPts).not.toBeNull();
      expect(before?.pricedAt).not.toBeNull();
      expect((await override(competitionId, entryId, 9)).statusCode).toBe(204);
      expect(await stored(entryId)).toEqual({ ...before, price: '9.0', override: '9.0' });
      expect(await publicEntry(competitionId, entryId)).toMatchObject({ price: 9, priced: true });

      expect((await override(competitionId, entryId, null)).statusCode).toBe(204);
      expect(await stored(entryId)).toEqual(before);
      expect(await publicEntry(competitionId, entryId)).toMatchObject({
        price: Number(before?.price),
        expPts: Number(before?.expPts),
        priced: true,
      });
      const preview = await priceEntries(competitionId, false);
      const row = preview.entries.find((entry) => entry.entryId === entryId);
      expect(row).toMatchObject({ price: Number(before?.price), overridden: false });
    });

    it('counts an overridden entry as priced by the operator, never as one without form', async () => {
      const newcomer = entryIds[6] ?? 0;
      const before = await stored(newcomer);
      expect(before).toMatchObject({ expPts: null, ra6: null });
      expect(before?.pricedAt).not.toBeNull();
      expect(await health(competitionId)).toMatchObject({ entries: 7, unpriced: 0, noForm: 1 });
      expect(await publicEntry(competitionId, newcomer)).toMatchObject({
        expPts: null,
        priced: true,
      });

      expect((await override(competitionId, newcomer, 3)).statusCode).toBe(204);
      expect(await health(competitionId)).toMatchObject({ entries: 7, unpriced: 0, noForm: 0 });

      expect((await override(competitionId, newcomer, null)).statusCode).toBe(204);
      expect(await stored(newcomer)).toEqual(before);
      expect(await health(competitionId)).toMatchObject({ entries: 7, unpriced: 0, noForm: 1 });
    });

    it('an override that was never set: clearing leaves the entry as it is', async () => {
      const entryId = entryIds[1] ?? 0;
      const before = await stored(entryId);
      expect((await override(competitionId, entryId, null)).statusCode).toBe(204);
      expect(await stored(entryId)).toEqual(before);
    });
  });

  describe('on a field never priced', () => {
    let competitionId: number;
    let entryIds: number[];
    const neverPriced = {
      entries: 6,
      unpriced: 6,
      noForm: 0,
      cheapestFive: 12.5,
      unplayable: true,
      teamsOverBudget: 0,
      warnings: [
        {
          code: 'unplayable',
          message:
            'The five cheapest entries cost 12.5, more than the 10.0 budget: no valid team exists.',
        },
        {
          code: 'never-priced',
          message: 'Prices were never computed: every entry costs the default 2.5.',
        },
      ],
    };

    beforeAll(async () => {
      ({ competitionId, entryIds } = await buildFieldWithForm(t, false));
    });

    it('counts the overridden entry as priced by the operator, the others as never priced', async () => {
      const entryId = entryIds[0] ?? 0;
      expect(await health(competitionId)).toEqual({ competitionId, ...neverPriced });
      expect((await override(competitionId, entryId, 1)).statusCode).toBe(204);
      expect(await stored(entryId)).toMatchObject({
        price: '1.0',
        override: '1.0',
        expPts: null,
        pricedAt: null,
      });
      expect(await health(competitionId)).toEqual({
        competitionId,
        entries: 6,
        unpriced: 5,
        noForm: 0,
        cheapestFive: 11,
        unplayable: true,
        teamsOverBudget: 0,
        warnings: [
          {
            code: 'unplayable',
            message:
              'The five cheapest entries cost 11.0, more than the 10.0 budget: no valid team exists.',
          },
          {
            code: 'unpriced-entries',
            message: '5 of 6 entries were never priced and cost the default 2.5.',
          },
        ],
      });
    });

    it('clearing gives the entry back its never-priced state: the default 2.5, no figures', async () => {
      const entryId = entryIds[0] ?? 0;
      const untouched = await stored(entryIds[1] ?? 0);
      expect((await override(competitionId, entryId, null)).statusCode).toBe(204);
      expect(await stored(entryId)).toEqual({ ...untouched, override: null });
      expect(await stored(entryId)).toMatchObject({ price: '2.5', expPts: null, pricedAt: null });
      // The player's screens say "Not priced yet", not "No form".
      expect(await publicEntry(competitionId, entryId)).toMatchObject({
        price: 2.5,
        expPts: null,
        priced: false,
      });
      expect(await health(competitionId)).toEqual({ competitionId, ...neverPriced });
      // The preview still shows what pricing would give it, and stores nothing.
      const preview = await priceEntries(competitionId, false);
      const row = preview.entries.find((entry) => entry.entryId === entryId);
      expect(row).toMatchObject({ overridden: false, noForm: false });
      expect(row?.expPts).not.toBeNull();
      expect((await stored(entryId))?.pricedAt).toBeNull();
    });

    it('once the field is priced, the entry is priced like the others', async () => {
      const entryId = entryIds[0] ?? 0;
      const applied = await priceEntries(competitionId, true);
      const row = applied.entries.find((entry) => entry.entryId === entryId);
      const after = await stored(entryId);
      expect(after).toMatchObject({ override: null, pricedAt: t.clock.now() });
      expect([Number(after?.price), Number(after?.expPts)]).toEqual([row?.price, row?.expPts]);
      expect(await health(competitionId)).toMatchObject({ unpriced: 0, noForm: 0, warnings: [] });
    });
  });

  describe('on a field priced by its start list', () => {
    let competitionId: number;
    const startlist = async (prices: [string, string]) => {
      const response = await t.request({
        method: 'POST',
        url: `/api/admin/competitions/${competitionId}/startlist`,
        cookie: admin,
        ...multipartFile(
          'startlist',
          'startlist.csv',
          'start_order,rider,horse,price\n' +
            `1,Tim Price,Falco,${prices[0]}\n` +
            `2,Jonelle Price,Classic Moet,${prices[1]}\n`,
        ),
      });
      expect(response.statusCode).toBe(200);
      return response.json<StartlistResult>();
    };
    const entryOf = async (horse: string) => {
      const entries = await t.request({
        method: 'GET',
        url: `/api/competitions/${competitionId}/entries`,
      });
      const entry = entries.json<CompetitionEntry[]>().find((row) => row.horse.name === horse);
      if (!entry) throw new Error(`no entry with ${horse}`);
      return entry;
    };

    beforeAll(async () => {
      competitionId = (await buildCompetition(t.db, t.clock.now())).id;
      await buildAthlete(t.db, { name: 'Tim Price', nationality: 'NZL' });
      await buildHorse(t.db, { name: 'Falco' });
      expect(await startlist(['3.4', '6.1'])).toMatchObject({ created: 2 });
    });

    it("clearing gives back the start list's price, not the default", async () => {
      const falco = await entryOf('Falco');
      expect(falco).toMatchObject({ price: 3.4, priced: false });
      // The start list gave every price: none is left at a default nobody chose.
      expect(await health(competitionId)).toMatchObject({ unpriced: 0 });
      expect((await health(competitionId))?.warnings.map((warning) => warning.code)).toEqual([
        'too-few-entries',
      ]);
      // The preview shows the start list's price as what the entry costs now.
      const preview = await priceEntries(competitionId, false);
      expect(preview.entries.find((row) => row.entryId === falco.id)).toMatchObject({
        current: 3.4,
        overridden: false,
      });
      expect((await override(competitionId, falco.id, 5)).statusCode).toBe(204);
      expect(await entryOf('Falco')).toMatchObject({ price: 5 });
      expect((await override(competitionId, falco.id, 4.2)).statusCode).toBe(204);
      expect((await override(competitionId, falco.id, null)).statusCode).toBe(204);
      expect(await stored(falco.id)).toMatchObject({
        price: '3.4',
        override: null,
        pricedAt: null,
      });
      const cleared = await priceEntries(competitionId, false);
      expect(cleared.entries.find((row) => row.entryId === falco.id)?.current).toBe(3.4);
    });

    it("a start list uploaded again keeps the operator's price; its own applies once that is cleared", async () => {
      const moet = await entryOf('Classic Moet');
      expect((await override(competitionId, moet.id, 2)).statusCode).toBe(204);
      // The same file changes nothing; a new price goes beneath the operator's.
      expect(await startlist(['3.4', '6.1'])).toMatchObject({ updated: 0, unchanged: 2 });
      expect(await startlist(['3.4', '5.5'])).toMatchObject({ updated: 1, unchanged: 1 });
      expect(await stored(moet.id)).toMatchObject({ price: '2.0', override: '2.0' });
      expect(await entryOf('Classic Moet')).toMatchObject({ price: 2 });
      expect((await override(competitionId, moet.id, null)).statusCode).toBe(204);
      expect(await stored(moet.id)).toMatchObject({ price: '5.5', override: null });
      // Without an override the file sets the price again.
      expect(await startlist(['3.4', '4.8'])).toMatchObject({ updated: 1 });
      expect(await stored(moet.id)).toMatchObject({ price: '4.8', override: null });
    });

    it("a results file's price goes beneath the operator's price too", async () => {
      const falco = await entryOf('Falco');
      expect((await override(competitionId, falco.id, 7)).statusCode).toBe(204);
      const upload = await t.request({
        method: 'POST',
        url: `/api/admin/competitions/${competitionId}/entries/upload`,
        cookie: admin,
        ...multipartFile('csvFile', 'results.csv', `entry_id,price\n${falco.id},3.9\n`),
      });
      expect(upload.statusCode).toBe(200);
      expect(upload.json()).toEqual({
        message:
          "Results uploaded: 1 entry updated. 1 entry has a manual price: players pay it until it is cleared, then the file's price.",
        updated: 1,
        ignoredColumns: [],

        encoding: 'utf-8',
      });
      expect(await stored(falco.id)).toMatchObject({ price: '7.0', override: '7.0' });
      expect((await override(competitionId, falco.id, null)).statusCode).toBe(204);
      expect(await stored(falco.id)).toMatchObject({ price: '3.9', override: null });
    });
  });
});
