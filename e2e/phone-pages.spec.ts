import { expect, test, type Page } from '@playwright/test';
import { expectNoModerateViolations } from './support/axe';
import { demoEmail, DEMO_PASSWORD, setDemoPassword } from './support/demo-players';
import { expectNoPageOverflow, expectNoSidewaysScroll } from './support/layout';
import { startServer, type RunningServer } from './support/server';

/**
 * Pages on a phone, with touch, on a server of its own with the demo data: headings in order,
 * the page's heading and way back kept in every state, an error state with a retry when a read
 * fails, and dialogs that fit the screen.
 */
const ADMIN = { email: 'admin@admin-pages-e2e.test', password: 'admin-pages-e2e-password' };
const ANNA = demoEmail('Anna', 'Schreiber');
const PHONE = { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true };

let server: RunningServer;
let live = 0;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const api = await playwright.request.newContext({ extraHTTPHeaders: { origin: server.url } });
  expect((await api.post(`${server.url}/api/auth/login`, { data: ADMIN })).status()).toBe(200);
  const upcoming = (await (await api.get(`${server.url}/api/competitions/upcoming`)).json()) as
    Array<{ id: number; isLive: boolean }> | undefined;
  live = upcoming?.find((competition) => competition.isLive)?.id ?? 0;
  if (!live) throw new Error('the demo data has no live competition');
  await setDemoPassword(api, server.url, ANNA);
  await api.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

async function adminPhone(browser: import('@playwright/test').Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL: server.url });
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', {
    data: ADMIN,
    headers: { origin: server.url },
  });
  expect(login.status()).toBe(200);
  return page;
}

test("a competition's matching dashboard has its headings in order on a phone", async ({
  browser,
}) => {
  const page = await adminPhone(browser);
  await page.goto(`/admin/competitions/${live}/matching`);
  await expect(page.getByRole('heading', { level: 1, name: 'Competition Matching' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Scrape log' })).toBeVisible();
  await expect(page.getByText('No scrapes yet.')).toBeVisible();
  await expectNoPageOverflow(page);
  await expectNoModerateViolations(page);
  await page.context().close();
});

test('an unknown competition keeps the matching page heading and the way back', async ({
  browser,
}) => {
  const page = await adminPhone(browser);
  for (const path of ['/admin/competitions/999999/matching', '/admin/competitions/abc/matching']) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Competition Matching' }),
    ).toBeVisible();
    await expectNoModerateViolations(page);
  }
  await page.getByRole('link', { name: 'Competitions' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=competitions$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Competitions' })).toBeVisible();
  await page.context().close();
});

test("a competition's entries open in a dialog that fits the phone and never scrolls sideways", async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Entries' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Entries' });
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  await expectNoSidewaysScroll(dialog);
  const box = await dialog.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.viewport.width);
  // A rider's line is cut inside the panel, its entry number still in view.
  const row = await dialog.getByRole('listitem').first().boundingBox();
  expect((row?.x ?? 0) + (row?.width ?? Infinity)).toBeLessThanOrEqual(
    (box?.x ?? 0) + (box?.width ?? 0),
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await context.close();
});

test('the dashboard keeps the teams it has when reading them again fails, and asks again after a pause, not in a loop', async ({
  browser,
}) => {
  // The service worker is kept out so that every read reaches the page's own routes.
  const context = await browser.newContext({
    ...PHONE,
    baseURL: server.url,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', {
    data: { email: ANNA, password: DEMO_PASSWORD },
    headers: { origin: server.url },
  });
  expect(login.status()).toBe(200);
  const asked: number[] = [];
  await page.route('**/api/fantasy/teams/*', async (route) => {
    asked.push(Date.now());
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'The database is not answering.' }),
    });
  });
  // The page arrives with the teams the server read for it; the browser's own reads then fail.
  await page.goto('/play');
  const card = page.getByTestId('live-competition-card').first();
  await expect(card.getByTestId('live-team-points')).toBeVisible();
  await expect.poll(() => asked.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  // Each read is asked again after a pause that grows from 2 s (decision 105): never a read each
  // time the card draws.
  const gaps = asked.slice(1).map((at, index) => at - (asked[index] ?? at));
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1_500);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(card.getByTestId('live-team-points')).toBeVisible();
  await page.unroute('**/api/fantasy/teams/*');
  await expect(card.getByTestId('live-team-points')).toBeVisible();
  await context.close();
});

