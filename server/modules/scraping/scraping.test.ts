import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompetition } from '../../../contract/admin-competitions';
import type { ScrapeResult } from '../../../contract/scraping';
import { competitionEntries, competitions, scrapedNameMatches } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import {
  buildAthlete,
  buildCompetition,
  buildEntry,
  buildHorse,
  signedInUser,
} from '../../test/factories';
import { startScoreboardFixtureServer, type FixtureServer } from './scoreboard-fixture-server';

describe('Scrape now', () => {
  let t: TestApp;
  let fixtures: FixtureServer;
  let admin: string;

  beforeAll(async () => {
    fixtures = await startScoreboardFixtureServer();
    t = await createTestApp({ scraperAllowedOrigins: [fixtures.origin] });
    admin = (await signedInUser(t.db, t.clock.now(), { isAdmin: true })).cookie;
  });
  afterAll(async () => {
    await t.close();
    await fixtures.close();
  });

  const entryFor = async (competitionId: number, rider: string, horse: string) => {
    const athlete = await buildAthlete(t.db, { name: rider });
    const horseRow = await buildHorse(t.db, { name: horse });
    return buildEntry(t.db, competitionId, { athleteId: athlete.id, horseId: horseRow.id });
  };
  const scrape = (id: number, cookie = admin) =>
    t.request({ method: 'POST', url: `/api/admin/competitions/${id}/scrape-now`, cookie });

  it('is for administrators only', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    expect((await scrape(competition.id, '')).statusCode).toBe(401);
    const player = await signedInUser(t.db, t.clock.now());
    expect((await scrape(competition.id, player.cookie)).statusCode).toBe(403);
  });

  it('says a scoring URL is needed first', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const response = await scrape(competition.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'This competition has no scoring URL: set one before scraping.',
    });
    expect((await scrape(999999)).statusCode).toBe(404);
  });

  it('reads the board, matches names, writes scores with points and positions, keeps lastScrapedAt', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), {
      status: 'live',
      isLive: true,
      scoringUrl: fixtures.url('short-format.html'),
    });
    const kitty = await entryFor(competition.id, 'Kitty King', 'Vendredi Biats');
    const boyd = await entryFor(competition.id, 'MARTIN Boyd', 'Tsetserleg');
    const karin = await entryFor(competition.id, 'Karin Donckers', 'Leipheimer van het Verahof');
    const typo = await entryFor(competition.id, 'Nicolas Touzain', 'Absolut Gold HDC');
    const response = await scrape(competition.id);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ScrapeResult>();
    expect(result).toMatchObject({
      rowsParsed: 9,
      matched: 3,
      updated: 3,
      unmatched: 6,
      skipped: 0,
    });
    expect(result.lastScrapedAt).toBe(t.clock.now().toISOString());

    const [stored] = await t.db
      .select()
      .from(competitions)
      .where(eq(competitions.id, competition.id));
    expect(stored?.lastScrapedAt?.toISOString()).toBe(t.clock.now().toISOString());
    const entry = async (id: number) =>
      (await t.db.select().from(competitionEntries).where(eq(competitionEntries.id, id)))[0];
    // Kitty King: 25.3 + 0 + 0 + 3.2 = 28.5; points 19 + 20 + 52 = 91.
    expect(await entry(kitty.id)).toMatchObject({
      drScore: '25.3',
      drStatus: null,
      sjStatus: 'OK',
      sjScore: '0.0',
      xcStatus: 'OK',
      xcjScore: '0.0',
      xctScore: '3.2',
      score: '28.5',
      drPts: '19.0',
      sjPts: '20.0',
      xcPts: '52.0',
      totalPts: '91.0',
      position: 1,
    });
    expect(await entry(boyd.id)).toMatchObject({ score: '29.0', position: 2, totalPts: '96.0' });
    expect(await entry(karin.id)).toMatchObject({
      drScore: '30.5',
      sjStatus: 'EL',
      xcStatus: null,
      position: null,
    });
    // A typo is left for auto-match or a person: scraping only matches exact and variation names.
    expect(await entry(typo.id)).toMatchObject({ drScore: null });

    const rows = await t.db
      .select()
      .from(scrapedNameMatches)
      .where(eq(scrapedNameMatches.competitionId, competition.id));
    expect(rows).toHaveLength(9);
    expect(rows.find((row) => row.matchedEntryId === boyd.id)).toMatchObject({
      scrapedAthleteName: 'Boyd Martin',
      scrapedHorseName: 'Tsetserleg TSF',
      matchType: 'variation',
      confidence: '0.95',
    });
    expect(rows.find((row) => row.matchedEntryId === kitty.id)).toMatchObject({
      matchType: 'exact',
      confidence: '1.00',
    });

    // A second run changes nothing and still reports the matches.
    const again = (await scrape(competition.id)).json<ScrapeResult>();
    expect(again).toMatchObject({ rowsParsed: 9, matched: 3, updated: 0, unmatched: 6 });

    // The public results show the scraped scores.
    const publicEntries = await t.request({
      method: 'GET',
      url: `/api/competitions/${competition.id}/entries`,
    });
    expect(publicEntries.statusCode).toBe(200);
    expect(publicEntries.body).toContain('25.3');
  });

  it('writes nothing from a page whose layout changed, and says why', async () => {
    fixtures.setPage(
      'changed.html',
      (await import('./scoreboard-fixture-server'))
        .readScoreboardFixture('short-format.html')
        .replace('>Dressage<', '>Dres.<'),
    );
    const competition = await buildCompetition(t.db, t.clock.now(), {
      scoringUrl: fixtures.url('changed.html'),
    });
    const kitty = await entryFor(competition.id, 'Kitty King', 'Vendredi Biats');
    const response = await scrape(competition.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'The scoreboard page has changed: missing column Dressage.',
    });
    const [entry] = await t.db
      .select()
      .from(competitionEntries)
      .where(eq(competitionEntries.id, kitty.id));
    expect(entry?.drScore).toBeNull();
    const [stored] = await t.db
      .select()
      .from(competitions)
      .where(eq(competitions.id, competition.id));
    expect(stored?.lastScrapedAt).toBeNull();
  });

  it('refuses a stored address outside the allowed origins and a missing page', async () => {
    const outside = await buildCompetition(t.db, t.clock.now(), {
      scoringUrl: 'https://evil.example/results.html',
    });
    const refused = await scrape(outside.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe(
      `Only addresses on ${fixtures.origin.replace('http://', '')} may be read: https://evil.example is not allowed.`,
    );
    const missing = await buildCompetition(t.db, t.clock.now(), {
      scoringUrl: fixtures.url('nothing-here.html'),
    });
    const answer = await scrape(missing.id);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ message: 'The scoreboard answered HTTP 404.' });
  });

  it('refuses a scoring URL outside the list when it is saved, with a clear message', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const response = await t.request({
      method: 'PUT',
      url: `/api/admin/competitions/${competition.id}/scraping`,
      payload: {
        scoringUrl: 'https://www.eventingscores.co.uk/uploads/events/1/x.html',
        scrapingEnabled: false,
      },
      cookie: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `scoringUrl: must be an https address on ${fixtures.origin.replace('http://', '')}`,
      field: 'scoringUrl',
    });
    const ok = await t.request({
      method: 'PUT',
      url: `/api/admin/competitions/${competition.id}/scraping`,
      payload: { scoringUrl: fixtures.url('short-format.html'), scrapingEnabled: true },
      cookie: admin,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<AdminCompetition>()).toMatchObject({ scrapingEnabled: true });
  });
});
