import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import type { AdminArticle } from '../contract/admin-articles';
import { DEMO_PASSWORD, demoEmail, setDemoPassword } from './support/demo-players';
import { E2E_ADMIN } from './support/global-setup';
import { waitForControl } from './support/service-worker';

const baseURL = () => process.env.E2E_BASE_URL ?? '';
const stamp = Date.now().toString(36);
const SECRET_LINE = `Only premium readers see line P9 ${stamp}.`;

/** Every URL the page's caches hold (the service worker's runtime caches and the precache). */
const cachedUrls = (page: Page) =>
  page.evaluate<string[]>(`(async () => {
    const urls = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(name + ' ' + new URL(request.url).pathname);
    }
    return urls;
  })()`);

/** The saved reads stored before `time` (the worker stamps each one when it saves it). */
const savedBefore = (page: Page, time: number) =>
  page.evaluate<string[]>(`(async () => {
    const urls = [];
    for (const name of (await caches.keys()).filter((key) => key.startsWith('public-reads'))) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const saved = Number((await cache.match(request))?.headers.get('x-sw-saved-at') ?? 0);
        if (saved < ${time}) urls.push(new URL(request.url).pathname);
      }
    }
    return urls;
  })()`);

/** A read made by the page, so it goes through the service worker. */
const readThroughWorker = (page: Page, url: string) =>
  page.evaluate<number>(`fetch(${JSON.stringify(url)}).then((response) => response.status)`);

test('the service worker keeps only public answers, and forgets them once the session is found gone', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const admin = await playwrightRequest.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { origin: baseURL() },
  });
  const signIn = await admin.post('/api/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(signIn.status()).toBe(200);
  const created = await admin.post('/api/admin/articles', {
    data: {
      title: `Private Reads ${stamp}`,
      excerpt: 'For premium members.',
      content: [...Array.from({ length: 8 }, (_, i) => `Line P${i + 1}.`), SECRET_LINE].join(
        '\n\n',
      ),
      isPublished: true,
      isPremium: true,
    },
  });
  expect(created.status()).toBe(201);
  const article = (await created.json()) as AdminArticle;
  const upcoming = (await (await admin.get('/api/competitions/upcoming')).json()) as Array<{
    id: number;
  }>;
  const competitionId = upcoming[0]?.id ?? 1;

  // A visitor's saved reads survive the visitor's own 401s (nobody was signed in).
  await page.goto('/');
  await waitForControl(page);
  expect(await readThroughWorker(page, '/api/competitions/upcoming')).toBe(200);
  expect(await readThroughWorker(page, '/api/auth/user')).toBe(401);
  expect(await cachedUrls(page)).toContain('public-reads-v2 /api/competitions/upcoming');

  // The administrator reads the premium article and their own leaderboard on this device.
  const login = await page.request.post('/api/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { origin: baseURL() },
  });
  expect(login.status()).toBe(200);
  await page.goto(`/articles/${article.slug}`);
  await expect(page.getByText(SECRET_LINE)).toBeVisible();
  expect(await readThroughWorker(page, `/api/competitions/${competitionId}/leaderboard`)).toBe(200);
  expect(await readThroughWorker(page, '/api/competitions/upcoming')).toBe(200);

  const kept = await cachedUrls(page);
  expect(kept.filter((url) => url.includes('/api/articles/by-slug/'))).toEqual([]);
  expect(kept.filter((url) => url.includes('/leaderboard'))).toEqual([]);
  expect(kept).toContain('public-reads-v2 /api/competitions/upcoming');

  // The session ends elsewhere (another device signs it out); this browser still holds its cookie.
  const cookie = (await context.cookies()).find((item) => item.name.endsWith('em_session'));
  expect(cookie).toBeDefined();
  const elsewhere = await playwrightRequest.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { origin: baseURL(), cookie: `${cookie?.name}=${cookie?.value}` },
  });
  expect((await elsewhere.post('/api/auth/logout')).status()).toBe(200);
  await elsewhere.dispose();
  const ended = await page.evaluate<number>('Date.now()');
  expect(await savedBefore(page, ended)).toContain('/api/competitions/upcoming');

  // The next visit finds the session gone: what was saved during it is forgotten (public reads
  // made after that, as a visitor, may be saved again).
  await page.goto('/news');
  await expect.poll(() => savedBefore(page, ended), { timeout: 30_000 }).toEqual([]);

  // Offline, whoever uses the device next gets no answer for the article, so no premium text.
  await context.setOffline(true);
  const isArticleRead = (url: string) => url.includes('/api/articles/by-slug/');
  const outcome = Promise.race([
    page
      .waitForEvent('requestfailed', (request) => isArticleRead(request.url()))
      .then(() => 'failed'),
    page
      .waitForEvent('requestfinished', (request) => isArticleRead(request.url()))
      .then(() => 'answered'),
  ]);
  await page.goto(`/articles/${article.slug}`);
  expect(await outcome).toBe('failed');
  await expect(page.getByText(SECRET_LINE)).toHaveCount(0);
  await context.setOffline(false);
  await admin.dispose();
});

test('offline, a signed-in player still reads the free article they opened and is still signed in; signing out forgets it', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const RYAN = demoEmail('Ryan', 'Tanaka');
  const admin = await playwrightRequest.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { origin: baseURL() },
  });
  const adminLogin = await admin.post('/api/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(adminLogin.status()).toBe(200);
  await setDemoPassword(admin, baseURL(), RYAN);
  await admin.dispose();

  const slug = 'season-preview-five-questions-autumn';
  const title = 'Season preview: five questions for the autumn';
  const line = 'Between them sit two long formats that will decide the year-end rankings.';
  const accountMenu = page.getByRole('button', { name: 'Account menu for Ryan Tanaka' });
  const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign In' });

  await page.goto('/');
  await waitForControl(page);
  const login = await page.request.post('/api/auth/login', {
    data: { email: RYAN, password: DEMO_PASSWORD },
    headers: { origin: baseURL() },
  });
  expect(login.status()).toBe(200);
  await page.goto(`/articles/${slug}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(accountMenu).toBeVisible();
  // The free article is the same for everyone: the worker keeps it, for a signed-in reader too.
  await expect
    .poll(() => cachedUrls(page), { timeout: 30_000 })
    .toContain(`public-reads-v2 /api/articles/by-slug/${slug}`);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText(line)).toBeVisible();
  await expect(page.getByText('The article could not be loaded.')).toHaveCount(0);
  // Still signed in: the player's menu, not Sign In; their profile, not the sign-in form.
  await expect(accountMenu).toBeVisible();
  await expect(signInLink).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile & Settings' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/profile');
  await expect(page.getByLabel('Password')).toHaveCount(0);

  // Back online, the player signs out: nothing of theirs stays on the device.
  await context.setOffline(false);
  await page.goto(`/articles/${slug}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(signInLink).toBeVisible();
  await expect
    .poll(() => page.evaluate<string | null>("localStorage.getItem('em-last-user')"))
    .toBeNull();
  await expect
    .poll(async () => (await cachedUrls(page)).filter((url) => url.startsWith('public-reads')))
    .toEqual([]);

  // Whoever opens the app next, offline, finds no player signed in and no saved article.
  await context.setOffline(true);
  await page.goto(`/articles/${slug}`);
  await expect(page.getByText('The article could not be loaded.')).toBeVisible();
  await expect(signInLink).toBeVisible();
  await expect(accountMenu).toHaveCount(0);
  await context.setOffline(false);
});
