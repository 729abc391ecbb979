import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceEntriesResult } from '../../../contract/pricing';
import type { PricingHealth } from '../../../contract/pricing-health';
import { openAdminApp, type TestApp } from '../../test/app';
import {
  buildAthlete,
  buildCompetition,
  buildEntry,
  buildHorse,
  signedInUser,
} from '../../test/factories';
import { multipartFile } from '../imports/imports.test-support';
import { historyCsv } from './pricing.test-support';

/**
 * A fresh game: a field of newcomers beside one pair whose record is two cross-country
 * eliminations (docs/rules.md#prices, docs/decisions/106-a-field-alike-at-the-top.md).
 */
describe('pricing a field of newcomers beside one weaker record', () => {
  let t: TestApp;
  let admin: string;
  let competitionId: number;
  let dan: number;
  const newcomers: number[] = [];

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
    const competition = await buildCompetition(t.db, t.clock.now(), {
      level: 'CCI4*-L',
      status: 'open',
    });
    competitionId = competition.id;
    const rider = await buildAthlete(t.db, { name: 'Dan Evans', nationality: 'GBR' });
    const horse = await buildHorse(t.db, { name: 'Dusk' });
    dan = (await buildEntry(t.db, competitionId, { athleteId: rider.id, horseId: horse.id })).id;
    for (let index = 1; index <= 12; index += 1) {
      const athlete = await buildAthlete(t.db, { name: `New Rider ${String(index)}` });
      const horseRow = await buildHorse(t.db, { name: `New Horse ${String(index)}` });
      newcomers.push(
        (await buildEntry(t.db, competitionId, { athleteId: athlete.id, horseId: horseRow.id })).id,
      );
    }
    const imported = await t.request({
      method: 'POST',
      url: '/api/admin/results-history/import',
      cookie: admin,
      ...multipartFile('csvFile', 'history.csv', historyCsv()),
    });
    expect(imported.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('prices the newcomers at 2.0, so a team of five of them fits and none has to take the weaker pair', async () => {
    const priced = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${String(competitionId)}/price-entries`,
      cookie: admin,
      payload: { apply: true },
    });
    expect(priced.statusCode).toBe(200);
    const body = priced.json<PriceEntriesResult>();
    const row = (entryId: number) => body.entries.find((entry) => entry.entryId === entryId);
    // Dan was eliminated twice: expected below the newcomers, the weakest entry at 1.0.
    expect(row(dan)).toMatchObject({ noForm: false, price: 1 });
    expect(row(dan)?.expPts).toBeLessThan(body.summary.noFormExpPts ?? 0);
    for (const id of newcomers) expect(row(id)).toMatchObject({ noForm: true, price: 2 });
    expect(body.summary).toMatchObject({ cheapestFive: 9, dearestFive: 10 });

    // A player spends the whole budget on five newcomers; another takes Dan and four of them.
    const bold = await signedInUser(t.db, t.clock.now());
    const save = (cookie: string, entryIds: number[]) =>
      t.request({
        method: 'POST',
        url: '/api/fantasy/teams',
        cookie,
        payload: {
          competitionId,
          selections: entryIds.map((competitionEntryId) => ({ competitionEntryId })),
        },
      });
    const five = await save(bold.cookie, newcomers.slice(0, 5));
    expect(five.statusCode, five.body).toBe(200);
    expect(five.json<{ totalSpent: number }>().totalSpent).toBe(10);
    const careful = await signedInUser(t.db, t.clock.now());
    const withDan = await save(careful.cookie, [dan, ...newcomers.slice(0, 4)]);
    expect(withDan.json<{ totalSpent: number }>().totalSpent).toBe(9);

    // The operator is told the field leaves little to choose, and why.
    const health = await t.request({
      method: 'GET',
      url: '/api/admin/pricing/health',
      cookie: admin,
    });
    const warnings = health
      .json<PricingHealth[]>()
      .find((field) => field.competitionId === competitionId)?.warnings;
    expect(warnings).toEqual([
      {
        code: 'no-choice',
        message:
          'The five dearest entries cost 10.0, within the 10.0 budget: a player can pick the top of the field without choosing.',
      },
      {
        code: 'no-form',
        message: '12 of 13 entries have no form: they are priced from the level and the field.',
      },
    ]);
  });
});
