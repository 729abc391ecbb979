import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchUploadResult } from '../../../contract/matching';
import {
  athletes,
  competitionEntries,
  horses,
  resultsHistory,
  scrapedNameMatches,
} from '../../db/schema/index';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildAthlete, buildCompetition, buildEntry, buildHorse } from '../../test/factories';
import { multipartFile } from './imports.test-support';
import { SPREADSHEET_SAVES, encodingOf, saveSheet } from './spreadsheet-files.test-support';

/**
 * Every upload of the admin area with the bytes Excel, Numbers and LibreOffice write: BOMs, code
 * pages, UTF-16, semicolons and decimal commas, padded cells and headers, quoted commas and line
 * breaks, rows of separators only, FEI status words and dashes for no penalties.
 */
describe.each(SPREADSHEET_SAVES)('uploads saved as %s', (save) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, field: string, content: Buffer) =>
    t.request({
      method: 'POST',
      url,
      cookie: admin,
      ...multipartFile(field, 'sheet.csv', content),
    });
  const entriesOf = (competitionId: number) =>
    t.db
      .select({
        id: competitionEntries.id,
        bridle: competitionEntries.bridleNumber,
        price: competitionEntries.price,
        rider: athletes.name,
        nation: athletes.nationality,
        horse: horses.name,
        drScore: competitionEntries.drScore,
        sjStatus: competitionEntries.sjStatus,
        sjScore: competitionEntries.sjScore,
        xcStatus: competitionEntries.xcStatus,
        xcjScore: competitionEntries.xcjScore,
        xctScore: competitionEntries.xctScore,
        score: competitionEntries.score,
      })
      .from(competitionEntries)
      .innerJoin(athletes, eq(athletes.id, competitionEntries.athleteId))
      .innerJoin(horses, eq(horses.id, competitionEntries.horseId))
      .where(eq(competitionEntries.competitionId, competitionId))
      .orderBy(asc(competitionEntries.startOrder));

  const START_LIST = [
    [' Start Order ', 'No.', 'RIDER', 'Horse ', 'Price'],
    ['1', '012', 'MÜLLER Thomas (GER)', 'QUINTUS 134', '3.5'],
    ['2', '13', 'Aoife Ó CONAILL (IRL)', 'Cooley\nQuicksilver', '2.0'],
    [' 3 ', ' 14 ', '  Bärbel Schäfer ', 'Zoë, the Mare', '4.1'],
    ['4', '15', 'Zoë Lefèvre (FRA)', 'Núñez Œuvre', '9.9'],
    ['', '', '', '', ''],
    ['', '', '', '', ''],
  ];

  async function startList() {
    const competition = await buildCompetition(t.db, t.clock.now(), { status: 'live' });
    const response = await post(
      `/api/admin/competitions/${competition.id}/startlist`,
      'startlist',
      saveSheet(save, START_LIST),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ encoding: encodingOf(save) });
    return { competition, entries: await entriesOf(competition.id) };
  }

  it('the start list keeps every accent, bridle number and price', async () => {
    const { entries } = await startList();
    expect(entries.map((e) => [e.bridle, e.rider, e.nation, e.horse, e.price])).toEqual([
      [12, 'Thomas Müller', 'GER', 'Quintus 134', '3.5'],
      [13, 'Aoife Ó Conaill', 'IRL', 'Cooley Quicksilver', '2.0'],
      [14, 'Bärbel Schäfer', null, 'Zoë, the Mare', '4.1'],
      [15, 'Zoë Lefèvre', 'FRA', 'Núñez Œuvre', '9.9'],
    ]);
  });

  it('the start list refuses a lettered bridle number, naming line and column, and saves nothing', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const rows = START_LIST.map((row, index) =>
      index === 3 ? ['3', 'A12', ...row.slice(2)] : row,
    );
    const response = await post(
      `/api/admin/competitions/${competition.id}/startlist`,
      'startlist',
      saveSheet(save, rows),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message:
        'Nothing was saved. Line 4: Invalid data format: bridle_number "A12" is not a whole number.',
    });
    expect(await entriesOf(competition.id)).toEqual([]);
  });

  it('the results file reads status words, dashes and zeros as a final results sheet writes them', async () => {
    const { competition, entries } = await startList();
    const [a, b, c, d] = entries.map((entry) => String(entry.id));
    const response = await post(
      `/api/admin/competitions/${competition.id}/entries/upload`,
      'csvFile',
      saveSheet(save, [
        ['Entry ID', ' DR_Score', 'SJ_Status', 'SJ_Score ', 'XC_Status', 'XCJ_Score', 'XCT_Score'],
        [a ?? '', '32.5', 'OK', '0', 'OK', '0', '10.4'],
        [b ?? '', ' 28.0 ', '', '4', '', '-', '0.4'],
        [c ?? '', '30.1', '', '-', 'Eliminated', '', ''],
        [d ?? '', '27.3', 'Withdrawn', '', 'OK', '20', '2.0'],
        ['', '', '', '', '', '', ''],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ updated: 4 });
    const scored = await entriesOf(competition.id);
    expect(
      scored.map((e) => [e.drScore, e.sjStatus, e.sjScore, e.xcStatus, e.xcjScore, e.xctScore]),
    ).toEqual([
      ['32.5', 'OK', '0.0', 'OK', '0.0', '10.4'],
      ['28.0', 'OK', '4.0', 'OK', null, '0.4'],
      ['30.1', null, null, 'EL', null, null],
      ['27.3', 'WD', null, 'OK', '20.0', '2.0'],
    ]);
    expect(scored.map((e) => e.score)).toEqual(['42.9', '32.4', '30.1', '49.3']);
  });

  it('the results file refuses a decimal comma in a comma-separated sheet, naming line and column', async () => {
    const { competition, entries } = await startList();
    const [a] = entries.map((entry) => String(entry.id));
    const response = await post(
      `/api/admin/competitions/${competition.id}/entries/upload`,
      'csvFile',
      // A text cell typed with a comma in a sheet that separates with commas comes back quoted.
      saveSheet(save, [
        ['entry_id', 'dr_score'],
        [a ?? '', '32.5 pts'],
      ]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message:
        'Nothing was saved. Line 2: Invalid data format: dr_score "32.5 pts" is not a number.',
    });
    expect((await entriesOf(competition.id)).map((e) => e.drScore)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('the athletes import keeps accents, commas and padded codes', async () => {
    const response = await post(
      '/api/admin/import-athletes',
      'csvFile',
      saveSheet(save, [
        ['Name', 'Birth_Date ', ' nationality'],
        ['Hans Müller', '03/05/1990', 'GER'],
        ['Siobhán Ó Conaill', '12/11/1988', 'irl'],
        ['Schäfer, Bärbel', '1/1/1975', ' GER '],
        ['Zoë Brontë', '29/02/1996', 'FRA'],
        ['', '', ''],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: 4, skipped: 0, encoding: encodingOf(save) });
    const stored = await t.db
      .select({ name: athletes.name, born: athletes.birthDate, nation: athletes.nationality })
      .from(athletes)
      .where(isNotNull(athletes.birthDate))
      .orderBy(asc(athletes.id));
    expect(stored).toEqual([
      { name: 'Hans Müller', born: '1990-05-03', nation: 'GER' },
      { name: 'Siobhán Ó Conaill', born: '1988-11-12', nation: 'IRL' },
      { name: 'Schäfer, Bärbel', born: '1975-01-01', nation: 'GER' },
      { name: 'Zoë Brontë', born: '1996-02-29', nation: 'FRA' },
    ]);
  });

  it('the athletes import reads birth dates as German and Dutch Excel write them, day first', async () => {
    const response = await post(
      '/api/admin/import-athletes',
      'csvFile',
      saveSheet(save, [
        ['name', 'birth_date', 'nationality'],
        ['Jörg Kühn', '03.05.1990', 'GER'],
        ['Sanne de Vries', '7-11-1988', 'NED'],
        ['Björn Åberg', '31.02.1990', 'SWE'],
        ['Nils Öberg', '1990-05-03', 'SWE'],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      imported: number;
      errors: Array<{ rowIndex: number; error: string }>;
    }>();
    expect(body.imported).toBe(2);
    expect(body.errors.map(({ rowIndex, error }) => [rowIndex, error])).toEqual([
      [4, 'Invalid data format: birth_date "31.02.1990" is not a real date'],
      [5, 'Invalid data format: birth_date "1990-05-03" must be DD/MM/YYYY'],
    ]);
    const stored = await t.db
      .select({ name: athletes.name, born: athletes.birthDate })
      .from(athletes)
      .where(inArray(athletes.name, ['Jörg Kühn', 'Sanne de Vries', 'Björn Åberg', 'Nils Öberg']))
      .orderBy(asc(athletes.id));
    expect(stored).toEqual([
      { name: 'Jörg Kühn', born: '1990-05-03' },
      { name: 'Sanne de Vries', born: '1988-11-07' },
    ]);
  });

  it('the entries import reads every statistic exactly', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const rider = await buildAthlete(t.db, { name: 'Bärbel Schäfer' });
    const [first, second] = [await buildHorse(t.db), await buildHorse(t.db)];
    const ids = [String(competition.id), String(rider.id)];
    const response = await post(
      '/api/admin/import-competition-entries',
      'csvFile',
      saveSheet(save, [
        [
          'Competition_ID',
          'Athlete_ID',
          'Horse_ID',
          'Price',
          'RA6',
          'SJ6',
          'HFI',
          'TSP',
          'Exp_Pts',
          'Elo_In',
          'Elo_Out',
          'HPR',
        ],
        [
          ...ids,
          String(first?.id),
          '2.5',
          '31.25',
          '4.0',
          '0.8',
          '0.65',
          '71.3',
          '1500.5',
          '1510',
          '88.125',
        ],
        [...ids, ` ${second?.id} `, '', '', '', '', '', '', '', '', ''],
        ['', '', '', '', '', '', '', '', '', '', '', ''],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: 2, skipped: 0 });
    const stored = await t.db
      .select({
        price: competitionEntries.price,
        ra6: competitionEntries.ra6,
        xcj10: competitionEntries.xcj10,
        tsp: competitionEntries.tsp,
        eloIn: competitionEntries.eloIn,
        hpr: competitionEntries.hpr,
      })
      .from(competitionEntries)
      .where(eq(competitionEntries.competitionId, competition.id))
      .orderBy(asc(competitionEntries.horseId));
    expect(stored).toEqual([
      {
        price: '2.5',
        ra6: '31.250',
        xcj10: '0.800',
        tsp: '0.650',
        eloIn: '1500.500',
        hpr: '88.125',
      },
      { price: '2.5', ra6: null, xcj10: null, tsp: null, eloIn: null, hpr: null },
    ]);
  });

  it('the name matcher reads accents, places, dashes and status words', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), {
      status: 'live',
      isLive: true,
    });
    const rider = await buildAthlete(t.db, { name: 'Thomas Müller' });
    const horse = await buildHorse(t.db, { name: 'Zoë, the Mare' });
    const entry = await buildEntry(t.db, competition.id, {
      athleteId: rider.id,
      horseId: horse.id,
    });
    const response = await post(
      `/api/admin/competitions/${competition.id}/match-scraped-data`,
      'csvFile',
      saveSheet(save, [
        ['Position', 'Rider ', 'Horse', 'Nationality', 'Dressage_Score', 'Total_Score'],
        ['1', 'Thomas Müller (GER)', 'Zoë, the Mare', 'GER', '32.5', '36.5'],
        ['=2', 'Aoife Ó Conaill', 'Núñez', 'irl', '28.0', '-'],
        ['', 'Bärbel Schäfer', 'Quintus', 'GER', 'Withdrawn', ''],
        ['', '', '', '', '', ''],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<MatchUploadResult>();
    expect(body).toMatchObject({ total_scraped: 3, matched: 1, unmatched: 2 });
    expect(body.matched_entries).toEqual([
      {
        position: '1',
        rider: 'Thomas Müller',
        horse: 'Zoë, the Mare',
        dr_score: 32.5,
        match_score: 1,
        updated: true,
      },
    ]);
    expect(body.unmatched_report).toEqual([
      {
        position: '=2',
        rider: 'Aoife Ó Conaill',
        horse: 'Núñez',
        nationality: 'IRL',
        dr_score: 28,
      },
      {
        position: '',
        rider: 'Bärbel Schäfer',
        horse: 'Quintus',
        nationality: 'GER',
        dr_score: null,
      },
    ]);
    const [stored] = await t.db
      .select({ drScore: competitionEntries.drScore })
      .from(competitionEntries)
      .where(eq(competitionEntries.id, entry.id));
    expect(stored?.drScore).toBe('32.5');
    const withdrawn = await t.db
      .select({ scores: scrapedNameMatches.scrapedData })
      .from(scrapedNameMatches)
      .where(eq(scrapedNameMatches.scrapedAthleteName, 'Bärbel Schäfer'));
    expect(withdrawn).toEqual([
      { scores: expect.objectContaining({ dressage: { status: 'WD' } }) as unknown },
    ]);
  });

  it('the results history reads event dates as Excel rewrites them, day first', async () => {
    const header = [
      'event_name',
      'event_date',
      'level',
      'rider',
      'nationality',
      'horse',
      'dressage',
      'sj_penalties',
      'xc_jump_penalties',
      'xc_time_penalties',
    ];
    const rest = ['', '', ''];
    const response = await post(
      '/api/admin/results-history/import',
      'csvFile',
      saveSheet(save, [
        header,
        ['Marbach', '2024-05-12', 'CCI4*-S', 'Jörg KÜHN', 'GER', 'GÖTZ', '30.5', ...rest],
        ['Marbach', '12.05.2024', 'CCI4*-S', 'Sanne DE VRIES', 'NED', 'ZEEBRA', '31.0', ...rest],
        ['Marbach', '12/05/2024', 'CCI4*-S', 'Björn ÅBERG', 'SWE', 'ÄLVA', '32.5', ...rest],
        ['Marbach', '5/13/2024', 'CCI4*-S', 'Nils ÖBERG', 'SWE', 'ÖRN', '33.0', ...rest],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      events: number;
      rows: number;
      errors: Array<{ rowIndex: number; error: string }>;
    }>();
    expect(body).toMatchObject({ events: 1, rows: 3 });
    expect(body.errors.map(({ rowIndex, error }) => [rowIndex, error])).toEqual([
      [
        5,
        'Invalid data format: event_date "5/13/2024" must be a real date as YYYY-MM-DD or DD/MM/YYYY',
      ],
    ]);
    const days = await t.db
      .selectDistinct({ day: resultsHistory.eventDate })
      .from(resultsHistory)
      .where(eq(resultsHistory.eventName, 'Marbach'));
    expect(days).toEqual([{ day: '2024-05-12' }]);
  });

  it('the results history reads FEI names, status words and dashes', async () => {
    const response = await post(
      '/api/admin/results-history/import',
      'csvFile',
      saveSheet(save, [
        [
          'Event_Name',
          'Event_Date',
          'Level',
          'Rider',
          'Nationality',
          'Horse',
          'Dressage',
          'SJ_Penalties',
          'XC_Jump_Penalties',
          'XC_Time_Penalties',
          'DR_Status',
          'SJ_Status',
          'XC_Status',
        ],
        [
          'Luhmühlen',
          '2024-06-16',
          'CCI5*-L, CCI4*-S',
          'MÜLLER Hans',
          'GER',
          'QUINTUS 134',
          '32.5',
          '0',
          '0',
          '10.4',
          '',
          '',
          '',
        ],
        [
          'Luhmühlen',
          '2024-06-16',
          'CCI5*-L',
          'Aoife Ó CONAILL',
          'IRL',
          'COOLEY X',
          '28.0',
          '-',
          '-',
          '',
          '',
          '',
          'Retired',
        ],
        [
          'Luhmühlen',
          '2024-06-16',
          'CCI5*-L',
          'Zoë LEFÈVRE',
          'FRA',
          'OEUVRE',
          '30.0',
          '',
          '',
          '',
          '',
          'Withdrawn',
          'Eliminated',
        ],
        ['', '', '', '', '', '', '', '', '', '', '', '', ''],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      rows: 3,
      created: 3,
      errors: [],
      encoding: encodingOf(save),
    });
    const runs = await t.db
      .select({
        rider: athletes.name,
        level: resultsHistory.level,
        dr: resultsHistory.drScore,
        sj: resultsHistory.sjScore,
        sjStatus: resultsHistory.sjStatus,
        xcj: resultsHistory.xcjScore,
        xct: resultsHistory.xctScore,
        xcStatus: resultsHistory.xcStatus,
      })
      .from(resultsHistory)
      .innerJoin(athletes, eq(athletes.id, resultsHistory.athleteId))
      .where(eq(resultsHistory.eventName, 'Luhmühlen'))
      .orderBy(asc(resultsHistory.id));
    expect(runs).toEqual([
      {
        rider: 'Hans Müller',
        level: 'CCI5*-L, CCI4*-S',
        dr: '32.5',
        sj: '0.0',
        sjStatus: null,
        xcj: '0.0',
        xct: '10.4',
        xcStatus: null,
      },
      {
        rider: 'Aoife Ó Conaill',
        level: 'CCI5*-L',
        dr: '28.0',
        sj: null,
        sjStatus: null,
        xcj: null,
        xct: null,
        xcStatus: 'RET',
      },
      {
        rider: 'Zoë Lefèvre',
        level: 'CCI5*-L',
        dr: '30.0',
        sj: null,
        sjStatus: 'WD',
        xcj: null,
        xct: null,
        xcStatus: 'EL',
      },
    ]);
  });
});
