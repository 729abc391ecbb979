import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CompetitionEntry } from '../contract/competitions';
import type { FantasyTeam } from '../contract/fantasy';
import type { League } from '../contract/leagues';
import type { Leaderboard } from '../contract/leaderboards';
import { DEMO_PASSWORD, demoEmail, setDemoPassword } from './support/demo-players';
import { E2E_ADMIN } from './support/global-setup';
import { createScoringCompetition } from './support/scoring-competition';
import { startServer, type RunningServer } from './support/server';

/**
 * A player keeps /play, their league and the live results open in three tabs of one browser, on
 * a server of its own with the demo data served over HTTP/1.1 as `npm start` does, where
 * Chromium opens at most 6 connections to it. With the demo's live competition and a second one,
 * a stream per page held all 6; the tabs now share one stream per competition, so a score reaches
 * every tab and the tabs' other requests still get through.
 */
const PLAYERS = [
  ['Anna', 'Schreiber'],
  ['Mia', 'Fraser'],
  ['Hannah', 'Price'],
  ['Liam', 'Carter'],
] as const;
const STREAM = /\/api\/competitions\/(\d+)\/events$/;

let server: RunningServer;
let admin: APIRequestContext;
let live: { id: number; name: string };
let email = '';
let team: FantasyTeam;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  server = await startServer({ ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password });
  admin = await playwright.request.newContext({ baseURL: server.url });
  // A second live competition, so /play follows three competitions and the league page two.
  await createScoringCompetition(admin, server.url, { riders: 3, label: 'Second Live' });
  const upcoming = (await (await admin.get('/api/competitions/upcoming')).json()) as Array<{
    id: number;
    name: string;
    isLive: boolean;
  }>;
  const demoLive = upcoming.find((c) => c.isLive && !c.name.startsWith('Second Live'));
  if (!demoLive) throw new Error('no live competition in the demo data');
  live = demoLive;
  for (const [first, last] of PLAYERS) {
    const candidate = demoEmail(first, last);
    await setDemoPassword(admin, server.url, candidate);
    const player = await playwright.request.newContext({ baseURL: server.url });
    await player.post('/api/auth/login', {
      data: { email: candidate, password: DEMO_PASSWORD },
      headers: { origin: server.url },
    });
    const found = (await (
      await player.get(`/api/fantasy/teams/${live.id}`)
    ).json()) as FantasyTeam | null;
    await player.dispose();
    if (found && found.selections.length > 0) {
      [email, team] = [candidate, found];
      break;
    }
  }
  if (!email) throw new Error('no demo player with a team in the live competition');
});

test.afterAll(async () => {
  await admin?.dispose();
  await server?.stop();
});

/** A plain read from the page, as its own fetches make: its status, or 0 if it never came. */
const readFrom = (page: Page) =>
  page.evaluate(async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 15_000);
    try {
      const response = await fetch('/api/competitions/upcoming', { signal: controller.signal });
      return response.status;
    } catch {
      return 0;
    } finally {
      clearTimeout(timer);
    }
  });

test('three tabs follow a live competition on one stream, see a score together and still load', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: server.url });
  const login = await context.request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: server.url },
  });
  expect(login.status()).toBe(200);
  const created = await context.request.post('/api/leagues', {
    data: { name: 'Three Tabs' },
    headers: { origin: server.url },
  });
  expect(created.status()).toBe(200);
  const league = (await created.json()) as League;

  // Every stream the tabs open, and how many of each competition's are open at once.
  const openStreams = new Map<string, number>();
  let mostAtOnce = 0;
  const watch = (page: Page) => {
    page.on('request', (request) => {
      const id = STREAM.exec(new URL(request.url()).pathname)?.[1];
      if (!id) return;
      openStreams.set(id, (openStreams.get(id) ?? 0) + 1);
      mostAtOnce = Math.max(mostAtOnce, ...openStreams.values());
    });
    const ended = (request: { url: () => string }) => {
      const id = STREAM.exec(new URL(request.url()).pathname)?.[1];
      if (id) openStreams.set(id, (openStreams.get(id) ?? 1) - 1);
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    return page;
  };

  const play = watch(await context.newPage());
  await play.goto('/play');
  const card = play.getByTestId('live-competition-card').filter({ hasText: live.name });
  await expect(card.getByTestId('live-team-points')).toBeVisible();
  const board = watch(await context.newPage());
  await board.goto(`/league/${league.id}`);
  await board.getByRole('combobox', { name: 'Event' }).click();
  await board.getByRole('option', { name: live.name }).click();
  const myRow = board.locator('[data-testid="leaderboard-row"][data-mine]');
  await expect(myRow).toBeVisible();
  const results = watch(await context.newPage());
  await results.goto(`/results/${live.id}`);
  await expect(results.getByTestId('result-row').first()).toBeVisible();

  // One of the player's picks has its dressage marked again through the score form's API.
  const entryId = team.selections[0]?.competitionEntryId ?? 0;
  const entryOf = async () => {
    const entries = (await (
      await admin.get(`/api/competitions/${live.id}/entries`)
    ).json()) as CompetitionEntry[];
    return entries.find((entry) => entry.id === entryId);
  };
  const before = await entryOf();
  const dressage = Number(before?.dr_score ?? 30) === 21.5 ? '22.5' : '21.5';
  const saved = await admin.patch(`/api/competition-entries/${entryId}/scoring`, {
    data: { dr_status: 'OK', dr_score: dressage },
    headers: { origin: server.url },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  let total = '';
  await expect
    .poll(async () => (total = (await entryOf())?.totalScoreDisplay ?? ''), { timeout: 15_000 })
    .not.toBe(before?.totalScoreDisplay);
  const standing = (await (
    await context.request.get(`/api/competitions/${live.id}/leaderboard?limit=1`)
  ).json()) as Leaderboard;
  const teamPoints = (standing.me?.totalPoints ?? 0).toFixed(1);

  // Every tab shows it, without a reload.
  await expect(
    results.locator(`[data-testid="result-row"][data-entry-id="${entryId}"]`),
  ).toContainText(total, { timeout: 15_000 });
  await expect(card.getByTestId('live-team-points')).toHaveText(teamPoints, { timeout: 15_000 });
  await expect(myRow).toContainText(teamPoints, { timeout: 15_000 });

  // Each tab's own requests still get through.
  for (const page of [play, board, results]) expect(await readFrom(page)).toBe(200);
  // One stream per competition for the whole browser.
  expect(mostAtOnce).toBe(1);
  await context.close();
});
