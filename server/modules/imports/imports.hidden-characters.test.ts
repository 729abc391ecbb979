import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasHiddenCharacters } from '../../../contract/names';
import { athletes, horses, resultsHistory, scrapedNameMatches } from '../../db/schema/index';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildCompetition } from '../../test/factories';
import { CellError, parseRider } from '../scraping/scoreboard-cells';
import { multipartFile } from './imports.test-support';

/**
 * The rule of every name form (no text-direction overrides, zero-width or other invisible
 * characters) holds for every way a name gets in: the athletes import, the start list, the
 * results-history import, the scraped-data matcher and the scraper. Rows with such a name are
 * refused with the reason and nothing of them is stored.
 */
const RLO = '\u202E';
const ZWSP = '\u200B';
const refusal = (column: string) =>
  `${column} must not contain invisible, control or text-direction characters.`;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await openAdminApp());
});
afterAll(async () => {
  await t.close();
});

const upload = (url: string, field: string, content: string) =>
  t.request({ method: 'POST', url, cookie: admin, ...multipartFile(field, 'file.csv', content) });

/** Every stored name of riders, horses, history events and scraped rows. */
async function storedNames(): Promise<string[]> {
  return [
    ...(await t.db.select({ name: athletes.name }).from(athletes)).map((row) => row.name),
    ...(await t.db.select({ name: horses.name }).from(horses)).map((row) => row.name),
    ...(await t.db.select({ name: resultsHistory.eventName }).from(resultsHistory)).map(
      (row) => row.name,
    ),
    ...(await t.db.select().from(scrapedNameMatches)).flatMap((row) => [
      row.scrapedAthleteName,
      row.scrapedHorseName,
    ]),
  ];
}

describe('names with hidden characters, whichever way they come in', () => {
  it('the athletes import refuses the row and keeps the others', async () => {
    const response = await upload(
      '/api/admin/import-athletes',
      'csvFile',
      `name,birth_date,nationality\n${RLO}gnp.exe,,GBR\nClean${ZWSP}Rider,,GBR\nPlain Rider,,GBR\n`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{ imported: number; errors: Array<{ error: string }> }>();
    expect(body.imported).toBe(1);
    expect(body.errors.map((error) => error.error)).toEqual([
      `Invalid data format: ${refusal('name')}`,
      `Invalid data format: ${refusal('name')}`,
    ]);
  });

  it('the results-history import refuses rows with such a rider, horse or event name', async () => {
    const header =
      'event_name,event_date,level,rider,nationality,horse,dressage,sj_penalties,xc_jump_penalties,xc_time_penalties';
    const row = (event: string, rider: string, horse: string) =>
      `${event},2024-05-05,CCI4*-S,${rider},GBR,${horse},30.1,0,0,0`;
    const response = await upload(
      '/api/admin/results-history/import',
      'csvFile',
      [
        header,
        row('Burnham', `Ann${RLO}Rider`, 'Grey Horse'),
        row('Burnham', 'Bea Rider', `Bay${ZWSP}Horse`),
        row(`Burn${RLO}ham`, 'Cat Rider', 'Dun Horse'),
        row('Burnham', 'Dee Rider', 'Roan Horse'),
      ].join('\n'),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{ rows: number; errors: Array<{ error: string }> }>();
    expect(body.rows).toBe(1);
    expect(body.errors.map((error) => error.error)).toEqual([
      `Invalid data format: ${refusal('rider')}`,
      `Invalid data format: ${refusal('horse')}`,
      `Invalid data format: ${refusal('event_name')}`,
    ]);
  });

  it('the start list refuses the file, naming the row', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const response = await upload(
      `/api/admin/competitions/${competition.id}/startlist`,
      'startlist',
      `start_order,rider,nationality,horse,price\n1,Eve Rider,GBR,Chestnut${RLO}Horse,3.0\n`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toContain(refusal('horse'));
  });

  it('the scraped-data matcher refuses the file, naming the line', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const response = await upload(
      `/api/admin/competitions/${competition.id}/match-scraped-data`,
      'csvFile',
      `Position,Rider,Horse,Nationality,Dressage_Score,Total_Score\n1,Fay${ZWSP}Rider (GBR),Black Horse,GBR,28.0,28.0\n`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `Line 2: ${refusal('Rider')}`,
      field: 'csvFile',
    });
  });

  it('the scraper reports such a rider as a bad row', () => {
    expect(() => parseRider(`Gus${RLO}Rider (GBR)`)).toThrow(
      new CellError('Rider must not contain invisible, control or text-direction characters'),
    );
    expect(parseRider('Gus Rider (gbr)')).toEqual({ name: 'Gus Rider', nationality: 'GBR' });
  });

  it('stores no name with a hidden character', async () => {
    const names = await storedNames();
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter(hasHiddenCharacters)).toEqual([]);
  });
});
