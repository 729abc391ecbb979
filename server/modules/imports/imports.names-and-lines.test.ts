import { eq, ilike, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classifyImportError,
  type AthleteImportResult,
  type EntryImportResult,
} from '../../../contract/imports';
import { athletes, competitionEntries, horses } from '../../db/schema/index';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildAthlete, buildCompetition, buildHorse } from '../../test/factories';
import { multipartFile } from './imports.test-support';

const formulaRefusal = (column: string) =>
  `Invalid data format: ${column} cannot start with =, +, -, @, a tab or a carriage return (spreadsheets run it as a formula)`;

describe('imports: formula-looking names and spreadsheet line numbers', () => {
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
  const formulaAthletes = () =>
    t.db
      .select()
      .from(athletes)
      .where(or(ilike(athletes.name, '%HYPERLINK%'), ilike(athletes.name, '%cmd|%')));

  it('athlete import refuses formula names as Invalid data format rows, on their spreadsheet lines', async () => {
    const text = [
      'name,birth_date,nationality',
      '"=HYPERLINK(""http://evil.test"",""Click"")",01/01/1990,GBR',
      'Sane Rider,02/02/1991,IRL',
      '',
      '+cmd|calc,,GBR',
      '-2+3,,GBR',
      '@SUM(A1),,GBR',
      '"\tTabbed Rider",,GBR',
      '"\rReturned Rider",,GBR',
      'Jean-Luc Hyphen,,FRA',
    ].join('\r\n');
    const response = await upload('/api/admin/import-athletes', 'csvFile', text);
    expect(response.statusCode).toBe(200);
    const body = response.json<AthleteImportResult>();
    expect(body).toMatchObject({ imported: 2, updated: 0, skipped: 6 });
    expect(body.errors.map((e) => [e.rowIndex, e.error, classifyImportError(e.error)])).toEqual(
      [2, 5, 6, 7, 8, 9].map((line) => [line, formulaRefusal('name'), 'Invalid data format']),
    );
    expect(body.errors[0]?.data.name).toBe('=HYPERLINK("http://evil.test","Click")');
    expect(await formulaAthletes()).toEqual([]);
    expect(await t.db.select().from(athletes).where(eq(athletes.name, 'Tabbed Rider'))).toEqual([]);
    const [hyphen] = await t.db.select().from(athletes).where(eq(athletes.name, 'Jean-Luc Hyphen'));
    expect(hyphen?.nationality).toBe('FRA');
  });

  it('a start list with a formula rider or horse is refused whole, naming the lines', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const text = [
      'start_order,rider,nationality,horse',
      '1,Fine Rider,GBR,Fine Horse',
      '2,=HYPERLINK("http://evil.test"),GBR,Second Horse',
      '',
      '3,Third Rider,GBR,@Horse',
    ].join('\n');
    const response = await upload(
      `/api/admin/competitions/${competition.id}/startlist`,
      'startlist',
      text,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: `Nothing was saved. Line 3: ${formulaRefusal('rider')}. Line 5: ${formulaRefusal('horse')}.`,
    });
    expect(
      await t.db
        .select()
        .from(competitionEntries)
        .where(eq(competitionEntries.competitionId, competition.id)),
    ).toEqual([]);
    expect(await t.db.select().from(horses).where(eq(horses.name, '@Horse'))).toEqual([]);
    expect(await formulaAthletes()).toEqual([]);
  });

  it('entry import errors and start-list duplicates name spreadsheet lines (the header is line 1)', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const rider = await buildAthlete(t.db);
    const horse = await buildHorse(t.db);
    const c = competition.id;
    const text = [
      'competition_id,athlete_id,horse_id,price,ra6,sj6,hfi,tsp,exp_pts,elo_in,elo_out,hpr',
      `${c},${rider.id},${horse.id},3.0,,,,,,,,`,
      '',
      `${c},${rider.id},${horse.id},abc,,,,,,,,`,
      `"${c}","${rider.id}","${horse.id}","1`,
      `0.5",,,,,,,,`,
      `${c},,${horse.id},2.5,,,,,,,,`,
    ].join('\n');
    const entries = await upload('/api/admin/import-competition-entries', 'csvFile', text);
    expect(entries.statusCode).toBe(200);
    expect(
      entries
        .json<EntryImportResult>()
        .errors.map((e) => [e.rowIndex, classifyImportError(e.error)]),
    ).toEqual([
      [4, 'Invalid data format'],
      [5, 'Invalid data format'],
      [6, 'Missing reference'],
    ]);

    const other = await buildCompetition(t.db, t.clock.now());
    const repeated = await upload(
      `/api/admin/competitions/${other.id}/startlist`,
      'startlist',
      'start_order,rider,horse\n1,A Rider,A Horse\n\n1,B Rider,B Horse\n',
    );
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json()).toEqual({
      message: 'Nothing was saved. Line 4: Invalid data format: start_order 1 is also on line 2.',
    });
  });

  it('a start list naming one combination in two ways is refused with both lines, every time', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const text = [
      'start_order;rider;horse',
      '1;SMITH Ann (GBR);QUINTUS 134 (GER)',
      '2;Other Rider (IRL);Other Horse',
      '3;"Smith, Ann";Quintus 134',
    ].join('\r\n');
    const url = `/api/admin/competitions/${competition.id}/startlist`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await upload(url, 'startlist', text);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message:
          'Nothing was saved. Line 4: Invalid data format: Smith, Ann with Quintus 134 is also on line 2, written SMITH Ann with QUINTUS 134 (GER).',
      });
    }
    expect(
      await t.db
        .select()
        .from(competitionEntries)
        .where(eq(competitionEntries.competitionId, competition.id)),
    ).toEqual([]);
  });

  it('a start list creates riders and horses without the nation in brackets after their names', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const text = ['start_order,rider,horse', '1,NATIONS Ann (GBR),QUINTUS NATION 134 (GER)'].join(
      '\n',
    );
    const url = `/api/admin/competitions/${competition.id}/startlist`;
    const response = await upload(url, 'startlist', text);
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = await t.db
      .select({ rider: athletes.name, nationality: athletes.nationality, horse: horses.name })
      .from(competitionEntries)
      .innerJoin(athletes, eq(athletes.id, competitionEntries.athleteId))
      .innerJoin(horses, eq(horses.id, competitionEntries.horseId))
      .where(eq(competitionEntries.competitionId, competition.id));
    expect(entry).toEqual({
      rider: 'Ann Nations',
      nationality: 'GBR',
      horse: 'Quintus Nation 134',
    });
  });
});
