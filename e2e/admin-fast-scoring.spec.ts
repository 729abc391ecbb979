import { expect, test } from '@playwright/test';
import { formatTenths, toTenths } from '../contract/scoring';
import { createScoringCompetition } from './support/scoring-competition';

const RIDERS = 20;
/** Rider n's cross-country: jump penalties from a small set, and time penalties n × 0.4. */
const jumps = (n: number) => [0, 20, 11, 40, 15][n % 5] ?? 0;
const timeTenths = (n: number) => n * 4;

test.describe('live scoring at typing speed', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('20 riders typed without a pause at 4× CPU slow-down: every score lands on its own rider', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    if (!baseURL) throw new Error('no base URL');
    const field = await createScoringCompetition(page.request, baseURL, {
      riders: RIDERS,
      label: 'Fast',
    });
    try {
      await page.goto(`/admin?tab=competitions&scoring=${field.competition.id}`);
      const table = page.getByTestId('scoring-table');
      await expect(table.locator('tbody tr')).toHaveCount(RIDERS);
      await table.getByRole('button', { name: new RegExp(`${field.rider(1)} on`) }).click();
      await page.getByRole('tab', { name: 'Cross Country' }).click();
      await page.getByLabel('Jump penalties (XCJ)').click();

      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The operator's hands do not wait for the screen: "0 Tab 0.4 Enter 20 Tab 0.8 Enter …".
      for (let n = 1; n <= RIDERS; n += 1) {
        await page.keyboard.type(String(jumps(n)));
        await page.keyboard.press('Tab');
        await page.keyboard.type(formatTenths(timeTenths(n)));
        await page.keyboard.press('Enter');
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

      const expected = Object.fromEntries(
        Array.from({ length: RIDERS }, (_, i) => [
          field.rider(i + 1),
          { status: 'OK', jumps: jumps(i + 1) * 10, time: timeTenths(i + 1) },
        ]),
      );
      await expect
        .poll(
          async () =>
            Object.fromEntries(
              (await field.entries()).map((entry) => [
                entry.athlete.name,
                {
                  status: entry.xc_status,
                  jumps: toTenths(entry.xcj_score),
                  time: toTenths(entry.xct_score),
                },
              ]),
            ),
          { timeout: 60_000 },
        )
        .toEqual(expected);
      // Nothing is left waiting or failed on the screen, and each row shows its rider's time.
      await expect(table.locator('tr[data-save]')).toHaveCount(0);
      for (const entry of await field.entries()) {
        const n = Number(entry.athlete.name.split(' ').at(-1));
        await expect(table.locator(`tr[data-entry-id="${entry.id}"] td`).nth(7)).toHaveText(
          formatTenths(timeTenths(n)),
        );
      }
    } finally {
      await field.remove();
    }
  });
});
