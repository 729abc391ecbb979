import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

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
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  });

  test('shows Page Not Found for an unknown path', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => v.id)).toEqual([]);
  });

  test('sends a visitor from a protected route to /auth', async ({ page }) => {
    for (const path of ['/play', '/profile', '/admin', '/league/overall']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    }
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
