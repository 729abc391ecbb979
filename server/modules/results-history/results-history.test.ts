import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsHistoryImport } from '../../../contract/results-history';
import { athletes, horses, resultsHistory } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildAthlete, buildHorse, signedInUser } from '../../test/factories';
import { multipartFile } from '../imports/imports.test-support';
import { readableName, riderDisplayName } from './name-index';
import fs from 'node:fs';
import path from 'node:path';

const historyFile = () =>
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'history.csv'), 'utf8');

describe('results history API', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInUser(t.db, t.clock.now(), { isAdmin: true })).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const importHistory = (content: string, cookie = admin) =>
    t.request({
      method: 'POST',
      url: '/api/admin/results-history/import',
      cookie,
      ...multipartFile('csvFile', 'history.csv', content),
    });

  it('matches FEI-printed names to known riders and horses, creates the rest, and skips bad rows', async () => {
    const hua = await buildAthlete(t.db, { name: 'Alex Hua Tian', nationality: 'CHN' });
    const jilsonne = await buildHorse(t.db, { name: 'Jilsonne van Bornhof' });
    await buildAthlete(t.db, { name: 'John Smith', nationality: 'GBR' });
    const smithUsa = await buildAthlete(t.db, { name: 'John Smith', nationality: 'USA' });

    const response = await importHistory(historyFile());
    expect(response.statusCode).toBe(200);
    const body = response.json<ResultsHistoryImport>();
    expect(body).toMatchObject({
      events: 2,
      rows: 5,
      ridersCreated: 1,
      horsesCreated: 2,
      matched: 2,
    });
    expect(body.errors.map((error) => [error.rowIndex, error.error])).toEqual([
      [7, 'Invalid data format: event_date "2024-13-01" must be a real date as YYYY-MM-DD'],
      [8, 'Invalid data format: dressage "abc" is not a number'],
    ]);

    const runs = await t.db.select().from(resultsHistory).orderBy(asc(resultsHistory.id));
    expect(runs).toHaveLength(5);
    const huaRuns = runs.filter((run) => run.athleteId === hua.id);
    expect(huaRuns.map((run) => [run.eventName, run.horseId, run.drScore])).toEqual([
      ['Badminton', jilsonne.id, '28.5'],
      ['Burghley', jilsonne.id, '27.0'],
    ]);
    const smithRun = runs.find((run) => run.athleteId === smithUsa.id);
    expect(smithRun).toMatchObject({ xcStatus: 'EL', sjScore: null, sjStatus: null });
    const [zara] = await t.db.select().from(athletes).where(eq(athletes.name, 'Zara Newrider'));
    expect(zara).toMatchObject({ nationality: 'IRL' });
    const [brandNew] = await t.db.select().from(horses).where(eq(horses.name, 'Brand New Horse'));
    expect(runs.filter((run) => run.horseId === brandNew?.id)).toHaveLength(2);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await t.db.select().from(resultsHistory);
    const athleteCount = (await t.db.select().from(athletes)).length;
    const response = await importHistory(historyFile());
    expect(response.json()).toMatchObject({
      rows: 5,
      created: 0,
      updated: 0,
      unchanged: 5,
      ridersCreated: 0,
      horsesCreated: 0,
      matched: 5,
    });
    expect(await t.db.select().from(resultsHistory)).toEqual(before);
    expect(await t.db.select().from(athletes)).toHaveLength(athleteCount);
  });

  it('lists the history per event', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/admin/results-history',
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      events: [
        {
          eventName: 'Burghley',
          eventDate: '2024-09-01',
          level: 'CCI5*-L',
          levelCodes: ['CCI5*-L'],
          rows: 2,
        },
        {
          eventName: 'Badminton',
          eventDate: '2024-05-05',
          level: 'CCI5*-L',
          levelCodes: ['CCI5*-L'],
          rows: 3,
        },
      ],
      totalRows: 5,
    });
  });

  it('refuses a file without the required columns, naming them, and non-admins', async () => {
    const missing = await importHistory('event_name,rider\nX,Y\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain('event_date');
    const player = (await signedInUser(t.db, t.clock.now())).cookie;
    expect((await importHistory(historyFile(), player)).statusCode).toBe(403);
  });

  it('capitalises words printed in capitals for new records', () => {
    expect(readableName('Alex HUA TIAN')).toBe('Alex Hua Tian');
    expect(readableName('BALLAGHMOR CLASS')).toBe('Ballaghmor Class');
    expect(readableName('Jilsonne van Bornhof')).toBe('Jilsonne van Bornhof');
  });

  it('writes a rider given name first, whichever order FEI printed', () => {
    expect(riderDisplayName('SMITH Ann')).toBe('Ann Smith');
    expect(riderDisplayName('Ann SMITH')).toBe('Ann Smith');
    expect(riderDisplayName('HUA TIAN Alex')).toBe('Alex Hua Tian');
    expect(riderDisplayName('LLADONOSA PEIRETÓ Nuria')).toBe('Nuria Lladonosa Peiretó');
    expect(riderDisplayName('Oliver Townend')).toBe('Oliver Townend');
  });
});
