import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScrapeResult } from '../../../contract/scraping';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildAthlete, buildCompetition, buildEntry, buildHorse } from '../../test/factories';
import { startScoreboardFixtureServer, type FixtureServer } from './scoreboard-fixture-server';

/** A short-format board (SJ before XCT and XCJ) with one combination eliminated across country. */
const SHORT_BOARD = `<table><tr><th>Rider</th><th>Horse</th><th>Dressage</th><th>SJ</th><th>XCT</th><th>XCJ</th><th>Total</th></tr>
<tr><td>Ann Able (GBR)</td><td>Apple</td><td>27.3</td><td>0 + 0</td><td>EL XC-FR</td><td>EL XC-FR</td><td></td></tr></table>`;

describe("The board's class order against the competition's level", () => {
  let t: TestApp;
  let fixtures: FixtureServer;
  let admin: string;

  beforeAll(async () => {
    fixtures = await startScoreboardFixtureServer();
    fixtures.setPage('short.html', SHORT_BOARD);
    ({ t, admin } = await openAdminApp({ scraperAllowedOrigins: [fixtures.origin] }));
  });
  afterAll(async () => {
    await t.close();
    await fixtures.close();
  });

  const scrapeAt = async (level: string, page = 'short.html') => {
    const competition = await buildCompetition(t.db, t.clock.now(), {
      status: 'live',
      isLive: true,
      level,
      scoringUrl: fixtures.url(page),
    });
    const athlete = await buildAthlete(t.db, { name: 'Ann Able' });
    const horse = await buildHorse(t.db, { name: 'Apple' });
    await buildEntry(t.db, competition.id, { athleteId: athlete.id, horseId: horse.id });
    const response = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competition.id}/scrape-now`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ScrapeResult>();
  };

  it('says so when a short-format board is scraped into a long-format competition', async () => {
    const result = await scrapeAt('CCI5*-L');
    expect(result.problems).toEqual([
      "The board runs show jumping before cross-country (a short format) but the competition's level is CCI5*-L, which runs cross-country first: check the level, as it decides which phases a stopped combination has not ridden.",
    ]);
    expect(result.log.outcome).toBe('problems');
  });

  it('says nothing of the order while the board has no score yet', async () => {
    fixtures.setPage(
      'not-started.html',
      SHORT_BOARD.replace(
        /<tr><td>Ann.*<\/tr>/,
        '<tr><td>Ann Able (GBR)</td><td>Apple</td><td>Sat 09:30</td><td></td><td></td><td></td><td></td></tr>',
      ),
    );
    const result = await scrapeAt('CCI5*-L', 'not-started.html');
    // The live class's empty board is the one problem named.
    expect(result.problems).toEqual([
      expect.stringMatching(/^No score could be read from the scoreboard's 1 row although/),
    ]);
  });

  it('keeps the show jumping ridden before the elimination when the level agrees', async () => {
    const result = await scrapeAt('CCI4*-S');
    expect(result.problems).toEqual([]);
    expect(result.log.changes[0]?.fields).toEqual([
      { field: 'Dressage', before: null, after: '27.3' },
      { field: 'SJ', before: null, after: '0.0' },
      { field: 'XCJ', before: null, after: 'EL' },
      { field: 'Total', before: null, after: '27.3' },
    ]);
  });
});
