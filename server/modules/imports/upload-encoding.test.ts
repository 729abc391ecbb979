import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodingNote,
  type ResultsUploadResult,
  type StartlistResult,
} from '../../../contract/imports';
import { athletes, competitionEntries, horses } from '../../db/schema/index';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildAthlete, buildCompetition, buildEntry, buildHorse } from '../../test/factories';
import { multipartFile } from './imports.test-support';

const WESTERN_NOTE =
  'File read as Windows-1252 (Western European): if accented letters look wrong, save it as CSV UTF-8 and import it again.';

describe('the start list and results uploads name the encoding they read', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (url: string, field: string, content: string | Buffer) =>
    t.request({
      method: 'POST',
      url,
      cookie: admin,
      ...multipartFile(field, 'upload.csv', content),
    });
  const startlist = (id: number, content: string | Buffer) =>
    upload(`/api/admin/competitions/${id}/startlist`, 'startlist', content);
  const results = (id: number, content: string | Buffer) =>
    upload(`/api/admin/competitions/${id}/entries/upload`, 'csvFile', content);
  const riderNamed = (name: string) => t.db.select().from(athletes).where(eq(athletes.name, name));

  it('a start list answers with windows-1252 or utf-8, and a refused one with its message alone', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const western = iconv.encode(
      'start_order;rider;nationality;horse\r\n1;Zoé Lefèvre;FRA;Éclair de Lune\r\n2;Jörg Böhm;GER;Größenwahn\r\n',
      'windows-1252',
    );
    const read = await startlist(competition.id, western);
    expect(read.statusCode).toBe(200);
    const body = read.json<StartlistResult>();
    expect(body).toMatchObject({ created: 2, encoding: 'windows-1252' });
    expect(encodingNote(body.encoding)).toBe(WESTERN_NOTE);
    expect(await riderNamed('Zoé Lefèvre')).toHaveLength(1);
    const [horse] = await t.db.select().from(horses).where(eq(horses.name, 'Größenwahn'));
    expect(horse).toBeDefined();

    const utf8 = await startlist(
      competition.id,
      'start_order,rider,nationality,horse\n3,Jiří Přibyl,CZE,Šťastný\n',
    );
    expect(utf8.statusCode).toBe(200);
    expect(utf8.json<StartlistResult>()).toMatchObject({ created: 1, encoding: 'utf-8' });
    expect(await riderNamed('Jiří Přibyl')).toHaveLength(1);

    const refused = await startlist(
      competition.id,
      iconv.encode('start_order;rider;horse\r\nx;Zoé Lefèvre;Éclair de Lune\r\n', 'windows-1252'),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message:
        'Nothing was saved. Line 2: Invalid data format: start_order "x" is not a whole number.',
    });
  });

  it('a German athletes file from Excel is said to be Windows-1252, never Turkish', async () => {
    const response = await upload(
      '/api/admin/import-athletes',
      'csvFile',
      iconv.encode(
        'name;birth_date;nationality\r\nHans Müller;03/05/1990;GER\r\nJörg Kühn;12/11/1988;GER\r\n',
        'windows-1252',
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ imported: 2, encoding: 'windows-1252' });
    expect(await riderNamed('Jörg Kühn')).toHaveLength(1);
  });

  it('a results file answers with windows-1252 or utf-8, and a refused one with its message alone', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const rider = await buildAthlete(t.db, { name: 'Zoé Lefèvre', nationality: 'FRA' });
    const horse = await buildHorse(t.db, { name: 'Größenwahn' });
    const entry = await buildEntry(t.db, competition.id, {
      athleteId: rider.id,
      horseId: horse.id,
      price: '3.0',
    });
    const file = (price: string, id = entry.id) =>
      `entry_id,rider,horse,price\r\n${id},Zoé Lefèvre,Größenwahn,${price}\r\n`;

    const read = await results(competition.id, iconv.encode(file('4.5'), 'windows-1252'));
    expect(read.statusCode).toBe(200);
    const body = read.json<ResultsUploadResult>();
    expect(body).toEqual({
      message: 'Results uploaded: 1 entry updated.',
      updated: 1,
      ignoredColumns: [],
      encoding: 'windows-1252',
    });
    expect(encodingNote(body.encoding)).toBe(WESTERN_NOTE);

    const utf8 = await results(competition.id, file('5.0'));
    expect(utf8.statusCode).toBe(200);
    expect(utf8.json<ResultsUploadResult>()).toMatchObject({ updated: 1, encoding: 'utf-8' });
    const [stored] = await t.db
      .select({ price: competitionEntries.price })
      .from(competitionEntries)
      .where(eq(competitionEntries.id, entry.id));
    expect(stored?.price).toBe('5.0');

    const refused = await results(
      competition.id,
      iconv.encode(file('4.5', 999999), 'windows-1252'),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message:
        'Nothing was saved. Line 2: Invalid data format: entry_id 999999 is not an entry of this competition.',
    });
    const foreign = await results(
      competition.id,
      iconv.encode('entry_id;Fahrer\r\n1;Zoé\r\n', 'windows-1252'),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      message: expect.stringMatching(/^Nothing was saved: no column of this file/) as string,
    });
  });
});
