import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryImportResult, StartlistResult } from '../../../contract/imports';
import type { PricingHealth } from '../../../contract/pricing-health';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildAthlete, buildCompetition, buildHorse } from '../../test/factories';
import { multipartFile } from '../imports/imports.test-support';

const RIDERS = ['Tim Price', 'Jonelle Price', 'Ros Canter', 'Laura Collett', 'Oliver Townend'];
/** Five entries at 2.5 cost 12.5 whoever priced them: that warning stands throughout. */
const unplayable = {
  code: 'unplayable',
  message: 'The five cheapest entries cost 12.5, more than the 10.0 budget: no valid team exists.',
};
const neverComputed = {
  code: 'never-priced',
  message: 'Prices were never computed: every entry costs the default 2.5.',
};

describe('a price a file gives is a price, even the default 2.5', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const healthOf = async (competitionId: number) => {
    const response = await t.request({
      method: 'GET',
      url: '/api/admin/pricing/health',
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    return response.json<PricingHealth[]>().find((row) => row.competitionId === competitionId);
  };
  /** Five combinations with the prices given (an empty cell gives none). */
  const startlist = async (competitionId: number, prices: readonly string[]) => {
    const rows = RIDERS.map((rider, i) => `${i + 1},${rider},Horse ${i + 1},${prices[i] ?? ''}`);
    const response = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competitionId}/startlist`,
      cookie: admin,
      ...multipartFile(
        'startlist',
        'startlist.csv',
        ['start_order,rider,horse,price', ...rows].join('\n') + '\n',
      ),
    });
    expect(response.statusCode).toBe(200);
    return response.json<StartlistResult>();
  };

  it('a start list giving every entry 2.5 shows no never-priced warning', async () => {
    const { id } = await buildCompetition(t.db, t.clock.now());
    expect(await startlist(id, ['2.5', '2.5', '2.5', '2.5', '2.5'])).toMatchObject({ created: 5 });
    expect(await healthOf(id)).toMatchObject({ entries: 5, unpriced: 0, warnings: [unplayable] });
  });

  it('entries created without a price still show it, and count each one', async () => {
    const { id } = await buildCompetition(t.db, t.clock.now());
    expect(await startlist(id, [])).toMatchObject({ created: 5 });
    expect(await healthOf(id)).toMatchObject({
      unpriced: 5,
      warnings: [unplayable, neverComputed],
    });
    // A start list giving one of them 2.5, the price it already had, prices that one.
    expect(await startlist(id, ['2.5'])).toMatchObject({ updated: 1, unchanged: 4 });
    expect(await healthOf(id)).toMatchObject({
      unpriced: 4,
      warnings: [
        unplayable,
        {
          code: 'unpriced-entries',
          message: '4 of 5 entries were never priced and cost the default 2.5.',
        },
      ],
    });
    // Given once, the same price again changes nothing.
    expect(await startlist(id, ['2.5'])).toMatchObject({ updated: 0, unchanged: 5 });
  });

  it('the entries CSV counts a given 2.5 as priced and an empty price as not', async () => {
    const { id } = await buildCompetition(t.db, t.clock.now());
    const rows: string[] = [];
    for (const [i, rider] of RIDERS.entries()) {
      const athlete = await buildAthlete(t.db, { name: `${rider} ${id}` });
      const horse = await buildHorse(t.db, { name: `Horse ${i + 1} ${id}` });
      rows.push(`${id},${athlete.id},${horse.id},${i < 3 ? '2.5' : ''}`);
    }
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/import-competition-entries',
      cookie: admin,
      ...multipartFile(
        'csvFile',
        'entries.csv',
        ['competition_id,athlete_id,horse_id,price', ...rows].join('\n') + '\n',
      ),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<EntryImportResult>()).toMatchObject({ imported: 5, skipped: 0 });
    expect(await healthOf(id)).toMatchObject({
      unpriced: 2,
      warnings: [
        unplayable,
        {
          code: 'unpriced-entries',
          message: '2 of 5 entries were never priced and cost the default 2.5.',
        },
      ],
    });
  });
});
