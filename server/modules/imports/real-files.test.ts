import fs from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartlistResult } from '../../../contract/imports';
import { athletes, competitionEntries, horses } from '../../db/schema/index';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildCompetition } from '../../test/factories';
import { multipartFile } from './imports.test-support';

const real = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'real', name));

describe('imports of real files as spreadsheets save them', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (url: string, field: string, filename: string, content: Buffer) =>
    t.request({ method: 'POST', url, cookie: admin, ...multipartFile(field, filename, content) });
  const startlist = (competitionId: number, content: Buffer) =>
    upload(
      `/api/admin/competitions/${competitionId}/startlist`,
      'startlist',
      'startlist.csv',
      content,
    );
  const entriesOf = (competitionId: number) =>
    t.db
      .select({
        id: competitionEntries.id,
        bridle: competitionEntries.bridleNumber,
        order: competitionEntries.startOrder,
        rider: athletes.name,
        nation: athletes.nationality,
        horse: horses.name,
        drScore: competitionEntries.drScore,
        xcjScore: competitionEntries.xcjScore,
        xctScore: competitionEntries.xctScore,
        score: competitionEntries.score,
        totalPts: competitionEntries.totalPts,
      })
      .from(competitionEntries)
      .innerJoin(athletes, eq(athletes.id, competitionEntries.athleteId))
      .innerJoin(horses, eq(horses.id, competitionEntries.horseId))
      .where(eq(competitionEntries.competitionId, competitionId))
      .orderBy(asc(competitionEntries.startOrder));

  it('reads a Windows-1252 start list with semicolons and "SURNAME Given (NAT)" riders; an unchanged re-upload updates nothing', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const response = await startlist(
      competition.id,
      real('startlist-westerstede-windows-1252.csv'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<StartlistResult>()).toMatchObject({
      entriesProcessed: 10,
      created: 10,
      ridersCreated: 9,
      horsesCreated: 10,
      linked: [],
    });
    const rows = await entriesOf(competition.id);
    expect(rows.slice(0, 3).map((r) => [r.order, r.bridle, r.rider, r.nation, r.horse])).toEqual([
      [1, 201, 'Anna Theresa Börke', 'GER', 'Zacky Zack'],
      [2, 202, 'Calvin Böckmann', 'GER', 'Bubine P'],
      [3, 203, 'Calvin Böckmann', 'GER', 'Nu Pagadi 5'],
    ]);
    expect(rows.find((r) => r.bridle === 206)?.rider).toBe('Jérôme Robiné');
    expect(rows.find((r) => r.bridle === 209)?.rider).toBe('Nuria Lladonosa Peiretó');

    const again = (
      await startlist(competition.id, real('startlist-westerstede-windows-1252.csv'))
    ).json<StartlistResult>();
    expect(again).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 10,
      ridersCreated: 0,
      horsesCreated: 0,
    });
    expect(again.message).toBe('Startlist uploaded: 10 entries processed (0 new, 0 updated).');
    expect(again.linked.filter((link) => link.kind === 'horse')).toHaveLength(10);
    expect(again.linked[0]).toEqual({
      rowIndex: 2,
      kind: 'rider',
      name: 'BÖRKE Anna Theresa',
      id: expect.any(Number) as number,
      linkedTo: 'Anna Theresa Börke',
      by: 'name',
    });

    // The results as a German spreadsheet saves them: semicolons, decimal commas, Windows-1252.
    const ids = Object.fromEntries(rows.map((row) => [`e${row.bridle}`, String(row.id)]));
    const text = iconv
      .decode(real('results-westerstede-semicolon-decimal-comma.csv'), 'windows-1252')
      .replace(/\{(e\d+)\}/g, (_match, key: string) => ids[key] ?? key);
    const results = await upload(
      `/api/admin/competitions/${competition.id}/entries/upload`,
      'csvFile',
      'westerstede-results.csv',
      iconv.encode(text, 'windows-1252'),
    );
    expect(results.statusCode).toBe(200);
    expect(results.json()).toMatchObject({ updated: 10 });
    const scored = await entriesOf(competition.id);
    // Anna Theresa Börke and Zacky Zack: 31.1 + 0 + 20 + 10 = 61.1; 13 + 20 + (60 − 20 − 25) = 48.
    expect(scored[0]).toMatchObject({
      drScore: '31.1',
      xcjScore: '20.0',
      xctScore: '10.0',
      score: '61.1',
      totalPts: '48.0',
    });
  });

  it('reads a UTF-16 start list (Excel "Unicode text", tabs) with "Given SURNAME (NAT)" riders', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const response = await startlist(competition.id, real('startlist-vittel-utf-16.csv'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: 6, ridersCreated: 4, horsesCreated: 6 });
    const rows = await entriesOf(competition.id);
    expect(rows.map((r) => [r.bridle, r.rider, r.nation, r.horse])).toEqual([
      [31, 'Mélody Johner', 'SUI', 'Captain Thin Lizzy'],
      [32, 'Mélody Johner', 'SUI', 'Erin'],
      [33, 'Benoît Johner', 'SUI', 'Nobel'],
      [34, 'Antonia Müller', 'SUI', 'Colandro Low'],
      [35, 'Patrick Rüegg', 'SUI', 'Hosana Du Viallard AA'],
      [36, 'Patrick Rüegg', 'SUI', 'Tabaro'],
    ]);
  });

  it("reads a start list with FEI's headers and no start order column: the rows start in the file's order", async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const response = await startlist(competition.id, real('startlist-bramham-no-order-utf-8.csv'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: 5 });
    const rows = await entriesOf(competition.id);
    expect(rows.map((r) => [r.order, r.bridle, r.rider, r.nation, r.horse])).toEqual([
      [1, 101, 'Alex Hua Tian', 'CHN', 'Chapel House'],
      [2, 102, 'Alexander Bragg', 'GBR', 'Jaeger Master'],
      [3, 103, 'Alexandra Knowles', 'USA', 'Leo Santos'],
      [4, 104, 'Alice Casburn', 'GBR', 'Topspin'],
      [5, 105, 'Alicia Wilkinson', 'GBR', 'Chilli Bill'],
    ]);
  });

  it('still refuses an empty cell in a start order column', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const response = await startlist(
      competition.id,
      Buffer.from(
        'Order,No.,Athlete,NF,Horse\r\n1,101,Alex HUA TIAN,CHN,CHAPEL HOUSE\r\n,102,Alexander BRAGG,GBR,JAEGER MASTER\r\n',
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('start_order is empty');
    expect(await entriesOf(competition.id)).toEqual([]);
  });
});
