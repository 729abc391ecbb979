import { expect, test } from '@playwright/test';
import { LIVE_STREAM_HEARTBEAT } from '../contract/constants';
import type { Database } from '../server/db/client';
import type { PhaseScoresWrite } from '../server/modules/results/results.service';
import { buildLeague, buildLiveCompetition, buildPlayersWithTeams } from './support/live-world';
import { startPostgresServer, type PostgresServer } from './support/postgres-server';
import type { RunningServer } from './support/server';
import { myBoardRow, saveScores, signInAt, storedPoints } from './support/scores';
import { startStallingProxy } from './support/stalling-proxy';

/**
 * A player follows a live competition on a phone whose connection comes and goes: a score saved
 * while the phone is offline reaches the league table once it is back online, with no reload,
 * and the results page keeps its rows, saying they are not live, while the server cannot be
 * reached or its live stream goes silent. On its own server and PostgreSQL database.
 */
const PASSWORD = 'connection-lost-password';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

let running: PostgresServer | undefined;
let database: Database;
let server: RunningServer;
let competitionId: number;
let leagueId: number;
let entries: number[] = [];

const save = (at: number, scores: Partial<PhaseScoresWrite>) =>
  saveScores(database, competitionId, [{ entryId: entries[at] ?? 0, scores }]);

const pointsOf = (at: number) => storedPoints(database, entries[at] ?? 0);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  running = await startPostgresServer('connection-lost');
  ({ server, database } = running);
  const db = database.db;
  ({ competitionId, entries } = await buildLiveCompetition(db, {
    name: 'Patchy Signal Trials',
    level: 'CCI3*-S',
    entries: 2,
  }));
  const players = await buildPlayersWithTeams(db, competitionId, {
    players: ['Dee', 'Eve'].map((firstName, index) => ({
      firstName,
      picks: [entries[index] ?? 0],
    })),
    lastName: 'Roamer',
    domain: 'patchy.test',
    password: PASSWORD,
    teamName: (first) => `${first}'s Team`,
  });
  leagueId = await buildLeague(db, {
    name: 'Patchy Friends',
    joinCode: 'PTCH',
    memberIds: players.map((player) => player.id),
  });
  // Dressage: Dee 15.0, Eve 20.0 points.
  await save(0, { drScore: '30.0' });
  await save(1, { drScore: '25.0' });
});

test.afterAll(async () => {
  await running?.stop();
});

test('a score saved while the phone was offline reaches the league table once it is back online', async ({
  browser,
}) => {
  // The page's own requests, which the route below sees (the service worker's it would not).
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInAt(page, server.url, 'dee@patchy.test', PASSWORD);
  await page.goto(`${server.url}/league/${leagueId}`);
  await expect.poll(() => myBoardRow(page)).toMatch(/^2 .*Dee Roamer .*\(you\) 15\.0$/);
  // My Teams open in another tab of the phone.
  const teams = await context.newPage();
  await teams.goto(`${server.url}/my-teams`);
  await expect(teams.getByText('Patchy Signal Trials').first()).toBeVisible();

  await context.setOffline(true);
  // Dee's pick goes clear across country inside the time while her phone has no signal.
  await save(0, { xcStatus: 'OK', xcjScore: '0', xctScore: '0' });
  const points = await pointsOf(0);
  // The board cannot fetch the new standings: it does not show the old ones as current.
  await expect(page.getByText(/^Could not load the (standings|events)$/)).toBeVisible();
  await expect(page.locator('[data-testid="leaderboard-row"][data-mine]')).toHaveCount(0);
  // The page itself says it is not live (the offline toast goes after 5 s; this stays).
  await expect(page.getByTestId('not-live')).toHaveText(
    'Not live: reconnecting. The points shown may be out of date.',
  );
  await expect(teams.getByTestId('not-live')).toBeVisible();

  // Back online, the first reads do not get through yet (a phone between networks).
  const reads = (url: URL) => url.pathname.startsWith('/api/') && !url.pathname.endsWith('/events');
  await page.route(reads, (route) => route.abort());
  const refused = page.waitForEvent('requestfailed', (request) => reads(new URL(request.url())));
  await context.setOffline(false);
  await refused;
  await page.unroute(reads);
  await expect
    .poll(() => myBoardRow(page))
    .toMatch(new RegExp(`^1 .*Dee Roamer .*\\(you\\) ${points}$`));
  await expect(page.getByTestId('not-live')).toHaveCount(0);
  await expect(teams.getByTestId('not-live')).toHaveCount(0);
  await context.close();
});

