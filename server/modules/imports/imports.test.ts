import { asc, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classifyImportError,
  encodingNote,
  type AthleteImportResult,
  type EntryImportResult,
} from '../../../contract/imports';
import { athletes, competitionEntries, horses } from '../../db/schema/index';
import { openAdminApp, type TestApp } from '../../test/app';
import {
  buildAthlete,
  buildCompetition,
  buildEntry,
  buildHorse,
  signedInUser,
} from '../../test/factories';
import { fixture, multipartFile } from './imports.test-support';

describe('imports API', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (url: string, field: string, filename: string, content: string | Buffer) =>
    t.request({ method: 'POST', url, cookie: admin, ...multipartFile(field, filename, content) });
  const importAthletes = (content: string | Buffer, filename = 'athletes.csv') =>
    upload('/api/admin/import-athletes', 'csvFile', filename, content);
  const importEntries = (content: string | Buffer, filename = 'entries.csv') =>
    upload('/api/admin/import-competition-entries', 'csvFile', filename, content);
  const athleteByName = async (name: string) =>
    t.db.select().from(athletes).where(eq(athletes.name, name));
  const entriesOf = (competitionId: number) =>
    t.db
      .select()
      .from(competitionEntries)
      .where(eq(competitionEntries.competitionId, competitionId))
      .orderBy(asc(competitionEntries.id));

  describe('POST /api/admin/import-athletes', () => {
    it('imports a UTF-8 file with a BOM, quoted fields, CRLF and blank lines', async () => {
      const response = await importAthletes(fixture('athletes.csv'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        imported: 3,
        updated: 0,
        skipped: 0,
        errors: [],
        encoding: 'utf-8',
      });
      const [charlotte] = await athleteByName('Dujardin, Charlotte');
      expect(charlotte).toMatchObject({ birthDate: '1985-07-13', nationality: 'GBR' });
      const [oliver] = await athleteByName('Oliver Townend');
      expect(oliver).toMatchObject({ birthDate: '1978-02-05', nationality: 'GBR' });
    });

    it('takes a column named "__proto__" as an unknown column, not as the row object\'s prototype', async () => {
      const response = await importAthletes(
        'name,__proto__,birth_date,nationality\nProto Rider,1,01/01/1990,IRL\n',
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ imported: 1, errors: [] });
      expect(await athleteByName('Proto Rider')).toMatchObject([{ nationality: 'IRL' }]);
    });

    it('updates athletes already known by name, in any case, and refuses impossible dates per row', async () => {
      const response = await importAthletes(fixture('athletes-errors.csv'));
      expect(response.statusCode).toBe(200);
      const body = response.json<EntryImportResult & { updated: number }>();
      expect(body.imported).toBe(0);
      expect(body.updated).toBe(1);
      expect(body.skipped).toBe(3);
      expect(body.errors).toEqual([
        {
          rowIndex: 3,
          error: 'Invalid data format: birth_date "31/02/2025" is not a real date',
          data: { name: 'Ghost Rider', birth_date: '31/02/2025', nationality: 'IRL' },
        },
        {
          rowIndex: 4,
          error: 'Invalid data format: birth_date "1985-07-13" must be DD/MM/YYYY',
          data: { name: 'No Date Rider', birth_date: '1985-07-13', nationality: 'NZL' },
        },
        {
          rowIndex: 5,
          error: 'Invalid data format: name is empty',
          data: { name: '', birth_date: '01/01/1990', nationality: 'USA' },
        },
      ]);
      expect(await athleteByName('Ghost Rider')).toHaveLength(0);
      const again = await importAthletes(
        'name,birth_date,nationality\n  MICHAEL   JUNG ,01/08/1982,ger\n',
      );
      expect(again.json()).toMatchObject({ imported: 0, updated: 1 });
      const [michael] = await athleteByName('Michael Jung');
      expect(michael).toMatchObject({ birthDate: '1982-08-01', nationality: 'GER' });
    });

    it('says which encoding it read a file in, so a Windows-1250 file read as 1252 can be seen', async () => {
      const text = 'name,birth_date,nationality\r\nOskar Čapek,01/02/1990,CZE\r\n';
      const response = await importAthletes(iconv.encode(text, 'windows-1250'));
      expect(response.statusCode).toBe(200);
      const body = response.json<AthleteImportResult>();
      expect(body).toMatchObject({ imported: 1, encoding: 'windows-1252' });
      expect(await athleteByName('Oskar Èapek')).toHaveLength(1);
      expect(encodingNote(body.encoding)).toBe(
        'File read as Windows-1252 (Western European): if accented letters look wrong, save it as CSV UTF-8 and import it again.',
      );
      const utf16 = await importAthletes(
        Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')]),
      );
      expect(utf16.json<AthleteImportResult>()).toMatchObject({
        updated: 0,
        imported: 1,
        encoding: 'utf-16le',
      });
      expect(encodingNote('utf-16le')).toBe('File read as UTF-16.');
    });

    it('names the missing columns', async () => {
      const response = await importAthletes('name,nationality\nA,GBR\n');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Missing column: birth_date.' });
    });
  });

  describe('POST /api/admin/import-competition-entries', () => {
    it('imports the twelve columns, hfi as xcj10, with the default price when empty', async () => {
      const competition = await buildCompetition(t.db, t.clock.now());
      const [a1, a2, h1, h2] = [
        await buildAthlete(t.db),
        await buildAthlete(t.db),
        await buildHorse(t.db),
        await buildHorse(t.db),
      ];
      const text = fixture('entries.csv', {
        competition: competition.id,
        athlete1: a1.id,
        athlete2: a2.id,
        horse1: h1.id,
        horse2: h2.id,
      });
      const response = await importEntries(text);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        imported: 2,
        duplicates: 0,
        skipped: 0,
        errors: [],
        encoding: 'utf-8',
      });
      const [first, second] = await entriesOf(competition.id);
      expect(first).toMatchObject({
        athleteId: a1.id,
        horseId: h1.id,
        price: '3.5',
        ra6: '41.200',
        sj6: '4.000',
        xcj10: '0.500',
        tsp: '12.000',
        expPts: '75.500',
        eloIn: '1500.000',
        eloOut: '1512.250',
        hpr: '0.800',
      });
      expect(second).toMatchObject({ athleteId: a2.id, price: '2.0', ra6: null });

      const public_ = await t.request({
        method: 'GET',
        url: `/api/competitions/${competition.id}/entries`,
      });
      expect(public_.statusCode).toBe(200);
      expect(JSON.stringify(public_.json())).toContain(a1.name);

      const again = await importEntries(text);
      expect(again.json()).toEqual({
        imported: 0,
        duplicates: 2,
        skipped: 0,
        errors: [],
        encoding: 'utf-8',
      });
    });

    it('skips rows with a 12-digit price, a missing athlete, bad numbers and duplicates; writes the rest', async () => {
      const competition = await buildCompetition(t.db, t.clock.now());
      const rider = await buildAthlete(t.db);
      const horse = await buildHorse(t.db);
      const other = await buildHorse(t.db);
      const third = await buildHorse(t.db);
      const c = competition.id;
      const header =
        'competition_id,athlete_id,horse_id,price,ra6,sj6,hfi,tsp,exp_pts,elo_in,elo_out,hpr';
      const text = [
        header,
        `${c},${rider.id},${horse.id},123456789012,,,,,,,,`,
        `${c},999999,${horse.id},2.5,,,,,,,,`,
        `${c},,${horse.id},2.5,,,,,,,,`,
        `${c},${rider.id},${horse.id},abc,,,,,,,,`,
        `${c},${rider.id},${horse.id},2.55,,,,,,,,`,
        `${c},${rider.id},${other.id},4.0,,,,,,1234567,,`,
        `${c},${rider.id},${other.id},4.0,,,,,,,,`,
        `${c},${rider.id},${other.id},4.0,,,,,,,,`,
        `999999,${rider.id},${third.id},4.0,,,,,,,,`,
        `${c},${rider.id},${third.id},5.5,1.5,,,,,,,`,
      ].join('\n');
      const response = await importEntries(text);
      expect(response.statusCode).toBe(200);
      const body = response.json<EntryImportResult>();
      expect(body).toMatchObject({ imported: 2, duplicates: 1, skipped: 7 });
      expect(body.errors.map((e) => [e.rowIndex, e.error, classifyImportError(e.error)])).toEqual([
        [2, 'Numeric overflow: price 123456789012 does not fit (at most 9.9)', 'Numeric overflow'],
        [3, 'Missing reference: athlete_id 999999 does not exist', 'Missing reference'],
        [4, 'Missing reference: athlete_id is empty', 'Missing reference'],
        [5, 'Invalid data format: price "abc" is not a number', 'Invalid data format'],
        [6, 'Invalid data format: price 2.55 has more than 1 decimal place', 'Invalid data format'],
        [
          7,
          'Numeric overflow: elo_in 1234567 does not fit (at most 99999.999)',
          'Numeric overflow',
        ],
        [10, 'Missing reference: competition_id 999999 does not exist', 'Missing reference'],
      ]);
      expect(body.errors[0]?.data).toMatchObject({
        price: '123456789012',
        athlete_id: String(rider.id),
      });
      const rows = await entriesOf(c);
      expect(rows.map((r) => [r.horseId, r.price, r.ra6])).toEqual([
        [other.id, '4.0', null],
        [third.id, '5.5', '1.500'],
      ]);
    });
  });

  describe('file checks', () => {
    it('accepts only .csv by name', async () => {
      const response = await importAthletes('name,birth_date,nationality\n', 'athletes.xlsx');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: 'Only .csv files are accepted.' });
    });

    it('accepts only text by content', async () => {
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
      const response = await importEntries(png, 'entries.csv');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message:
          'This file cannot be read as text in any encoding spreadsheets save: save it as "CSV UTF-8" and upload it again.',
      });
    });

    it('refuses a 20 MB file with a clear 413', async () => {
      const big = `name,birth_date,nationality\n${'A Rider,01/01/1990,GBR\n'.repeat(910_000)}`;
      expect(big.length).toBeGreaterThan(20_000_000);
      const response = await importAthletes(big);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        message: 'The file is too large: CSV files can be at most 5 MB.',
      });
      expect(await athleteByName('A Rider')).toHaveLength(0);
    });

    it('asks for the file in the right form field, and for data rows', async () => {
      const wrongField = await upload('/api/admin/import-athletes', 'file', 'a.csv', 'name\n');
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json()).toEqual({
        message: 'Choose a .csv file to upload (form field csvFile).',
        field: 'csvFile',
      });
      const noRows = await importAthletes('\uFEFFname,birth_date,nationality\r\n\r\n');
      expect(noRows.statusCode).toBe(400);
      expect(noRows.json()).toEqual({ message: 'The file has no data rows.' });
      const json = await t.request({
        method: 'POST',
        url: '/api/admin/import-athletes',
        cookie: admin,
        payload: { csvFile: 'x' },
      });
      expect(json.statusCode).toBe(400);
    });
  });

  describe('POST /api/admin/competitions/:id/startlist', () => {
    const startlist = (id: number, content: string) =>
      upload(`/api/admin/competitions/${id}/startlist`, 'startlist', 'startlist.csv', content);

    it('creates unknown riders and horses, matches known ones in any case, sets start orders', async () => {
      const competition = await buildCompetition(t.db, t.clock.now());
      const known = await buildHorse(t.db, { name: 'BALLAGHMOR CLASS' });
      const ridersBefore = (await athleteByName('Oliver Townend')).length;
      const response = await startlist(competition.id, fixture('startlist.csv'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Startlist uploaded: 3 entries processed (3 new, 0 updated).',
        entriesProcessed: 3,
        created: 3,
        updated: 0,
        unchanged: 0,
        ridersCreated: 1,
        horsesCreated: 2,
        linked: [
          {
            rowIndex: 2,
            kind: 'rider',
            name: 'Oliver Townend',
            id: expect.any(Number) as number,
            linkedTo: 'Oliver Townend',
            by: 'name',
          },
          {
            rowIndex: 2,
            kind: 'horse',
            name: 'Ballaghmor Class',
            id: known.id,
            linkedTo: 'BALLAGHMOR CLASS',
            by: 'name',
          },
          {
            rowIndex: 4,
            kind: 'rider',
            name: 'oliver townend',
            id: expect.any(Number) as number,
            linkedTo: 'Oliver Townend',
            by: 'name',
          },
        ],
        encoding: 'utf-8',
      });
      expect(await athleteByName('Oliver Townend')).toHaveLength(ridersBefore);
      const [tim] = await athleteByName('Tim Price');
      expect(tim?.nationality).toBe('NZL');
      const rows = await t.db
        .select({
          order: competitionEntries.startOrder,
          price: competitionEntries.price,
          horse: horses.name,
        })
        .from(competitionEntries)
        .innerJoin(horses, eq(horses.id, competitionEntries.horseId))
        .where(eq(competitionEntries.competitionId, competition.id))
        .orderBy(asc(competitionEntries.startOrder));
      expect(rows).toEqual([
        { order: 1, price: '9.5', horse: known.name },
        { order: 2, price: '2.5', horse: 'Vitali, the Second' },
        { order: 3, price: '7.0', horse: 'Cooley Master Class' },
      ]);

      const reordered = await startlist(
        competition.id,
        'start_order,rider,nationality,horse\n7,OLIVER TOWNEND,GBR,ballaghmor class\n',
      );
      expect(reordered.json()).toMatchObject({
        message: 'Startlist uploaded: 1 entry processed (0 new, 1 updated).',
        entriesProcessed: 1,
        created: 0,
        updated: 1,
        unchanged: 0,
      });
      const [entry] = await t.db
        .select()
        .from(competitionEntries)
        .where(eq(competitionEntries.horseId, known.id));
      expect(entry).toMatchObject({ startOrder: 7, price: '9.5' });
    });

    it('is all or nothing: one bad row and nothing is written', async () => {
      const competition = await buildCompetition(t.db, t.clock.now());
      const text =
        'start_order,rider,nationality,horse,price\n1,New Rider One,GBR,New Horse One,3.0\nx,New Rider Two,GBR,New Horse Two,\n2,New Rider Three,GBR,New Horse Three,123\n';
      const response = await startlist(competition.id, text);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message:
          'Nothing was saved. Line 3: Invalid data format: start_order "x" is not a whole number. Line 4: Numeric overflow: price 123 does not fit (at most 9.9).',
      });
      expect(await athleteByName('New Rider One')).toHaveLength(0);
      expect(await entriesOf(competition.id)).toHaveLength(0);
      expect((await startlist(999999, fixture('startlist.csv'))).statusCode).toBe(404);
    });
  });

  describe('entries CSV download and results upload', () => {
    const download = (id: number, cookie = admin) =>
      t.request({ method: 'GET', url: `/api/admin/competitions/${id}/entries/csv`, cookie });
    const uploadResults = (id: number, content: string) =>
      upload(`/api/admin/competitions/${id}/entries/upload`, 'csvFile', 'results.csv', content);
    const parse = (text: string) =>
      Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
        header: true,
        skipEmptyLines: true,
      });

    it('names the file after the competition and neutralises formula cells', async () => {
      const competition = await buildCompetition(t.db, t.clock.now(), {
        name: 'Badminton Horse Trials 2026',
      });
      const rider = await buildAthlete(t.db, { name: '=HYPERLINK("http://evil.test","x")' });
      await buildEntry(t.db, competition.id, { athleteId: rider.id, eloIn: '-5', startOrder: 1 });
      const response = await download(competition.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain(
        'filename="Badminton_Horse_Trials_2026_entries.csv"',
      );
      const [row] = parse(response.body).data;
      expect(row?.rider).toBe('\'=HYPERLINK("http://evil.test","x")');
      expect(row?.elo_in).toBe("'-5");
      const unchanged = await uploadResults(competition.id, response.body);
      expect(unchanged.json()).toEqual({
        message: 'Results uploaded: 0 entries updated.',
        updated: 0,
        ignoredColumns: [],

        encoding: 'utf-8',
      });
    });

    it('round trip: download, edit two entries, upload changes exactly those and recomputes points', async () => {
      const competition = await buildCompetition(t.db, t.clock.now());
      for (let order = 1; order <= 5; order += 1) {
        await buildEntry(t.db, competition.id, { startOrder: order, price: '3.0' });
      }
      const before = await entriesOf(competition.id);
      const file = parse((await download(competition.id)).body);
      expect(file.data).toHaveLength(5);
      const [first, , third] = file.data;
      if (!first || !third) throw new Error('rows missing');
      first.dr_score = '30.0';
      first.sj_status = 'CLEAR';
      first.sj_score = '4';
      third.price = '4.5';
      third.hfi = '0.25';
      const edited = Papa.unparse({ fields: file.meta.fields ?? [], data: file.data });

      const response = await uploadResults(competition.id, edited);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Results uploaded: 2 entries updated.',
        updated: 2,
        ignoredColumns: [],

        encoding: 'utf-8',
      });

      const after = await entriesOf(competition.id);
      const changedIds = after
        .filter((row, i) => JSON.stringify(row) !== JSON.stringify(before[i]))
        .map((row) => row.id);
      expect(changedIds).toEqual([Number(first.entry_id), Number(third.entry_id)]);
      const scored = after.find((row) => row.id === Number(first.entry_id));
      expect(scored).toMatchObject({
        drScore: '30.0',
        sjStatus: 'OK',
        sjScore: '4.0',
        drPts: '15.0',
        sjPts: '16.0',
        totalPts: '31.0',
        score: '34.0',
        position: 1,
      });
      expect(after.find((row) => row.id === Number(third.entry_id))).toMatchObject({
        price: '4.5',
        xcj10: '0.250',
        totalPts: '0.0',
      });
    });

    it('refuses the whole file when one row is wrong', async () => {
      const competition = await buildCompetition(t.db, t.clock.now());
      const stranger = await buildEntry(t.db, (await buildCompetition(t.db, t.clock.now())).id);
      const entry = await buildEntry(t.db, competition.id, { startOrder: 1 });
      const text = `entry_id,dr_score,xc_status\n${entry.id},28.5,OK\n${stranger.id},30,OK\n${entry.id},abc,MAYBE\n`;
      const response = await uploadResults(competition.id, text);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: `Nothing was saved. Line 3: Invalid data format: entry_id ${stranger.id} is not an entry of this competition. Line 4: Invalid data format: entry_id ${entry.id} is also on line 2.`,
      });
      const [row] = await entriesOf(competition.id);
      expect(row?.drScore).toBeNull();
      const missing = await uploadResults(competition.id, 'rider\nX\n');
      expect(missing.json()).toEqual({ message: 'Missing column: entry_id.' });
      expect((await download(999999)).statusCode).toBe(404);
    });
  });

  describe('refuses visitors (401) and players (403)', () => {
    const endpoints: Array<{ method: 'GET' | 'POST'; url: string }> = [
      { method: 'POST', url: '/api/admin/import-athletes' },
      { method: 'POST', url: '/api/admin/import-competition-entries' },
      { method: 'POST', url: '/api/admin/competitions/1/startlist' },
      { method: 'GET', url: '/api/admin/competitions/1/entries/csv' },
      { method: 'POST', url: '/api/admin/competitions/1/entries/upload' },
    ];
    for (const { method, url } of endpoints) {
      it(`${method} ${url}`, async () => {
        const player = (await signedInUser(t.db, t.clock.now())).cookie;
        const file = method === 'POST' ? multipartFile('csvFile', 'a.csv', 'name\nx\n') : {};
        const visitor = await t.request({ method, url, ...file });
        expect(visitor.statusCode).toBe(401);
        expect(visitor.json()).toEqual({ message: 'You need to be signed in to do that.' });
        const member = await t.request({ method, url, cookie: player, ...file });
        expect(member.statusCode).toBe(403);
        expect(member.json()).toEqual({ message: 'Admin privileges required.' });
        expect(await athleteByName('x')).toHaveLength(0);
      });
    }
  });
});
