import { expect, test } from '@playwright/test';
import type { ArticleSummary } from '../contract/articles';
import { E2E_ADMIN } from './support/global-setup';
import { hydrated } from './support/hydration';

/** Decision 019: the public pages arrive rendered, then the app takes them over in place. */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page, news, calendar and ratings show their content', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(
      page.getByText('The fantasy game for eventing fans.', { exact: false }),
    ).toBeVisible();

    const { articles } = (await (await request.get('/api/articles?limit=5')).json()) as {
      articles: ArticleSummary[];
    };
    const newest = articles[0];
    if (!newest) throw new Error('the demo data has no article');
    await page.goto('/news');
    await expect(page.getByText(newest.title).first()).toBeVisible();

    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Upcoming Events' })).toBeVisible();
    await expect(page.locator('main a[href^="/team-selection/"]').first()).toBeVisible();

    await page.goto('/ratings');
    await expect(page.getByRole('tab', { name: 'Horse Rankings' })).toBeVisible();
    expect(await page.getByTestId('stats-row').count()).toBeGreaterThan(0);
  });
});

test('a prerendered page becomes the app in place, without errors, and answers input', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/ratings');
  await expect(page.getByTestId('stats-row').first()).toBeVisible();
  await page.evaluate("window.serverRow = document.querySelector('[data-testid=stats-row]')");
  await hydrated(page);
  // The same element: hydration kept the server's HTML instead of drawing it again.
  expect(await page.evaluate<boolean>('window.serverRow.isConnected')).toBe(true);

  await page.getByRole('tab', { name: 'Rider Rankings' }).click();
  await expect(page.getByRole('tab', { name: 'Rider Rankings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // A link now navigates inside the app (no new document), and the next screen renders.
  await page.evaluate('window.sameDocument = true');
  await page.getByRole('link', { name: 'Events' }).first().click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  expect(await page.evaluate<boolean>('window.sameDocument === true')).toBe(true);

  expect(errors).toEqual([]);
});

test('a signed-out visitor sees the prerendered landing page, then the app', async ({ page }) => {
  const response = await page.goto('/');
  expect(await response?.text()).toContain('id="prerendered-data"');
  await hydrated(page);
  await page.getByRole('link', { name: 'News' }).first().click();
  await expect(page).toHaveURL(/\/news$/);
});

test("a signed-in player's pages arrive rendered for them and hydrate in place, without errors", async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const login = await page.request.post('/api/auth/login', {
    data: E2E_ADMIN,
    headers: { origin: baseURL ?? '' },
  });
  expect(login.status()).toBe(200);
  const all = (await (await page.request.get('/api/competitions/all')).json()) as {
    id: number;
    status: string;
  }[];
  const open = all.find((competition) => competition.status === 'open');
  const live = all.find((competition) => competition.status === 'live');
  if (!open || !live) throw new Error('the demo data has no open or no live competition');

  for (const url of ['/play', `/team-selection/${open.id}`, `/results/${live.id}`, '/news']) {
    const response = await page.goto(url);
    const html = (await response?.text()) ?? '';
    expect(html, url).toContain('id="prerendered-data"');
    // Rendered for this session: the header already holds the account menu, not "Sign In".
    expect(response?.headers()['cache-control'], url).toBe('private, no-store');
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await page.evaluate("window.serverMain = document.getElementById('main')");
    await hydrated(page);
    expect(await page.evaluate<boolean>('window.serverMain.isConnected'), url).toBe(true);
  }

  // The hydrated team selection answers input: the sort changes the order of the cards.
  await page.goto(`/team-selection/${open.id}`);
  await hydrated(page);
  await page.getByRole('combobox', { name: 'Sort competitors by' }).click();
  await page.getByRole('option').last().click();
  await expect(page.getByRole('combobox', { name: 'Sort competitors by' })).toBeVisible();
  expect(errors).toEqual([]);
});
