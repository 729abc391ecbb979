import { expect, test } from '@playwright/test';
import type { AdminCompetition } from '../contract/admin-competitions';
import type { PriceEntriesResult } from '../contract/pricing';
import { E2E_ADMIN } from './support/global-setup';

const day = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

test.describe('pricing a competition from form', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an operator imports a results history, previews the prices, applies them and overrides one', async ({
    page,
    baseURL,
  }) => {
    if (!baseURL) throw new Error('no base URL');
    const n = String(Date.now() % 100000);
    const login = await page.request.post('/api/auth/login', {
      headers: { origin: baseURL },
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    expect(login.status()).toBe(200);
    const now = Date.now();
    const created = await page.request.post('/api/admin/competitions', {
      headers: { origin: baseURL },
      data: {
        name: `Pricing Journey ${n}`,
        startDate: isoDay(now + 30 * day),
        endDate: isoDay(now + 33 * day),
        deadline: new Date(now + 29 * day).toISOString(),
        level: 'CCI4*-S',
        status: 'open',
      },
    });
    expect(created.status()).toBe(201);
    const competition = (await created.json()) as AdminCompetition;

    try {
      // The history arrives as FEI prints it: surnames and horses in capitals.
      await page.goto('/admin?tab=data');
      await page.getByRole('tab', { name: 'Results history' }).click();
      await page.getByLabel('Results history CSV').setInputFiles({
        name: 'history.csv',
        mimeType: 'text/csv',
        buffer: csv([
          'event_name,event_date,level,rider,nationality,horse,dressage,sj_penalties,xc_jump_penalties,xc_time_penalties',
          `History ${n},2025-03-01,CCI4*-S,Anna HOLT ${n},GBR,SILVER ARROW ${n},25.0,0,0,0`,
          `History ${n},2025-03-01,CCI4*-S,Ben CORT ${n},IRL,RED ROVER ${n},30.0,4,0,0`,
          `History ${n},2025-03-01,CCI4*-S,Cara DUNN ${n},NZL,BLUE MOON ${n},40.0,8,20,10.0`,
        ]),
      });
      await page.getByRole('button', { name: 'Import history' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'rows from' })).toHaveText(
        '3 rows from 1 events: 0 matched, 3 riders and 3 horses created, 0 skipped.',
      );
      await expect(
        page.getByRole('table', { name: 'Results history' }).getByRole('row', {
          name: `2025-03-01 History ${n} CCI4*-S 3`,
        }),
      ).toBeVisible();

      // The startlist names the same riders and horses, plus one with no form.
      const startlist = await page.request.post(
        `/api/admin/competitions/${competition.id}/startlist`,
        {
          headers: { origin: baseURL },
          multipart: {
            startlist: {
              name: 'startlist.csv',
              mimeType: 'text/csv',
              buffer: csv([
                'start_order,rider,nationality,horse',
                `1,Anna Holt ${n},GBR,Silver Arrow ${n}`,
                `2,Ben Cort ${n},IRL,Red Rover ${n}`,
                `3,Cara Dunn ${n},NZL,Blue Moon ${n}`,
                `4,Dan Roe ${n},GBR,Green Day ${n}`,
              ]),
            },
          },
        },
      );
      expect(startlist.status()).toBe(200);

      // Preview: expected points 80.9, 76.4 and 46.9 (mean 68.07); an average entry costs 2.0.
      await page.goto('/admin?tab=competitions');
      await page.getByRole('button', { name: `Price entries: Pricing Journey ${n}` }).click();
      const dialog = page.getByRole('dialog', { name: `Price entries: Pricing Journey ${n}` });
      const preview = dialog.getByRole('table', { name: 'Price preview' });
      const row = (rider: string) => preview.getByRole('row').filter({ hasText: rider });
      await expect(row(`Anna Holt ${n}`)).toContainText('80.9');
      await expect(row(`Anna Holt ${n}`).getByRole('cell').nth(9)).toHaveText('2.4');
      await expect(row(`Ben Cort ${n}`).getByRole('cell').nth(9)).toHaveText('2.2');
      await expect(row(`Cara Dunn ${n}`).getByRole('cell').nth(9)).toHaveText('1.4');
      await expect(row(`Dan Roe ${n}`).getByRole('cell').nth(9)).toHaveText('2.5');
      await dialog.getByRole('button', { name: 'Apply prices' }).click();
      await expect(page.getByText('Prices applied', { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();

      // An operator's price for Ben is kept when the competition is priced again, until cleared.
      const price = (rider: string) => row(rider).getByRole('cell').nth(9);
      await page.getByRole('button', { name: `Price entries: Pricing Journey ${n}` }).click();
      await row(`Ben Cort ${n}`)
        .getByLabel(`Manual price: Ben Cort ${n} · Red Rover ${n}`)
        .fill('5');
      await row(`Ben Cort ${n}`).getByRole('button', { name: 'Set' }).click();
      await expect(price(`Ben Cort ${n}`)).toHaveText('5.0(manual)');
      await dialog.getByRole('button', { name: 'Apply prices' }).click();
      await expect(dialog).toBeHidden();
      const stored = (await (
        await page.request.post(`/api/admin/competitions/${competition.id}/price-entries`, {
          headers: { origin: baseURL },
          data: { apply: false },
        })
      ).json()) as PriceEntriesResult;
      expect(
        stored.entries.map((entry) => [entry.athleteName, entry.price, entry.overridden]),
      ).toEqual([
        [`Anna Holt ${n}`, 2.4, false],
        [`Ben Cort ${n}`, 5, true],
        [`Cara Dunn ${n}`, 1.4, false],
        [`Dan Roe ${n}`, 2.5, false],
      ]);
      await page.getByRole('button', { name: `Price entries: Pricing Journey ${n}` }).click();
      await expect(price(`Ben Cort ${n}`)).toHaveText('5.0(manual)');
      await dialog
        .getByRole('button', { name: `Clear manual price: Ben Cort ${n} · Red Rover ${n}` })
        .click();
      await expect(price(`Ben Cort ${n}`)).toHaveText('2.2');
    } finally {
      await page.request.delete(`/api/admin/competitions/${competition.id}`, {
        headers: { origin: baseURL },
      });
    }
  });
});
