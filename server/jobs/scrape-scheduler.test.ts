import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, scrapeLogs } from '../db/schema/index';
import {
  startScoreboardFixtureServer,
  type FixtureServer,
} from '../modules/scraping/scoreboard-fixture-server';
import { createTestApp, type TestApp } from '../test/app';
import { buildCompetition } from '../test/factories';
import { SCRAPE_CRON, startScrapeScheduler } from './scrape-scheduler';
import { ADVISORY_LOCKS } from '../db/advisory-locks';

const silent = { info: () => undefined, warn: () => undefined };

describe('automatic scraping', () => {
  let t: TestApp;
  let fixtures: FixtureServer;

  beforeAll(async () => {
    fixtures = await startScoreboardFixtureServer();
    t = await createTestApp({ scraperAllowedOrigins: [fixtures.origin] });
  });
  afterAll(async () => {
    await t.close();
    await fixtures.close();
  });

  const deps = () => t.app.deps;

  it('runs every 2 minutes', () => {
    expect(SCRAPE_CRON).toBe('*/2 * * * *');
  });

  it('scrapes the competitions with automatic scraping on, and only those', async () => {
    const on = await buildCompetition(t.db, t.clock.now(), {
      scoringUrl: fixtures.url('mid-competition.html'),
      level: 'CCI4*-S',
      scrapingEnabled: true,
    });
    const off = await buildCompetition(t.db, t.clock.now(), {
      scoringUrl: fixtures.url('mid-competition.html'),
      level: 'CCI4*-S',
      scrapingEnabled: false,
    });
    const scheduler = startScrapeScheduler(deps(), silent, { schedule: false });
    try {
      expect(await scheduler.runOnce()).toEqual({
        ran: true,
        scraped: 1,
        failed: 0,
        waiting: 0,
      });
    } finally {
      await scheduler.stop();
    }
    const [stored] = await t.db.select().from(competitions).where(eq(competitions.id, on.id));
    expect(stored?.lastScrapedAt?.toISOString()).toBe(t.clock.now().toISOString());
    const [other] = await t.db.select().from(competitions).where(eq(competitions.id, off.id));
    expect(other?.lastScrapedAt).toBeNull();
    // Each automatic scrape is in the competition's scrape log too.
    const logged = await t.db.select().from(scrapeLogs).where(eq(scrapeLogs.competitionId, on.id));
    expect(logged).toMatchObject([{ trigger: 'automatic', outcome: 'ok', rowsRead: 9 }]);
    expect(
      await t.db.select().from(scrapeLogs).where(eq(scrapeLogs.competitionId, off.id)),
    ).toEqual([]);
    await t.db
      .update(competitions)
      .set({ scrapingEnabled: false })
      .where(eq(competitions.id, on.id));
  });

  it('reads a board that keeps failing less and less often, and says so in the log', async () => {
    const failing = await buildCompetition(t.db, t.clock.now(), {
      scoringUrl: fixtures.url('gone.html'),
      level: 'CCI4*-S',
      scrapingEnabled: true,
    });
    const scheduler = startScrapeScheduler(deps(), silent, { schedule: false });
    const rounds = [];
    const before = fixtures.requests();
    try {
      for (let round = 0; round < 8; round += 1) {
        rounds.push(await scheduler.runOnce());
        t.clock.advance(2 * 60_000);
      }
    } finally {
      await scheduler.stop();
    }
    // Rounds at minutes 0 to 14: read at 0 and 2, then after 4 minutes (6), then 8 (14).
    expect(rounds.map((round) => (round.ran && round.waiting === 1 ? 'wait' : 'read'))).toEqual([
      'read',
      'read',
      'wait',
      'read',
      'wait',
      'wait',
      'wait',
      'read',
    ]);
    expect(fixtures.requests() - before).toBe(4);
    const logged = await t.db
      .select()
      .from(scrapeLogs)
      .where(eq(scrapeLogs.competitionId, failing.id))
      .orderBy(scrapeLogs.id);
    expect(logged.map((log) => log.summary)).toEqual([
      'Nothing read: The scoreboard has no page at this address (HTTP 404): check the scoring URL.',
      'Nothing read: The scoreboard has no page at this address (HTTP 404): check the scoring URL. Automatic scrapes now read the board every 4 minutes until it answers again; Scrape now reads it at once.',
      'Nothing read: The scoreboard has no page at this address (HTTP 404): check the scoring URL. Automatic scrapes now read the board every 8 minutes until it answers again; Scrape now reads it at once.',
      'Nothing read: The scoreboard has no page at this address (HTTP 404): check the scoring URL. Automatic scrapes now read the board every 16 minutes until it answers again; Scrape now reads it at once.',
    ]);
    // The board answers again: the next round due reads it and the rounds go back to every 2 minutes.
    await t.db
      .update(competitions)
      .set({ scoringUrl: fixtures.url('mid-competition.html') })
      .where(eq(competitions.id, failing.id));
    t.clock.advance(16 * 60_000);
    const back = startScrapeScheduler(deps(), silent, { schedule: false });
    try {
      expect(await back.runOnce()).toMatchObject({ scraped: 1, waiting: 0 });
      t.clock.advance(2 * 60_000);
      expect(await back.runOnce()).toMatchObject({ scraped: 1, waiting: 0 });
    } finally {
      await back.stop();
    }
    await t.db.update(competitions).set({ scrapingEnabled: false });
  });

  it('never overlaps a round still running', async () => {
    await buildCompetition(t.db, t.clock.now(), {
      scoringUrl: `${fixtures.origin}/slow`,
      scrapingEnabled: true,
    });
    const scheduler = startScrapeScheduler(deps(), silent, { schedule: false });
    const first = scheduler.runOnce();
    expect(await scheduler.runOnce()).toEqual({ ran: false, reason: 'overlap' });
    await scheduler.stop();
    await first;
    await t.db.update(competitions).set({ scrapingEnabled: false });
  }, 20_000);

  it('skips the round while another process holds the lock (PostgreSQL)', async () => {
    const scheduler = startScrapeScheduler(deps(), silent, { schedule: false });
    try {
      if (t.database.kind === 'postgres') {
        // Another "process": a second connection holding the advisory lock in a transaction.
        let release = () => undefined as void;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let locked = () => undefined as void;
        const holding = new Promise<void>((resolve) => {
          locked = resolve;
        });
        const other = t.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.scrape})`);
          locked();
          await held;
        });
        await holding;
        expect(await scheduler.runOnce()).toEqual({ ran: false, reason: 'locked' });
        release();
        await other;
      }
      expect(await scheduler.runOnce()).toMatchObject({ ran: true });
    } finally {
      await scheduler.stop();
    }
    expect(await scheduler.runOnce()).toEqual({ ran: false, reason: 'stopped' });
  });
});
