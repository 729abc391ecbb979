import { expect, test } from '@playwright/test';

test.describe('the API reference', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('opens at /api/docs with every group, from this server only and within its CSP', async ({
    page,
    baseURL,
  }) => {
    const problems: string[] = [];
    const elsewhere: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(baseURL ?? '').origin && url.protocol !== 'data:') {
        elsewhere.push(request.url());
      }
    });

    await page.goto('/api/docs');
    await expect(page).toHaveTitle('Eventing Manager 2.0 API reference');
    await expect(page.getByRole('heading', { name: /Eventing Manager 2\.0 API/ })).toBeVisible();
    for (const group of ['fantasy', 'leagues', 'admin competitions']) {
      await expect(page.getByRole('link', { name: group, exact: true })).toBeVisible();
    }

    const save = page.locator('.opblock-post', { hasText: '/api/fantasy/teams' }).first();
    await save.locator('.opblock-summary').click();
    await expect(save.getByText('Who may call: a signed-in player')).toBeVisible();
    await expect(save.getByText('competitionId').first()).toBeVisible();

    expect(problems).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
});
