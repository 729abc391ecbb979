import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreHistory } from '../../../contract/score-history';
import type { ScrapeResult } from '../../../contract/scraping';
import { competitionEntries } from '../../db/schema/index';
import { openAdminApp, saveScores, type TestApp } from '../../test/app';
import { buildAthlete, buildCompetition, buildEntry, buildHorse } from '../../test/factories';
import { startScoreboardFixtureServer, type FixtureServer } from './scoreboard-fixture-server';

/** A short-format board: rider, horse, dressage, SJ, XCT, XCJ, total. */
const board = (rows: readonly (readonly string[])[]) =>
  `<table><tr><th>Rider</th><th>Horse</th><th>Dressage</th><th>SJ</th><th>XCT</th><th>XCJ</th><th>Total</th></tr>${rows
    .map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</table>`;

describe('A correction made by hand and the next scrape', () => {
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

  const competitionWith = async (page: string) => {
    const competition = await buildCompetition(t.db, t.clock.now(), {
      status: 'live',
      isLive: true,
      level: 'CCI4*-S',
      scoringUrl: fixtures.url(page),
    });
    const athlete = await buildAthlete(t.db, { name: 'Ann Able' });
    const horse = await buildHorse(t.db, { name: 'Apple' });
    const entry = await buildEntry(t.db, competition.id, {
      athleteId: athlete.id,
      horseId: horse.id,
    });
    return { competition, entry };
  };
  const scrape = async (id: number) => {
    const response = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${id}/scrape-now`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ScrapeResult>();
  };
  const stored = async (id: number) =>
    (await t.db.select().from(competitionEntries).where(eq(competitionEntries.id, id)))[0];

  it('keeps the correction while the board shows what it showed, says so, and takes the board once it changes', async () => {
    fixtures.setPage(
      'hand-1.html',
      board([['Ann Able (GBR)', 'Apple', '27.3', '', '', '', '27.3']]),
    );
    const { competition, entry } = await competitionWith('hand-1.html');
    await scrape(competition.id);
    expect(await stored(entry.id)).toMatchObject({ drScore: '27.3' });

    const saved = await saveScores(t, admin, entry.id, { dr_score: 27.5 });
    expect(saved.statusCode, saved.body).toBe(200);

    const again = await scrape(competition.id);
    expect(again.log.changes).toEqual([]);
    expect(again.problems).toEqual([
      'Ann Able / Apple keeps the dressage changed by hand (27.5); the board still shows 27.3.',
    ]);
    expect(again.log.outcome).toBe('problems');
    expect(await stored(entry.id)).toMatchObject({ drScore: '27.5', score: '27.5' });
    const history = await t.request({
      method: 'GET',
      url: `/api/admin/competition-entries/${entry.id}/score-history`,
      cookie: admin,
    });
    expect(history.json<ScoreHistory>().changes[0]).toMatchObject({ source: 'form' });

    // Show jumping arrives on the board: it is written, the corrected dressage stays.
    fixtures.setPage(
      'hand-1.html',
      board([['Ann Able (GBR)', 'Apple', '27.3', '4 + 0.4', '', '', '31.7']]),
    );
    await scrape(competition.id);
    expect(await stored(entry.id)).toMatchObject({
      drScore: '27.5',
      sjStatus: 'OK',
      sjScore: '4.4',
    });

    // The board corrects its dressage: new information from the board is written.
    fixtures.setPage(
      'hand-1.html',
      board([['Ann Able (GBR)', 'Apple', '27.4', '4 + 0.4', '', '', '31.8']]),
    );
    const corrected = await scrape(competition.id);
    expect(corrected.problems).toEqual([]);
    expect(corrected.log.changes[0]?.fields[0]).toEqual({
      field: 'Dressage',
      before: '27.5',
      after: '27.4',
    });
    expect(await stored(entry.id)).toMatchObject({ drScore: '27.4', score: '31.8' });
  });

  it('loses neither a score saved while a scrape runs nor the scrape', async () => {
    fixtures.setPage(
      'hand-2.html',
      board([['Ann Able (GBR)', 'Apple', '27.3', '0 + 0', '16 in 10.48', '0', '43.3']]),
    );
    const { competition, entry } = await competitionWith('hand-2.html');
    await scrape(competition.id);
    const [scraped, saved] = await Promise.all([
      scrape(competition.id),
      saveScores(t, admin, entry.id, { xct_score: 15.6 }),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(scraped.log.outcome).not.toBe('failed');
    expect(await stored(entry.id)).toMatchObject({ drScore: '27.3', xctScore: '15.6' });
    const history = await t.request({
      method: 'GET',
      url: `/api/admin/competition-entries/${entry.id}/score-history`,
      cookie: admin,
    });
    expect(history.json<ScoreHistory>().changes[0]).toMatchObject({
      source: 'form',
      after: { xct_score: 15.6 },
    });
    // The next scheduled scrape keeps it too.
    await scrape(competition.id);
    expect(await stored(entry.id)).toMatchObject({ xctScore: '15.6', score: '42.9' });
  });
});
