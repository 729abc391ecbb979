import { asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionEntries } from '../../db/schema/index';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry } from '../../test/factories';
import { multipartFile } from './imports.test-support';

describe('a results file downloaded before live scores were saved', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const download = async (id: number) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/admin/competitions/${id}/entries/csv`,
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    return Papa.parse<Record<string, string>>(response.body.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
  };
  const upload = (id: number, content: string) =>
    t.request({
      method: 'POST',
      url: `/api/admin/competitions/${id}/entries/upload`,
      cookie: admin,
      ...multipartFile('csvFile', 'results.csv', content),
    });
  const score = (entryId: number) =>
    t.request({
      method: 'PATCH',
      url: `/api/competition-entries/${entryId}/scoring`,
      cookie: admin,
      payload: { dr_score: 29.9, sj_status: 'OK', sj_score: 4 },
    });
  const entriesOf = (competitionId: number) =>
    t.db
      .select()
      .from(competitionEntries)
      .where(eq(competitionEntries.competitionId, competitionId))
      .orderBy(asc(competitionEntries.id));
  const withPrices = (file: Papa.ParseResult<Record<string, string>>, price: string) =>
    Papa.unparse({
      fields: file.meta.fields ?? [],
      data: file.data.map((row) => ({ ...row, price })),
    });

  async function fieldOfFive() {
    const competition = await buildCompetition(t.db, t.clock.now());
    for (let order = 1; order <= 5; order += 1) {
      await buildEntry(t.db, competition.id, { startOrder: order, price: '3.0' });
    }
    return {
      competitionId: competition.id,
      ids: (await entriesOf(competition.id)).map((e) => e.id),
    };
  }

  it('refuses the whole file, naming the lines whose scores changed since the download, and saves nothing', async () => {
    const { competitionId, ids } = await fieldOfFive();
    const earlier = await download(competitionId);
    expect(earlier.meta.fields).toContain('scores_version');
    for (const id of ids.slice(1, 4)) expect((await score(id)).statusCode).toBe(200);
    const scored = await entriesOf(competitionId);

    const response = await upload(competitionId, withPrices(earlier, '4.5'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'Nothing was saved. The scores on lines 3, 4 and 5 changed since this file was downloaded: download the entries again and make your changes in the new file.',
    });
    const after = await entriesOf(competitionId);
    expect(after).toEqual(scored);
    expect(after.filter((e) => e.drScore === '29.9' && e.sjScore === '4.0')).toHaveLength(3);
    expect(after.every((e) => e.price === '3.0')).toBe(true);
  });

  it('takes the same edit made in a file downloaded after the live scores', async () => {
    const { competitionId, ids } = await fieldOfFive();
    for (const id of ids.slice(1, 4)) expect((await score(id)).statusCode).toBe(200);
    const response = await upload(competitionId, withPrices(await download(competitionId), '4.5'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Results uploaded: 5 entries updated.',
      updated: 5,
      ignoredColumns: [],

      encoding: 'utf-8',
    });
    const after = await entriesOf(competitionId);
    expect(after.every((e) => e.price === '4.5')).toBe(true);
    expect(after.filter((e) => e.drScore === '29.9' && e.sjScore === '4.0')).toHaveLength(3);
  });

  it('takes a stale row that leaves its scores as they now are, and a file without scores_version as written', async () => {
    const { competitionId, ids } = await fieldOfFive();
    const earlier = await download(competitionId);
    const [first] = ids;
    if (first === undefined) throw new Error('no entry');
    expect((await score(first)).statusCode).toBe(200);

    // The stale row's scores are written as they are now saved: only its price changes.
    const row = earlier.data[0];
    if (!row) throw new Error('no row');
    Object.assign(row, { dr_score: '29.9', sj_status: 'OK', sj_score: '4.0' });
    const same = await upload(competitionId, withPrices(earlier, '4.0'));
    expect(same.json()).toEqual({
      message: 'Results uploaded: 5 entries updated.',
      updated: 5,
      ignoredColumns: [],

      encoding: 'utf-8',
    });

    // A hand-made file has no scores_version: its empty cells clear the scores, as they always did.
    const handMade = `entry_id,price,dr_score,sj_status,sj_score\n${first},4.0,,,\n`;
    expect((await upload(competitionId, handMade)).json()).toEqual({
      message: 'Results uploaded: 1 entry updated.',
      updated: 1,
      ignoredColumns: [],

      encoding: 'utf-8',
    });
    const [cleared] = await entriesOf(competitionId);
    expect(cleared).toMatchObject({ drScore: null, sjStatus: null, sjScore: null });
  });
});
