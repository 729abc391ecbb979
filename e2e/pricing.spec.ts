import { expect, test, type Locator, type Page } from '@playwright/test';
import type { AdminCompetition } from '../contract/admin-competitions';
import type { CompetitionEntry } from '../contract/competitions';
import type { PriceEntriesResult } from '../contract/pricing';
import { expectNoSeriousViolations } from './support/axe';
import { E2E_ADMIN } from './support/global-setup';
import { expectNoPageOverflow, expectNoSidewaysScroll } from './support/layout';
import { createUpcomingCompetition } from './support/scoring-competition';

const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

/** Chooses a status in the competition form's Status select. */
async function chooseStatus(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Two cells on one line, the first to the left of the second. */
async function expectSideBySide(first: Locator, second: Locator) {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) throw new Error('both cells are shown');
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + 1);
  expect(Math.abs(a.y - b.y)).toBeLessThan(1);
}

test.describe('pricing a competition from form', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an operator is warned about an unplayable field, prices it from form (on a phone too), opens it, overrides one price, sees a withdrawal and completes it', async ({
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
    const competition = await createUpcomingCompetition(page.request, baseURL, { name });
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
      const imported = page.getByRole('status').filter({ hasText: 'rows from' });
      await expect(imported).toContainText(
        '3 rows from 1 event: 3 new, 0 updated, 0 unchanged; 0 matched existing riders and horses, 3 riders and 3 horses created; 0 skipped.',
      );
      await expect(imported).toContainText('File read as UTF-8.');

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
      const card = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { name, exact: true }),
      });
      const badge = (label: string) => card.getByText(label, { exact: true });
      // A pending competition is announced, not yet open: Scheduled.
      await expect(badge('Scheduled')).toBeVisible();
      await expect(card).toContainText('6 entries');
      const warnings = page.getByRole('list', { name: `Pricing warnings: ${name}` });
      await expect(warnings).toContainText(
        'The five cheapest entries cost 12.5, more than the 10.0 budget: no valid team exists.',
      );
      await expect(warnings).toContainText(
        'Prices were never computed: every entry costs the default 2.5.',
      );

      // Opening team selection now asks first; keeping it closed changes nothing. On a phone the
      // form wraps its long hints (the scoring address forms) instead of scrolling sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: `Edit: ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Competition' });
      await expect(edit.getByText(/^Either a results board/)).toBeVisible();
      await expectNoSidewaysScroll(edit);
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
      await expectNoSidewaysScroll(edit);
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await expect(edit).toBeHidden();
      await page.setViewportSize({ width: 1280, height: 900 });
      const stillPending = await page.request.get('/api/admin/competitions');
      expect(
        ((await stillPending.json()) as AdminCompetition[]).find((c) => c.id === competition.id)
          ?.status,
      ).toBe('pending');

      // Preview: Anna went best, Cara was eliminated, Dan, Eva and Finn have no form.
      await page.getByRole('button', { name: `Price entries: ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Price entries: ${name}` });
      const preview = dialog.getByRole('table', { name: 'Price preview' });
      await expect(preview.getByRole('columnheader', { name: 'Price', exact: true })).toBeVisible();
      const columns = await preview.getByRole('columnheader').allTextContents();
      const row = (rider: string) => preview.getByRole('row').filter({ hasText: rider });
      /** A row's cell under a column header; the combination is the row's header. */
      const column = (line: Locator, label: string) =>
        line.locator(':scope > th, :scope > td').nth(columns.indexOf(label));
      const price = (rider: string) => column(row(rider), 'Price');
      await expect(column(row(`Dan Roe ${n}`), 'Exp')).toHaveText('No form');
      await expect(column(row(`Cara Dunn ${n}`), 'XC finish')).not.toHaveText('100%');
      // Never priced, every entry costs the default 2.5 now: the preview says so beside its price.
      await expect(price(`Cara Dunn ${n}`)).toHaveText('1.0now 2.5');
      const prices = (await preview.getByRole('row').all()).slice(1);
      const amounts = await Promise.all(
        prices.map(async (line) => parseFloat((await column(line, 'Price').textContent()) ?? '')),
      );
      expect(parseFloat((await price(`Anna Holt ${n}`).textContent()) ?? '')).toBe(
        Math.max(...amounts),
      );
      await expect(dialog.getByRole('status', { name: 'Field summary' })).toContainText(
        '3 of 6 without form',
      );

      // On a phone every price is read beside its combination, and the page never scrolls sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      const apply = dialog.getByRole('button', { name: 'Apply prices' });
      await expect(apply).toBeInViewport();
      await expectNoPageOverflow(page);
      for (const line of prices) {
        const combination = line.getByRole('rowheader');
        await line.scrollIntoViewIfNeeded();
        await expect(combination).toBeInViewport();
        await expect(column(line, 'Price')).toBeInViewport();
        await expect(column(line, 'Exp')).toBeInViewport();
        await expectSideBySide(combination, column(line, 'Price'));
      }
      // The record behind the figures scrolls under the combination, which stays put.
      const annaHolt = row(`Anna Holt ${n}`).getByRole('rowheader');
      await annaHolt.scrollIntoViewIfNeeded();
      const left = (await annaHolt.boundingBox())?.x;
      await annaHolt.hover();
      await page.mouse.wheel(1000, 0);
      await expect(column(row(`Anna Holt ${n}`), 'HPR')).toBeInViewport();
      expect((await annaHolt.boundingBox())?.x).toBe(left);
      await expectNoPageOverflow(page);
      await expectNoSeriousViolations(page);
      await page.setViewportSize({ width: 1280, height: 900 });

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
      await expect(badge('Open')).toBeVisible();
      await expect(badge('Scheduled')).toBeHidden();

      const previewed = async () =>
        (await (
          await page.request.post(`/api/admin/competitions/${competition.id}/price-entries`, {
            headers: { origin: baseURL },
            data: { apply: false },
          })
        ).json()) as PriceEntriesResult;

      // A team of Ben and the four cheapest others fits the budget at these prices.
      const pricedNow = (await previewed()).entries;
      const ben = pricedNow.find((entry) => entry.athleteName === `Ben Cort ${n}`);
      if (!ben) throw new Error('Ben Cort is on the start list');
      const others = pricedNow
        .filter((entry) => entry.entryId !== ben.entryId)
        .toSorted((x, y) => x.price - y.price)
        .slice(0, 4);
      const team = await page.request.post('/api/fantasy/teams', {
        headers: { origin: baseURL },
        data: {
          competitionId: competition.id,
          selections: [ben, ...others].map((entry) => ({ competitionEntryId: entry.entryId })),
        },
      });
      expect(team.status(), await team.text()).toBe(200);

      // An operator's price for Ben is kept when the competition is priced again, until cleared;
      // the dialog and then the card say it puts the saved team over the budget.
      await page.getByRole('button', { name: `Price entries: ${name}` }).click();
      const before = (await price(`Ben Cort ${n}`).textContent()) ?? '';
      await expect(dialog).toContainText(
        '1 team is saved for this competition; it fits the 10.0 budget with these prices.',
      );
      await row(`Ben Cort ${n}`)
        .getByLabel(`Manual price: Ben Cort ${n} · Red Rover ${n}`)
        .fill('9.9');
      await row(`Ben Cort ${n}`).getByRole('button', { name: 'Set' }).click();
      await expect(price(`Ben Cort ${n}`)).toHaveText('9.9(manual)');
      await expect(dialog).toContainText(
        '1 team is saved for this competition; it would cost more than the 10.0 budget with these prices, and its player could not save it again without changing picks.',
      );
      await dialog.getByRole('button', { name: 'Apply prices' }).click();
      await expect(dialog).toBeHidden();
      await expect(warnings).toContainText(
        "1 saved team costs more than the 10.0 budget at today's prices: its player must change a pick to save it again.",
      );
      const stored = await previewed();
      expect(
        stored.entries
          .filter((entry) => entry.overridden)
          .map((entry) => [entry.athleteName, entry.price]),
      ).toEqual([[`Ben Cort ${n}`, 9.9]]);
      await page.getByRole('button', { name: `Price entries: ${name}` }).click();
      await expect(price(`Ben Cort ${n}`)).toHaveText('9.9(manual)');
      await dialog
        .getByRole('button', { name: `Clear manual price: Ben Cort ${n} · Red Rover ${n}` })
        .click();
      await expect(price(`Ben Cort ${n}`)).toHaveText(before);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Finn withdraws before the event: he leaves the field the warnings count, and his WD is
      // no result waiting to be published.
      const entries = (await (
        await page.request.get(`/api/competitions/${competition.id}/entries`)
      ).json()) as CompetitionEntry[];
      const finn = entries.find((entry) => entry.athlete.name === `Finn Kerr ${n}`);
      if (!finn) throw new Error('Finn Kerr is on the start list');
      const withdrawn = await page.request.patch(`/api/competition-entries/${finn.id}/scoring`, {
        headers: { origin: baseURL },
        data: { dr_status: 'WD' },
      });
      expect(withdrawn.status(), await withdrawn.text()).toBe(200);
      await page.reload();
      await expect(warnings).toContainText(
        '2 of 5 entries have no form: they are priced from the level and the field.',
      );
      await expect(card).toContainText('6 entries (1 withdrawn)');
      // Ben's own price is back, and with it the saved team fits again.
      await expect(warnings).not.toContainText('saved team');
      await expect(card).not.toContainText('scored');
      await expect(card.getByTestId('unpublished-hint')).toHaveCount(0);

      // Once completed, the card says so, and the warnings for picking teams are gone.
      await page.getByRole('button', { name: `Edit: ${name}` }).click();
      await chooseStatus(page, 'Completed');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit).toBeHidden();
      await expect(badge('Completed')).toBeVisible();
      await expect(badge('Open')).toBeHidden();
      await expect(warnings).toBeHidden();
    } finally {
      await page.request.delete(`/api/admin/competitions/${competition.id}`, {
        headers: { origin: baseURL },
      });
    }
  });
});
