import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompetition } from '../../../contract/admin-competitions';
import type { ScoreHistory } from '../../../contract/score-history';
import type { ScrapeLog, ScrapeResult } from '../../../contract/scraping';
import { competitionEntries, competitions, scrapedNameMatches } from '../../db/schema/index';
import { openAdminApp, type TestApp } from '../../test/app';
import {
  buildAthlete,
  buildCompetition,
  buildEntry,
  buildHorse,
  signedInUser,
} from '../../test/factories';
import {
  GATEWAY_EVENT,
  readScoreboardFixture,
  startScoreboardFixtureServer,
  type FixtureServer,
} from './scoreboard-fixture-server';

describe('Scrape now', () => {
  let t: TestApp;
  let fixtures: FixtureServer;
  let admin: string;

  beforeAll(async () => {
    fixtures = await startScoreboardFixtureServer();
    ({ t, admin } = await openAdminApp({ scraperAllowedOrigins: [fixtures.origin] }));
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
      level: 'CCI4*-S',
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
    expect(result.summary).toBe(
      'Read 9 rows (9 with scores): 3 matched, 3 entries changed, 6 unmatched.',
    );
    expect(result.log).toMatchObject({
      trigger: 'manual',
      outcome: 'ok',
      source: 'board',
      rowsRead: 9,
      rowsScored: 9,
      problems: [],
    });
    expect(result.log.changes.find((change) => change.entryId === kitty.id)).toEqual({
      entryId: kitty.id,
      rider: 'Kitty King',
      horse: 'Vendredi Biats',
      fields: [
        { field: 'Dressage', before: null, after: '25.3' },
        { field: 'SJ', before: null, after: '0.0' },
        { field: 'XCJ', before: null, after: '0.0' },
        { field: 'XCT', before: null, after: '3.2' },
        { field: 'Total', before: null, after: '28.5' },
        { field: 'Position', before: null, after: '1' },
      ],
    });
    expect(result.log.unmatchedRows).toHaveLength(6);
    expect(result.log.unmatchedRows).toContainEqual({
      rider: 'Nicolas Touzaint',
      horse: 'Absolut Gold HDC',
      nationality: 'FRA',
    });

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
    expect(again.log.changes).toEqual([]);

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
    const log = await t.request({
      method: 'GET',
      url: `/api/admin/competitions/${competition.id}/scrape-log`,
      cookie: admin,
    });
    expect(log.json<ScrapeLog>().entries).toMatchObject([
      {
        outcome: 'failed',
        source: 'board',
        rowsRead: 0,
        summary: 'Nothing read: The scoreboard page has changed: missing column Dressage.',
        problems: ['The scoreboard page has changed: missing column Dressage.'],
      },
    ]);
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
    expect(answer.json()).toMatchObject({
      message: 'The scoreboard has no page at this address (HTTP 404): check the scoring URL.',
    });
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

  it('reads a board whose rows carry no class completely, and logs the changes before and after', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), {
      status: 'live',
      isLive: true,
      startDate: new Date(t.clock.now().getTime() - 24 * 60 * 60 * 1000),
      scoringUrl: fixtures.url('classless-sj-day.html'),
      level: 'CCI4*-S',
    });
    const sammi = await entryFor(competition.id, 'Sammi Birch', 'MBF Quidams Touch');
    const max = await entryFor(competition.id, 'Max Warburton', 'Primitive Funtime');
    const astier = await entryFor(competition.id, 'Astier Nicolas', 'Hitchqote du Coudray');
    const response = await scrape(competition.id);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ScrapeResult>();
    expect(result).toMatchObject({
      rowsParsed: 8,
      rowsScored: 7,
      matched: 3,
      updated: 3,
      unmatched: 5,
      problems: [],
      summary: 'Read 8 rows (7 with scores): 3 matched, 3 entries changed, 5 unmatched.',
    });
    const entry = async (id: number) =>
      (await t.db.select().from(competitionEntries).where(eq(competitionEntries.id, id)))[0];
    expect(await entry(sammi.id)).toMatchObject({
      drScore: '34.4',
      sjStatus: 'OK',
      sjScore: '5.6',
      xcStatus: null,
      score: '40.0',
    });
    expect(await entry(max.id)).toMatchObject({ drScore: '36.1', sjStatus: 'EL' });
    // Show jumping not yet ridden: its start time is no score.
    expect(await entry(astier.id)).toMatchObject({
      drScore: '23.5',
      sjStatus: null,
      sjScore: null,
    });
    expect(result.log.changes.find((change) => change.entryId === max.id)?.fields).toEqual([
      { field: 'Dressage', before: null, after: '36.1' },
      { field: 'SJ', before: null, after: 'EL' },
      { field: 'Total', before: null, after: '36.1' },
    ]);

    const log = await t.request({
      method: 'GET',
      url: `/api/admin/competitions/${competition.id}/scrape-log?limit=5`,
      cookie: admin,
    });
    expect(log.statusCode).toBe(200);
    expect(log.json<ScrapeLog>().entries).toEqual([result.log]);
  });

  it('says so when a class has started but no score could be read, and not before', async () => {
    const day = 24 * 60 * 60 * 1000;
    const started = await buildCompetition(t.db, t.clock.now(), {
      startDate: new Date(t.clock.now().getTime() - day),
      scoringUrl: fixtures.url('classless-not-started.html'),
    });
    const result = (await scrape(started.id)).json<ScrapeResult>();
    expect(result).toMatchObject({
      rowsParsed: 3,
      rowsScored: 0,
      problems: [
        "No score could be read from the scoreboard's 3 rows although the class began on 2026-05-31: check the scoring URL and the board.",
      ],
      summary: 'Read 3 rows (0 with scores): 0 matched, 0 entries changed, 3 unmatched. 1 problem.',
    });
    expect(result.log.outcome).toBe('problems');

    const upcoming = await buildCompetition(t.db, t.clock.now(), {
      scoringUrl: fixtures.url('classless-not-started.html'),
    });
    const early = (await scrape(upcoming.id)).json<ScrapeResult>();
    expect(early).toMatchObject({ rowsScored: 0, problems: [] });
    expect(early.log.outcome).toBe('ok');
  });

  it('shows a header it does not recognise as a problem', async () => {
    fixtures.setPage(
      'extra-column.html',
      readScoreboardFixture('classless-sj-day.html').replace('<th>Place</th>', '<th>Pens</th>'),
    );
    const competition = await buildCompetition(t.db, t.clock.now(), {
      scoringUrl: fixtures.url('extra-column.html'),
      level: 'CCI4*-S',
    });
    const result = (await scrape(competition.id)).json<ScrapeResult>();
    expect(result.problems).toEqual([
      'The scoreboard has a column we do not recognise ("Pens"): its cells are not read.',
    ]);
    expect(result.log.outcome).toBe('problems');
  });

  it('reads an event section through the JSON gateway', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), {
      scoringUrl: `${fixtures.origin}/?eventid=${GATEWAY_EVENT}&section=a`,
      level: 'CCI4*-S',
    });
    const sammi = await entryFor(competition.id, 'Sammi Birch', 'MBF Quidams Touch');
    const before = fixtures.gatewayForms().length;
    const response = await scrape(competition.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ScrapeResult>()).toMatchObject({
      rowsParsed: 8,
      rowsScored: 7,
      matched: 1,
      problems: [],
      log: { source: 'gateway' },
    });
    expect(fixtures.gatewayForms().slice(before)).toEqual([
      { Action: 'getSectionResults', fid_competition: GATEWAY_EVENT, section: 'A' },
      { Action: 'getEntryList', fid_competition: GATEWAY_EVENT },
    ]);
    const [stored] = await t.db
      .select()
      .from(competitionEntries)
      .where(eq(competitionEntries.id, sammi.id));
    expect(stored).toMatchObject({ drScore: '34.4', sjScore: '5.6' });

    // A section with no results yet, once its class (2026-09-18 on the entry list) has begun.
    const sectionB = await buildCompetition(t.db, t.clock.now(), {
      scoringUrl: `${fixtures.origin}/?eventid=${GATEWAY_EVENT}&section=B`,
    });
    expect((await scrape(sectionB.id)).json<ScrapeResult>().problems).toEqual([]);
    t.clock.set(new Date('2026-09-18T09:00:00Z'));
    try {
      const later = (await signedInUser(t.db, t.clock.now(), { isAdmin: true })).cookie;
      expect((await scrape(sectionB.id, later)).json<ScrapeResult>().problems).toEqual([
        "The scoreboard has no results table yet although the class began on 2026-09-18: check the scoring URL's event and section.",
      ]);
      const missing = await buildCompetition(t.db, t.clock.now(), {
        startDate: new Date('2026-09-17T08:00:00Z'),
        scoringUrl: `${fixtures.origin}/?eventid=${GATEWAY_EVENT}&section=Z`,
      });
      expect((await scrape(missing.id, later)).json<ScrapeResult>().problems).toEqual([
        `Section Z is not on the entry list of event ${GATEWAY_EVENT}.`,
        "The scoreboard has no results table yet although the class began on 2026-09-17: check the scoring URL's event and section.",
      ]);
    } finally {
      t.clock.set(new Date('2026-06-01T12:00:00Z'));
    }
  });

  it('refuses a gateway answer that is not JSON, and logs it', async () => {
    fixtures.setSection(GATEWAY_EVENT, 'C', '<html>Maintenance</html>');
    const competition = await buildCompetition(t.db, t.clock.now(), {
      scoringUrl: `${fixtures.origin}/?eventid=${GATEWAY_EVENT}&section=C`,
    });
    const response = await scrape(competition.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message:
        'The scoreboard gateway did not answer JSON for the section results: the site may have changed.',
    });
    const log = await t.request({
      method: 'GET',
      url: `/api/admin/competitions/${competition.id}/scrape-log`,
      cookie: admin,
    });
    expect(log.json<ScrapeLog>().entries[0]).toMatchObject({
      outcome: 'failed',
      source: 'gateway',
    });
  });

  it('serves the scrape log to administrators only, checking its limit', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const url = `/api/admin/competitions/${competition.id}/scrape-log`;
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    const player = await signedInUser(t.db, t.clock.now());
    expect((await t.request({ method: 'GET', url, cookie: player.cookie })).statusCode).toBe(403);
    const empty = await t.request({ method: 'GET', url, cookie: admin });
    expect(empty.json<ScrapeLog>()).toEqual({ entries: [] });
    const bad = await t.request({ method: 'GET', url: `${url}?limit=0`, cookie: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'limit must be a whole number from 1 to 50',
      field: 'limit',
    });
    const missing = await t.request({
      method: 'GET',
      url: '/api/admin/competitions/999999/scrape-log',
      cookie: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('empties the later phases of a combination the board now shows eliminated in dressage', async () => {
    const board = readScoreboardFixture('short-format.html');
    fixtures.setPage('stopped-in-dressage.html', board);
    const competition = await buildCompetition(t.db, t.clock.now(), {
      status: 'live',
      isLive: true,
      level: 'CCI4*-S',
      scoringUrl: fixtures.url('stopped-in-dressage.html'),
    });
    const kitty = await entryFor(competition.id, 'Kitty King', 'Vendredi Biats');
    expect((await scrape(competition.id)).statusCode).toBe(200);
    const stored = async () =>
      (await t.db.select().from(competitionEntries).where(eq(competitionEntries.id, kitty.id)))[0];
    expect(await stored()).toMatchObject({ sjStatus: 'OK', xcStatus: 'OK', totalPts: '91.0' });

    const row = /(Kitty King \(GBR\)[\s\S]*?<td class="horse">[\s\S]*?<\/td>)([\s\S]*?)(<\/tr>)/;
    const cells = ['', '', '', 'EL', '', '', '', 'EL', ''].map((cell) => `<td>${cell}</td>`);
    fixtures.setPage('stopped-in-dressage.html', board.replace(row, `$1${cells.join('')}$3`));
    const response = await scrape(competition.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored()).toMatchObject({
      drStatus: 'EL',
      drScore: null,
      sjStatus: null,
      sjScore: null,
      xcStatus: null,
      xcjScore: null,
      xctScore: null,
      sjPts: '0.0',
      xcPts: '0.0',
      totalPts: '0.0',
      position: null,
    });
  });
});

describe('Scrape now with every board status code', () => {
  let t: TestApp;
  let fixtures: FixtureServer;
  let admin: string;

  beforeAll(async () => {
    fixtures = await startScoreboardFixtureServer();
    ({ t, admin } = await openAdminApp({ scraperAllowedOrigins: [fixtures.origin] }));
  });
  afterAll(async () => {
    await t.close();
    await fixtures.close();
  });

  it('writes the app statuses the codes map to, keeps who wrote them, lists the unmatched nation apart', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), {
      status: 'live',
      isLive: true,
      scoringUrl: fixtures.url('status-codes.html'),
    });
    const entry = async (rider: string, horse: string) => {
      const athlete = await buildAthlete(t.db, { name: rider, nationality: 'USA' });
      const horseRow = await buildHorse(t.db, { name: horse });
      return buildEntry(t.db, competition.id, { athleteId: athlete.id, horseId: horseRow.id });
    };
    const powell = await entry('Ryan Wood', 'Powell');
    const heard = await entry('Lillian Heard', 'Arundel');
    const gagnon = await entry('Luc Gagnon', 'Riviere Noire');
    const response = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competition.id}/scrape-now`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ScrapeResult>();
    expect(result).toMatchObject({ matched: 3, updated: 3, problems: [] });
    expect(result.log.unmatchedRows).toContainEqual({
      rider: 'Aoife Brennan',
      horse: 'CONNEMARA MIST',
      nationality: 'IRL',
    });
    const stored = async (id: number) =>
      (await t.db.select().from(competitionEntries).where(eq(competitionEntries.id, id)))[0];
    expect(await stored(powell.id)).toMatchObject({ score: '38.2', position: 1, xcStatus: 'OK' });
    expect((await stored(heard.id))?.xcStatus).toBe('EL');
    expect((await stored(gagnon.id))?.drStatus).toBe('WD');
    const history = await t.request({
      method: 'GET',
      url: `/api/admin/competition-entries/${heard.id}/score-history`,
      cookie: admin,
    });
    const { changes } = history.json<ScoreHistory>();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      source: 'scrape',
      by: 'Scraper',
      detail: `Scrape now: ${fixtures.url('status-codes.html')}`,
      after: { xc_status: 'EL' },
    });
  });
});
