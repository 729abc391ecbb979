import { asc, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodingNote } from '../../../contract/imports';
import type { ResultsHistoryImport } from '../../../contract/results-history';
import { athletes, horses, resultsHistory } from '../../db/schema/index';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildAthlete, buildHorse, signedInUser } from '../../test/factories';
import { multipartFile } from '../imports/imports.test-support';
import fs from 'node:fs';
import path from 'node:path';

const historyFile = () =>
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'history.csv'), 'utf8');

describe('results history API', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const importHistory = (content: string | Buffer, cookie = admin) =>
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
      [
        7,
        'Invalid data format: event_date "2024-13-01" must be a real date as YYYY-MM-DD or DD/MM/YYYY',
      ],
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

  it('stores new names as written, and puts only names printed in capitals in readable case', async () => {
    const header =
      'event_name,event_date,level,rider,nationality,horse,dressage,sj_penalties,xc_jump_penalties,xc_time_penalties\n';
    const rows = [
      ['Carl Hester', 'GBR', 'JL Dublin'],
      ['Carl Hester', 'GBR', 'Cola III'],
      ['Carl Hester', 'GBR', "D'Accord FRH"],
      ['MCEWEN Tom', 'GBR', 'CLASSIC VI'],
      ["Ciara O'CONNOR", 'IRL', 'BALLAGHMOR CLASS'],
    ];
    const csv = rows.map(([rider, nation, horse]) => {
      const quoted = (text = '') => `"${text.replaceAll('"', '""')}"`;
      return `Kentucky,2025-04-27,CCI5*-L,${quoted(rider)},${nation},${quoted(horse)},25.0,0,0,0`;
    });
    const response = await importHistory(header + csv.join('\n') + '\n');
    expect(response.json()).toMatchObject({ ridersCreated: 3, horsesCreated: 5, errors: [] });

    const horseNames = await t.db
      .select({ name: horses.name })
      .from(horses)
      .orderBy(asc(horses.id));
    expect(horseNames.map((horse) => horse.name).slice(-5)).toEqual([
      'JL Dublin',
      'Cola III',
      "D'Accord FRH",
      'Classic VI',
      'Ballaghmor Class',
    ]);
    const riderNames = await t.db
      .select({ name: athletes.name })
      .from(athletes)
      .orderBy(asc(athletes.id));
    expect(riderNames.map((rider) => rider.name).slice(-3)).toEqual([
      'Carl Hester',
      'Tom McEwen',
      "Ciara O'Connor",
    ]);
  });

  it('answers with the encoding it read the file in, and a refused file with its message alone', async () => {
    const header =
      'event_name;event_date;level;rider;nationality;horse;dressage;sj_penalties;xc_jump_penalties;xc_time_penalties\r\n';
    const western = iconv.encode(
      `${header}Saumur;2025-05-18;CCI4*-L;Zoé Lefèvre;FRA;Éclair de Lune;29,5;0;0;1,2\r\nLuhmühlen;2025-06-15;CCI4*-S;Jörg Böhm;GER;Größenwahn;31,0;4;0;0\r\n`,
      'windows-1252',
    );
    const read = await importHistory(western);
    expect(read.statusCode).toBe(200);
    const body = read.json<ResultsHistoryImport>();
    expect(body).toMatchObject({ rows: 2, created: 2, errors: [], encoding: 'windows-1252' });
    expect(encodingNote(body.encoding)).toBe(
      'File read as Windows-1252 (Western European): if accented letters look wrong, save it as CSV UTF-8 and import it again.',
    );
    const [zoe] = await t.db.select().from(athletes).where(eq(athletes.name, 'Zoé Lefèvre'));
    expect(zoe).toMatchObject({ nationality: 'FRA' });

    const utf8 = await importHistory(
      `${header}Jardy;2025-07-06;CCI3*-S;Jiří Přibyl;CZE;Šťastný;33,0;0;0;0\r\n`,
    );
    expect(utf8.statusCode).toBe(200);
    expect(utf8.json<ResultsHistoryImport>()).toMatchObject({ created: 1, encoding: 'utf-8' });
    expect(await t.db.select().from(athletes).where(eq(athletes.name, 'Jiří Přibyl'))).toHaveLength(
      1,
    );

    const refused = await importHistory(
      iconv.encode('event_name;rider\r\nSaumur;Zoé\r\n', 'windows-1252'),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message:
        'Missing columns: event_date, level, nationality, horse, dressage, sj_penalties, xc_jump_penalties, xc_time_penalties.',
    });
  });
});
