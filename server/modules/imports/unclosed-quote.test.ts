import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, type AthleteImportResult } from '../../../contract/imports';
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

/** The riders the refused files name; nothing holding any of them may be stored. */
const RIDERS = ['Quote Start', 'Second Person', 'Third Person'];

describe('a CSV upload with a quote that never closes', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (url: string, field: string, content: string) =>
    t.request({ method: 'POST', url, cookie: admin, ...multipartFile(field, 'uq.csv', content) });
  const storedAthletes = async () =>
    (await t.db.select({ name: athletes.name }).from(athletes)).filter(({ name }) =>
      RIDERS.some((rider) => name.includes(rider)),
    );

  it('is refused by the athletes import, naming the line the quote opens on, and nothing is stored', async () => {
    const text = [
      'name,birth_date,nationality',
      '"Quote Start,01/01/1990,GBR',
      'Second Person,02/02/1992,FRA',
      'Third Person,03/03/1993,IRL',
      '',
    ].join('\n');
    const response = await upload('/api/admin/import-athletes', 'csvFile', text);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(IMPORT_MESSAGES.unclosedQuote(2));
    expect(await storedAthletes()).toEqual([]);
  });

  it('is refused by the start list upload on its spreadsheet line, and nothing is stored', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const text = [
      'start_order,rider,nationality,horse',
      '1,Second Person,FRA,Second Horse',
      '',
      '2,"Quote Start,GBR,Quote Horse',
      '3,Third Person,IRL,Third Horse',
    ].join('\r\n');
    const response = await upload(
      `/api/admin/competitions/${competition.id}/startlist`,
      'startlist',
      text,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(IMPORT_MESSAGES.unclosedQuote(4));
    expect(
      await t.db
        .select()
        .from(competitionEntries)
        .where(eq(competitionEntries.competitionId, competition.id)),
    ).toEqual([]);
    expect(await storedAthletes()).toEqual([]);
    expect(await t.db.select().from(horses).where(eq(horses.name, 'Second Horse'))).toEqual([]);
  });

  it('is refused by the results history import, and nothing is stored', async () => {
    const text = [
      'event_name,event_date,level,rider,nationality,horse,dressage,sj_penalties,xc_jump_penalties,xc_time_penalties',
      'Quote Trials,2024-05-01,CCI3*-S,Second Person,FRA,Second Horse,30.1,0,0,0',
      'Quote Trials,2024-05-01,CCI3*-S,"Quote Start,GBR,Quote Horse,31.2,4,0,1.2',
      'Quote Trials,2024-05-01,CCI3*-S,Third Person,IRL,Third Horse,28.4,0,0,0',
    ].join('\n');
    const response = await upload('/api/admin/results-history/import', 'csvFile', text);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(IMPORT_MESSAGES.unclosedQuote(3));
    expect(
      await t.db.select().from(resultsHistory).where(eq(resultsHistory.eventName, 'Quote Trials')),
    ).toEqual([]);
    expect(await storedAthletes()).toEqual([]);
  });

  const entriesOf = (competitionId: number) =>
    t.db
      .select()
      .from(competitionEntries)
      .where(eq(competitionEntries.competitionId, competitionId))
      .orderBy(competitionEntries.id);

  it('is refused by the entries import, and no entry is stored', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const [first, second] = [await buildAthlete(t.db), await buildAthlete(t.db)];
    const [horse1, horse2] = [await buildHorse(t.db), await buildHorse(t.db)];
    if (!first || !second || !horse1 || !horse2) throw new Error('no athletes or horses');
    const text = [
      'competition_id,athlete_id,horse_id,price,ra6,sj6,hfi,tsp,exp_pts,elo_in,elo_out,hpr',
      `${competition.id},${first.id},${horse1.id},3.0,1,1,1,1,1,1,1,1`,
      `${competition.id},${second.id},${horse2.id},"2.5,1,1,1,1,1,1,1,1`,
      '',
    ].join('\n');
    const response = await upload('/api/admin/import-competition-entries', 'csvFile', text);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(IMPORT_MESSAGES.unclosedQuote(3));
    expect(await entriesOf(competition.id)).toEqual([]);
  });

  it('is refused by the entries upload on its line, and no entry changes', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const entry = await buildEntry(t.db, competition.id, { drScore: '30.0' });
    const other = await buildEntry(t.db, competition.id, { drScore: '28.0' });
    const before = await entriesOf(competition.id);
    const text = [
      'entry_id,dr_score,sj_score',
      `${entry.id},25.0,0`,
      `${other.id},"22.0,4`,
      '',
    ].join('\r\n');
    const response = await upload(
      `/api/admin/competitions/${competition.id}/entries/upload`,
      'csvFile',
      text,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(IMPORT_MESSAGES.unclosedQuote(3));
    expect(await entriesOf(competition.id)).toEqual(before);
  });

  it('is refused by the name matcher upload, and no scraped row or score is stored', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const entry = await buildEntry(t.db, competition.id);
    const before = await entriesOf(competition.id);
    const [athlete] = await t.db.select().from(athletes).where(eq(athletes.id, entry.athleteId));
    const [horse] = await t.db.select().from(horses).where(eq(horses.id, entry.horseId));
    if (!athlete || !horse) throw new Error('the entry has no athlete or horse');
    const text = [
      'position,rider,horse,nationality,dressage_score,total_score',
      `1,${athlete.name},${horse.name},GBR,25.0,25.0`,
      '2,"Quote Start,Quote Horse,GBR,26.0,26.0',
      '3,Third Person,Third Horse,IRL,27.0,27.0',
    ].join('\n');
    const response = await upload(
      `/api/admin/competitions/${competition.id}/match-scraped-data`,
      'csvFile',
      text,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(IMPORT_MESSAGES.unclosedQuote(3));
    expect(
      await t.db
        .select()
        .from(scrapedNameMatches)
        .where(eq(scrapedNameMatches.competitionId, competition.id)),
    ).toEqual([]);
    expect(await entriesOf(competition.id)).toEqual(before);
  });

  it('reads a quote inside a name as written', async () => {
    const text = 'name,birth_date,nationality\nNuala O"Neill,01/01/1990,IRL\n';
    const response = await upload('/api/admin/import-athletes', 'csvFile', text);
    expect(response.statusCode).toBe(200);
    expect(response.json<AthleteImportResult>()).toMatchObject({ imported: 1, errors: [] });
    const stored = await t.db.select().from(athletes).where(eq(athletes.name, 'Nuala O"Neill'));
    expect(stored.map(({ nationality }) => nationality)).toEqual(['IRL']);
  });
});
