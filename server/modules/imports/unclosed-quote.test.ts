import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, type AthleteImportResult } from '../../../contract/imports';
import { athletes, competitionEntries, horses, resultsHistory } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompetition, signedInUser } from '../../test/factories';
import { multipartFile } from './imports.test-support';

/** The riders the refused files name; nothing holding any of them may be stored. */
const RIDERS = ['Quote Start', 'Second Person', 'Third Person'];

describe('a CSV upload with a quote that never closes', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInUser(t.db, t.clock.now(), { isAdmin: true })).cookie;
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

  it('reads a quote inside a name as written', async () => {
    const text = 'name,birth_date,nationality\nNuala O"Neill,01/01/1990,IRL\n';
    const response = await upload('/api/admin/import-athletes', 'csvFile', text);
    expect(response.statusCode).toBe(200);
    expect(response.json<AthleteImportResult>()).toMatchObject({ imported: 1, errors: [] });
    const stored = await t.db.select().from(athletes).where(eq(athletes.name, 'Nuala O"Neill'));
    expect(stored.map(({ nationality }) => nationality)).toEqual(['IRL']);
  });
});
