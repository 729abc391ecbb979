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
    // The reference draws its groups as they scroll into view (and lets go of those scrolled
    // past), so each is checked as a reader scrolling down reaches it.
    await page.mouse.move(683, 600);
    const reach = async (group: string) => {
      const link = page.getByRole('link', { name: group, exact: true });
      await expect
        .poll(
          async () => {
            if ((await link.count()) > 0) return true;
            await page.mouse.wheel(0, 900);
            return false;
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
    };
    await reach('admin competitions');
    await reach('fantasy');
    const save = page.locator('.opblock-post', { hasText: '/api/fantasy/teams' }).first();
    await save.locator('.opblock-summary').click();
    await expect(save.getByText('Who may call: a signed-in player')).toBeVisible();
    await expect(save.getByText('competitionId').first()).toBeVisible();
    await reach('leagues');

    expect(problems).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
});
