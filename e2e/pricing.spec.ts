import { expect, test, type Page } from '@playwright/test';
import type { AdminCompetition } from '../contract/admin-competitions';
import type { PriceEntriesResult } from '../contract/pricing';
import { E2E_ADMIN } from './support/global-setup';

const day = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

/** Chooses a status in the competition form's Status select. */
async function chooseStatus(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test.describe('pricing a competition from form', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an operator is warned about an unplayable field, prices it from form, opens it and overrides one price', async ({
    page,
    baseURL,
  }) => {
    if (!baseURL) throw new Error('no base URL');
    const n = String(Date.now() % 100000);
    const name = `Pricing Journey ${n}`;
    const login = await page.request.post('/api/auth/login', {
      headers: { origin: baseURL },
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    expect(login.status()).toBe(200);
    const now = Date.now();
    const created = await page.request.post('/api/admin/competitions', {
      headers: { origin: baseURL },
      data: {
        name,
        startDate: isoDay(now + 30 * day),
        endDate: isoDay(now + 33 * day),
        deadline: new Date(now + 29 * day).toISOString(),
        level: 'CCI4*-S',
        status: 'pending',
      },
    });
    expect(created.status()).toBe(201);
    const competition = (await created.json()) as AdminCompetition;
    const toasts = page.getByRole('region', { name: /Notifications/ });

    try {
      // The history arrives as FEI prints it: surnames and horses in capitals, an elimination.
      await page.goto('/admin?tab=data');
      await page.getByRole('tab', { name: 'Results history' }).click();
      await page.getByLabel('Results history CSV').setInputFiles({
        name: 'history.csv',
        mimeType: 'text/csv',
        buffer: csv([
          'event_name,event_date,level,rider,nationality,horse,dressage,sj_penalties,xc_jump_penalties,xc_time_penalties,dr_status,sj_status,xc_status',
          `History ${n},2025-03-01,CCI4*-S,Anna HOLT ${n},GBR,SILVER ARROW ${n},25.0,0,0,0,,,`,
          `History ${n},2025-03-01,CCI4*-S,Ben CORT ${n},IRL,RED ROVER ${n},30.0,4,0,0,,,`,
          `History ${n},2025-03-01,CCI4*-S,Cara DUNN ${n},NZL,BLUE MOON ${n},40.0,8,,,,,EL`,
        ]),
      });
      await page.getByRole('button', { name: 'Import history' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'rows from' })).toHaveText(
        '3 rows from 1 events: 3 new, 0 updated, 0 unchanged; 0 matched existing riders and horses, 3 riders and 3 horses created; 0 skipped.',
      );

      // The startlist names the same riders and horses, plus three with no record at all.
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
                `5,Eva Lind ${n},SWE,North Star ${n}`,
                `6,Finn Kerr ${n},IRL,Hill Fox ${n}`,
              ]),
            },
          },
        },
      );
      expect(startlist.status()).toBe(200);

      // Before pricing, every entry costs the default 2.5: five cost 12.5 and no team fits.
      await page.goto('/admin?tab=competitions');
      const warnings = page.getByRole('list', { name: `Pricing warnings: ${name}` });
      await expect(warnings).toContainText(
        'The five cheapest entries cost 12.5, more than the 10.0 budget: no valid team exists.',
      );
      await expect(warnings).toContainText(
        'Prices were never computed: every entry costs the default 2.5.',
      );

      // Opening team selection now asks first; keeping it closed changes nothing.
      await page.getByRole('button', { name: `Edit: ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Competition' });
      await chooseStatus(page, 'Open');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      const confirm = page.getByRole('dialog', {
        name: 'Open team selection on an unplayable field?',
      });
      await expect(confirm).toContainText(
        'The five cheapest entries cost 12.5, more than the 10.0 budget: no valid team exists.',
      );
      await confirm.getByRole('button', { name: 'Keep it closed' }).click();
      await expect(confirm).toBeHidden();
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await expect(edit).toBeHidden();
      const stillPending = await page.request.get('/api/admin/competitions');
      expect(
        ((await stillPending.json()) as AdminCompetition[]).find((c) => c.id === competition.id)
          ?.status,
      ).toBe('pending');

      // Preview: Anna went best, Cara was eliminated, Dan, Eva and Finn have no form.
      await page.getByRole('button', { name: `Price entries: ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Price entries: ${name}` });
      const preview = dialog.getByRole('table', { name: 'Price preview' });
      const row = (rider: string) => preview.getByRole('row').filter({ hasText: rider });
      const price = (rider: string) => row(rider).getByRole('cell').nth(10);
      await expect(row(`Dan Roe ${n}`).getByRole('cell').nth(6)).toHaveText('No form');
      await expect(row(`Cara Dunn ${n}`).getByRole('cell').nth(7)).not.toHaveText('100%');
      await expect(price(`Cara Dunn ${n}`)).toHaveText('1.0');
      const prices = (await preview.getByRole('row').all()).slice(1);
      const amounts = await Promise.all(
        prices.map(async (line) => Number(await line.getByRole('cell').nth(10).textContent())),
      );
      expect(Number(await price(`Anna Holt ${n}`).textContent())).toBe(Math.max(...amounts));
      await expect(dialog.getByRole('status', { name: 'Field summary' })).toContainText(
        '3 of 6 without form',
      );
      await dialog.getByRole('button', { name: 'Apply prices' }).click();
      await expect(toasts.getByText('Prices applied', { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();

      // The field can be played now; half the entries still have no form.
      await expect(warnings).not.toContainText('12.5');
      await expect(warnings).toContainText(
        '3 of 6 entries have no form: they are priced from the level and the field.',
      );

      // Opening no longer asks.
      await page.getByRole('button', { name: `Edit: ${name}` }).click();
      await chooseStatus(page, 'Open');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit).toBeHidden();
      await expect(toasts.getByText('Competition updated', { exact: true })).toBeVisible();

      // An operator's price for Ben is kept when the competition is priced again, until cleared.
      await page.getByRole('button', { name: `Price entries: ${name}` }).click();
      const before = (await price(`Ben Cort ${n}`).textContent()) ?? '';
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
        stored.entries
          .filter((entry) => entry.overridden)
          .map((entry) => [entry.athleteName, entry.price]),
      ).toEqual([[`Ben Cort ${n}`, 5]]);
      await page.getByRole('button', { name: `Price entries: ${name}` }).click();
      await expect(price(`Ben Cort ${n}`)).toHaveText('5.0(manual)');
      await dialog
        .getByRole('button', { name: `Clear manual price: Ben Cort ${n} · Red Rover ${n}` })
        .click();
      await expect(price(`Ben Cort ${n}`)).toHaveText(before);
    } finally {
      await page.request.delete(`/api/admin/competitions/${competition.id}`, {
        headers: { origin: baseURL },
      });
    }
  });
});
