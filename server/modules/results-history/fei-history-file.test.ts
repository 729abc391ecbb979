import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ResultsHistoryImport, ResultsHistoryList } from '../../../contract/results-history';
import { resultsHistory } from '../../db/schema/index';
import { openAdminApp, type TestApp } from '../../test/app';
import { multipartFile } from '../imports/imports.test-support';

/** The project's real FEI results (bench/fixtures/README.md): 1,941 rows of 29 events. */
const feiFile = () =>
  fs.readFileSync(path.join(import.meta.dirname, '../../../bench/fixtures/fei-results.csv'));

describe('a real FEI history file imports whole', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const importFile = (content: Buffer | string) =>
    t.request({
      method: 'POST',
      url: '/api/admin/results-history/import',
      cookie: admin,
      ...multipartFile('csvFile', 'fei-results.csv', content),
    });
  const list = async () =>
    (
      await t.request({ method: 'GET', url: '/api/admin/results-history', cookie: admin })
    ).json<ResultsHistoryList>();

  it('keeps every row, long level strings included, and a second import changes nothing', async () => {
    const first = await importFile(feiFile());
    expect(first.statusCode).toBe(200);
    const body = first.json<ResultsHistoryImport>();
    expect(body.errors).toEqual([]);
    // Strzegom lists 31 runs twice, under two level strings of the same show: one run each.
    expect(body).toMatchObject({ rows: 1941, events: 29, created: 1910, repeated: 31 });
    expect(await t.db.$count(resultsHistory)).toBe(1910);

    const again = (await importFile(feiFile())).json<ResultsHistoryImport>();
    expect(again).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 1910,
      ridersCreated: 0,
      horsesCreated: 0,
    });
    expect(await t.db.$count(resultsHistory)).toBe(1910);
  });

  it('keeps the level text and derives the level code only where one is named', async () => {
    const { events, totalRows } = await list();
    expect(totalRows).toBe(1910);
    const event = (name: string) => events.find((e) => e.eventName === name);
    expect(event('Vittel')).toMatchObject({
      level: 'CCI4*-S , CCI3*-L , CCI3*-S , CCI2*-L , CCI1*-Intro',
      levelCodes: [],
      rows: 151,
    });
    expect(event('Millstreet · CCI4*-L')).toMatchObject({ levelCodes: ['CCI4*-L'], rows: 13 });
    expect(event('La Guacima (A)')).toMatchObject({
      level: 'CCI2*-L (A)',
      levelCodes: ['CCI2*-L'],
    });
  });

  it('updates a run whose corrected row comes back under another level string', async () => {
    const header =
      'event_name,event_date,level,rider,nationality,horse,dressage,sj_penalties,xc_jump_penalties,xc_time_penalties\n';
    const fixed = (
      await importFile(
        `${header}Bramham,2026-06-10,CCI4*-S,Alex HUA TIAN,CHN,CHAPEL HOUSE,30.3,4.4,0.0,4.0\n`,
      )
    ).json<ResultsHistoryImport>();
    expect(fixed).toMatchObject({ created: 0, updated: 1, unchanged: 0, matched: 1 });
    const bramham = (await list()).events.find((e) => e.eventName === 'Bramham');
    expect(bramham?.rows).toBe(81);
    expect(bramham?.level).toBe('CCI4*-L , CCI4*-S | CCI4*-S');
  });

  it('deletes an imported event and lists it no more', async () => {
    const response = await t.request({
      method: 'DELETE',
      url: `/api/admin/results-history/events?eventName=${encodeURIComponent('Vittel')}&eventDate=2026-06-11`,
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Imported event deleted: 151 runs.', deleted: 151 });
    const { events, totalRows } = await list();
    expect(events.some((e) => e.eventName === 'Vittel')).toBe(false);
    expect(totalRows).toBe(1910 - 151);
    const again = await t.request({
      method: 'DELETE',
      url: '/api/admin/results-history/events?eventName=Vittel&eventDate=2026-06-11',
      cookie: admin,
    });
    expect(again.statusCode).toBe(404);
    const bad = await t.request({
      method: 'DELETE',
      url: '/api/admin/results-history/events?eventName=Vittel&eventDate=11/06/2026',
      cookie: admin,
    });
    expect(bad.statusCode).toBe(400);
    const impossible = await t.request({
      method: 'DELETE',
      url: '/api/admin/results-history/events?eventName=Vittel&eventDate=2025-13-01',
      cookie: admin,
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json()).toEqual({
      message: 'eventDate must be a real date',
      field: 'eventDate',
    });
  });
});

/** A fixture's text (bench/fixtures/README.md). */
const fixtureText = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../../../bench/fixtures', name), 'utf8');

/** The FEI's four- and five-star long-format results whose date starts with `from`. */
const longFormat = (from: string) => {
  const [header = '', ...rows] = fixtureText('fei-long-format-2008-2025.csv').trimEnd().split('\n');
  return [header, ...rows.filter((row) => row.split(',')[1]?.startsWith(from))].join('\n');
};

describe('real results files with eliminations, retirements and withdrawals import whole', () => {
  let t: TestApp;
  let admin: string;

  beforeEach(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterEach(async () => {
    await t.close();
  });

  /** Imports the file and counts each phase's failure statuses as stored. */
  const importFailures = async (name: string, content: string) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/results-history/import',
      cookie: admin,
      ...multipartFile('csvFile', name, content),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ResultsHistoryImport>();
    expect(body.errors).toEqual([]);
    const rows = await t.db
      .select({
        dr: resultsHistory.drStatus,
        sj: resultsHistory.sjStatus,
        xc: resultsHistory.xcStatus,
      })
      .from(resultsHistory);
    const tally = new Map<string, number>();
    for (const row of rows) {
      for (const [phase, status] of Object.entries(row)) {
        if (status && status !== 'OK') {
          tally.set(`${phase} ${status}`, (tally.get(`${phase} ${status}`) ?? 0) + 1);
        }
      }
    }
    return { body, failures: Object.fromEntries(tally) };
  };

  it('reads every US board code as its phase status', async () => {
    const { body, failures } = await importFailures(
      'us-eventing-2020-21.csv',
      fixtureText('us-eventing-2020-21.csv'),
    );
    expect(body).toMatchObject({ rows: 1266, events: 9 });
    // E, RF and TE are eliminations; R and MR retirements; W withdrawals (the file's own codes).
    expect(failures).toEqual({
      'dr EL': 2,
      'sj EL': 32,
      'sj RET': 5,
      'sj WD': 19,
      'xc EL': 51,
      'xc RET': 27,
      'xc WD': 45,
    });
  });

  it('reads the FEI\'s "EL XC-FH", "RET", "WD" and the rest as the phase each stopped in', async () => {
    const { body, failures } = await importFailures(
      'fei-long-format-2023.csv',
      longFormat('2023-'),
    );
    expect(body).toMatchObject({ rows: 566, created: 566 });
    expect(failures).toEqual({
      'dr EL': 3,
      'dr RET': 2,
      'dr WD': 2,
      'sj EL': 5,
      'sj RET': 2,
      'sj WD': 16,
      'xc EL': 75,
      'xc RET': 76,
      'xc WD': 22,
    });
  });

  it("keeps apart one rider's horses that share a word: Master Boy and Ashdale Cruise Master", async () => {
    const { body } = await importFailures('fei-long-format-2010-04.csv', longFormat('2010-04-'));
    // Kentucky, April 2010: 53 starts, Oliver Townend on both horses.
    expect(body).toMatchObject({ rows: 53, created: 53, repeated: 0, horsesCreated: 53 });
  });
});
