import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/global-setup';
import { waitForControl } from './support/service-worker';

const headerLinks = [
  { name: 'News', path: '/news' },
  { name: 'Stats', path: '/ratings' },
  { name: 'Play', path: '/play' },
  { name: 'Events', path: '/calendar' },
  { name: 'Feedback', path: '/feedback' },
  { name: 'Home', path: '/' },
];

test.describe('the app shell', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens / and follows every header link', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Eventing Manager 2\.0/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of headerLinks) {
      await nav.getByRole('link', { name: link.name, exact: true }).click();
      // Play is protected: a visitor lands on /auth.
      const expected = link.path === '/play' ? '/auth' : link.path;
      await expect(page).toHaveURL(
        new RegExp(`${expected === '/' ? '/$' : `${expected}(\\?.*)?$`}`),
      );
      // /auth opens with its welcome dialog, which hides the page until it is closed.
      if (expected === '/auth') await page.getByRole('button', { name: 'Got it' }).click();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  });

  test('shows Page Not Found for an unknown path, answered 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => v.id)).toEqual([]);

    const article = await page.goto('/articles/nothing-here');
    expect(article?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    const competition = await page.goto('/results/999999');
    expect(competition?.status()).toBe(404);
    await expect(page.getByText('Competition not found', { exact: true })).toBeVisible();
  });

  test('names every not-found screen in its h1 and its tab title', async ({ page, baseURL }) => {
    // Signed in, so a league's page asks the server instead of sending the visitor to /auth.
    const login = await page.request.post('/api/auth/login', {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
      headers: { origin: baseURL ?? '' },
    });
    expect(login.status()).toBe(200);
    const screens = [
      ['/results/999999', 'Competition not found'],
      ['/results/0x7', 'Competition not found'],
      ['/team-selection/999999', 'Page not found'],
      ['/league/999999', 'League not found'],
    ] as const;
    for (const [path, name] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page).toHaveTitle(`${name} · Eventing Manager 2.0`);
    }
  });

  test('offline, the service worker still opens the not-found screens from its saved shell', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/news');
    await waitForControl(page);
    await context.setOffline(true);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await context.setOffline(false);
    // Online, a navigation the worker answers shows the same screens.
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto('/articles/nothing-here');
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  });

  test('sends a visitor from a protected route to /auth', async ({ page }) => {
    for (const path of ['/play', '/profile', '/admin']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    }
  });

  test('tells a signed-out visitor of a league page, then sends them to /auth after 0.5 s', async ({
    page,
  }) => {
    const notice = 'You are logged out. Logging in again...';
    // Page-side timestamps: when the notice appears and when the router replaces the URL.
    await page.addInitScript(`
      const marks = {};
      window.__marks = marks;
      new MutationObserver(() => {
        if (marks.toast === undefined && document.body?.textContent?.includes(${JSON.stringify(
          notice,
        )})) marks.toast = performance.now();
      }).observe(document, { subtree: true, childList: true, characterData: true });
      const replaceState = history.replaceState.bind(history);
      history.replaceState = (data, unused, url) => {
        if (marks.auth === undefined && String(url).endsWith('/auth')) marks.auth = performance.now();
        replaceState(data, unused, url);
      };
    `);
    await page.goto('/league/overall');
    await expect(page.getByText(notice, { exact: true })).toBeVisible();
    await expect(page.getByText('Unauthorized', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    const marks = await page.evaluate<{ toast?: number; auth?: number }>('window.__marks');
    const waited = (marks.auth ?? 0) - (marks.toast ?? Infinity);
    expect(waited).toBeGreaterThanOrEqual(450);
    expect(waited).toBeLessThan(1500);
  });

  test('Sign up free opens the register form; the footer follows the session', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign up free' }).first().click();
    await expect(page).toHaveURL(/\/auth\?mode=register$/);
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link')).toHaveText([
      'Sign In',
      'Create Free Account',
      'Send Feedback',
    ]);

    const signIn = await page.request.post('/api/auth/login', {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
      headers: { origin: baseURL ?? '' },
    });
    expect(signIn.status()).toBe(200);
    await page.goto('/');
    // The signed-out links (rendered while the user loads) must all be replaced.
    await expect(account.getByRole('link')).toHaveText([
      'Profile & Settings',
      'Premium',
      'Send Feedback',
    ]);
    await expect(
      page.getByRole('navigation', { name: 'Gaming' }).getByRole('link', { name: 'Leagues' }),
    ).toHaveAttribute('href', '/play?tab=leagues');
  });

  test('answers unknown API paths with JSON 404', async ({ request }) => {
    const response = await request.get('/api/nothing-here');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ message: 'No API endpoint at GET /api/nothing-here.' });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bottom bar reaches News, Stats, Play, Events and Sign In', async ({ page }) => {
    await page.goto('/news');
    const bar = page.getByRole('navigation', { name: /bottom|mobile/i });
    await expect(bar).toBeVisible();
    for (const name of ['News', 'Stats', 'Play', 'Events', 'Sign In']) {
      await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await bar.getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL(/\/calendar$/);
  });
});