test('the results page keeps its rows and says it is not live while the server cannot be reached', async ({
  browser,
}) => {
  // The page's own requests, which the routes below see (the service worker's they would not).
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  // No stream on this phone (a proxy that drops it): the page polls for its scores.
  await page.route('**/events', (route) => route.abort());
  await page.goto(`${server.url}/results/${competitionId}`);
  await expect(page.getByTestId('result-row')).toHaveCount(2);

  await page.route('**/api/competitions/*/entries', (route) => route.abort());
  await page.route(`**/api/competitions/${competitionId}`, (route) => route.abort());
  const notLive = page.getByRole('status').filter({ hasText: 'Not live' });
  await expect(notLive).toHaveText(
    'Not live: we cannot reach the server, so these results may be out of date. Trying again every few seconds.',
  );
  await expect(page.getByTestId('result-row')).toHaveCount(2);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  // Eve's pick goes clear too; the server answers again and the page catches up on its own.
  await save(1, { xcStatus: 'OK', xcjScore: '0', xctScore: '0' });
  const points = await pointsOf(1);
  await page.unroute('**/api/competitions/*/entries');
  await page.unroute(`**/api/competitions/${competitionId}`);
  await expect(notLive).toHaveCount(0);
  await expect(
    page.locator(`[data-testid="result-row"][data-entry-id="${entries[1]}"]`),
  ).toContainText(points);
  await context.close();
});

test('a live stream the server refused is opened again, and the league table follows the next score', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInAt(page, server.url, 'eve@patchy.test', PASSWORD);
  // The first stream is refused, as the server refuses one too many from an address (a venue's
  // Wi-Fi) or a proxy answers while the app restarts: the browser's EventSource gives up on it.
  const refused = new Promise<void>((resolve) => {
    void page.route(
      `**/api/competitions/${competitionId}/events`,
      async (route) => {
        await route.fulfill({
          status: 429,
          headers: { 'retry-after': '2' },
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'Too many live connections from your address. Close some pages and try again.',
          }),
        });
        resolve();
      },
      { times: 1 },
    );
  });
  await page.goto(`${server.url}/league/${leagueId}`);
  await refused;
  const before = await pointsOf(1);
  await expect
    .poll(() => myBoardRow(page))
    .toMatch(new RegExp(`Eve Roamer .*\\(you\\) ${before}$`));

  // Eve's pick knocks a pole in show jumping; the page is left as it is.
  await save(1, { sjStatus: 'OK', sjScore: '4' });
  const points = await pointsOf(1);
  expect(points).not.toBe(before);
  await expect
    .poll(() => myBoardRow(page), { timeout: 20_000 })
    .toMatch(new RegExp(`Eve Roamer .*\\(you\\) ${points}$`));
  await context.close();
});

test('a live stream that goes silent without closing is noticed, and the points catch up once bytes flow again', async ({
  browser,
}) => {
  const proxy = await startStallingProxy(server.url);
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    // The page's clock runs as it would, and can be moved on past the silence limit at once.
    await page.clock.install();
    await signInAt(page, proxy.url, 'dee@patchy.test', PASSWORD);
    const streamOpened = page.waitForResponse((response) =>
      response.url().endsWith(`/api/competitions/${competitionId}/events`),
    );
    await page.goto(`${proxy.url}/league/${leagueId}`);
    await streamOpened;
    const before = await pointsOf(0);
    await expect
      .poll(() => myBoardRow(page))
      .toMatch(new RegExp(`Dee Roamer .*\\(you\\) ${before}$`));
    await expect(page.getByTestId('not-live')).toHaveCount(0);

    // The connection goes quiet: no byte passes, nothing is closed, the browser is told nothing.
    proxy.stall();
    // Dee's pick goes clear in show jumping meanwhile.
    await save(0, { sjStatus: 'OK', sjScore: '0' });
    const points = await pointsOf(0);
    expect(points).not.toBe(before);
    // The phone's clock moves on past the limit with nothing heard (a tab's timer fired late).
    await page.clock.fastForward(LIVE_STREAM_HEARTBEAT.silenceMs + 1_000);
    await expect(page.getByTestId('not-live')).toHaveText(
      'Not live: reconnecting. The points shown may be out of date.',
    );

    // Bytes flow again: the stream opened again says `ready`, and the board catches up.
    proxy.resume();
    await expect
      .poll(() => myBoardRow(page), { timeout: 30_000 })
      .toMatch(new RegExp(`Dee Roamer .*\\(you\\) ${points}$`));
    await expect(page.getByTestId('not-live')).toHaveCount(0);
    await context.close();
  } finally {
    await proxy.close();
  }
});