test("a page whose content cannot be read keeps one h1, the error state's title if need be", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    ...PHONE,
    baseURL: server.url,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const headers = { origin: server.url };
  expect((await page.request.post('/api/auth/login', { data: ADMIN, headers })).status()).toBe(200);
  const upcoming = (await (await page.request.get('/api/competitions/upcoming')).json()) as Array<{
    id: number;
    isLive: boolean;
    deadline: string;
  }>;
  const open = upcoming.find((c) => !c.isLive && Date.parse(c.deadline) > Date.now());
  const [entry] = (await (
    await page.request.get(`/api/competitions/${live}/entries`)
  ).json()) as Array<{
    athleteId: number;
    horseId: number;
  }>;
  const { articles } = (await (await page.request.get('/api/articles')).json()) as {
    articles: Array<{ slug: string }>;
  };
  const [league] = (await (
    await page.request.get('/api/admin/leagues', { headers })
  ).json()) as Array<{
    id: number;
  }>;
  if (!open || !entry || !articles[0] || !league) throw new Error('the demo data lacks a page');
  // Every read but the session's fails, as when the database stops answering.
  await page.route('**/api/**', (route) =>
    new URL(route.request().url()).pathname === '/api/auth/session'
      ? route.continue()
      : route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'The database is not answering.' }),
        }),
  );
  for (const path of [
    `/results/${live}`,
    `/team-selection/${open.id}`,
    `/competitor/${entry.athleteId}/${entry.horseId}/${live}`,
    `/articles/${articles[0].slug}`,
    `/league/${league.id}`,
  ]) {
    await page.goto(path);
    if (path.startsWith('/results/')) {
      // The results the server rendered stay, said to be out of date (decision 105).
      await expect(page.getByRole('status').filter({ hasText: /^Not live:/ })).toBeVisible();
      await expect(page.getByTestId('result-row').first()).toBeVisible();
    } else {
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    }
    // The page's own heading when its frame was read, else the error state's title.
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expectNoModerateViolations(page);
  }
  await context.close();
});

test('the short text controls on a phone are tap targets at least 24px tall', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, baseURL: server.url });
  const page = await context.newPage();
  const height = async (locator: import('@playwright/test').Locator) =>
    (await locator.boundingBox())?.height ?? 0;
  await page.goto('/auth');
  await page
    .getByRole('dialog', { name: 'Welcome to Eventing Manager 2.0' })
    .getByRole('button', { name: 'Got it' })
    .click();
  const forgot = page.getByRole('button', { name: 'Forgot password?' });
  await expect(forgot).toBeVisible();
  expect(await height(forgot)).toBeGreaterThanOrEqual(24);

  const upcoming = (await (await page.request.get('/api/competitions/upcoming')).json()) as Array<{
    id: number;
    isLive: boolean;
    deadline: string;
  }>;
  const open = upcoming.find((c) => !c.isLive && Date.parse(c.deadline) > Date.now());
  if (!open) throw new Error('the demo data has no open competition');
  await page.goto(`/team-selection/${open.id}`);
  const history = page.getByRole('link', { name: /^History of / });
  await expect(history.first()).toBeVisible();
  expect(await height(history.first())).toBeGreaterThanOrEqual(24);
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByTestId('competitor-row').first()).toBeVisible();
  const inRows = page.getByTestId('competitor-row').getByRole('link', { name: /^History of / });
  expect(await height(inRows.first())).toBeGreaterThanOrEqual(24);
  await expectNoPageOverflow(page);
  await context.close();
});
