import { expect, test, type Page } from '@playwright/test';
import type { CompetitionEntry } from '../contract/competitions';
import { expectNoPageOverflow } from './support/layout';
import { createUpcomingCompetition, signInAsAdmin } from './support/scoring-competition';

test.describe('a field priced by its start list', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("an operator's manual price stands through a new start list, and clearing it gives back the file's new price, not the default", async ({
    page,
    baseURL,
  }) => {
    if (!baseURL) throw new Error('no base URL');
    const headers = { origin: baseURL };
    await signInAsAdmin(page.request, baseURL);
    const n = String(Date.now() % 100000);
    const name = `Start List Prices ${n}`;
    const competition = await createUpcomingCompetition(page.request, baseURL, {
      name,
      level: 'CCI3*-S',
    });
    const ben = `Ben Cort ${n}`;
    const benHorse = `Red Rover ${n}`;
    /** The start list with Ben's price as given; the other five keep theirs. */
    const startlist = (benPrice: string) =>
      Buffer.from(
        [
          'start_order,rider,horse,price',
          `1,Anna Holt ${n},Silver Arrow ${n},1.5`,
          `2,${ben},${benHorse},${benPrice}`,
          `3,Cara Dunn ${n},Blue Moon ${n},1.7`,
          `4,Dan Roe ${n},Green Day ${n},1.8`,
          `5,Eva Lind ${n},North Star ${n},1.9`,
          `6,Finn Kerr ${n},Hill Fox ${n},2.1`,
        ].join('\r\n') + '\r\n',
      );

    try {
      await page.goto('/admin?tab=competitions');
      const card = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { name, exact: true }),
      });
      const upload = async (benPrice: string) => {
        await card.getByRole('button', { name: `Files and more: ${name}` }).click();
        await page.getByRole('menuitem', { name: 'Startlist upload' }).click();
        const dialog = page.getByRole('dialog', { name: 'Startlist upload' });
        await dialog.getByLabel('CSV file').setInputFiles({
          name: 'startlist.csv',
          mimeType: 'text/csv',
          buffer: startlist(benPrice),
        });
        await dialog.getByRole('button', { name: 'Upload' }).click();
        return dialog;
      };
      const counter = (dialog: ReturnType<Page['getByRole']>, label: string) =>
        dialog.getByText(label, { exact: true }).locator('..');

      // The start list gives every entry its price: the operator chose them, so no warning says
      // prices were never computed (only the empty field's warning was there before).
      const warnings = page.getByRole('list', { name: `Pricing warnings: ${name}` });
      await expect(warnings.getByRole('listitem')).toHaveText([
        'No entries yet: a team needs five.',
      ]);
      let uploaded = await upload('1.6');
      await expect(counter(uploaded, 'New entries')).toHaveText('New entries6');
      await page.keyboard.press('Escape');
      await expect(uploaded).toBeHidden();
      await expect(card).toContainText('6 entries');
      await expect(warnings).toBeHidden();

      // What players pay is the file's price, on the competitor's page.
      const entries = (await (
        await page.request.get(`/api/competitions/${competition.id}/entries`)
      ).json()) as CompetitionEntry[];
      const entry = entries.find((e) => e.athlete.name === ben);
      if (!entry) throw new Error('Ben Cort is on the start list');
      expect(entry.price).toBe(1.6);
      const competitorPage = await page.context().newPage();
      await competitorPage.setViewportSize({ width: 390, height: 844 });
      const paid = async (price: string) => {
        await competitorPage.goto(
          `/competitor/${entry.athleteId}/${entry.horseId}/${competition.id}`,
        );
        await expect(competitorPage.getByRole('heading', { name: ben })).toBeVisible();
        await expect(competitorPage.getByText(/^Price \d/)).toHaveText(`Price ${price}m`);
        await expectNoPageOverflow(competitorPage);
      };
      await paid('1.6');

      // The Price entries dialog explains what clearing a manual price restores.
      await card.getByRole('button', { name: `Price entries: ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Price entries: ${name}` });
      const preview = dialog.getByRole('table', { name: 'Price preview' });
      const benRow = preview.getByRole('row').filter({ hasText: ben });
      const benPrice = benRow.locator(':scope > td').nth(1);
      await dialog.getByText('How expected points and prices are computed').click();
      const explainer = dialog.locator('details p');
      await expect(explainer).toBeVisible();
      expect((await explainer.textContent())?.replace(/\s+/g, ' ').trim()).toMatch(
        /A manual price is kept until you clear it, which restores the computed price, or the start list's price of an entry never priced\.$/,
      );

      // On a phone, the operator sets Ben's price by hand; nothing is applied.
      await page.setViewportSize({ width: 390, height: 844 });
      const manual = benRow.getByLabel(`Manual price: ${ben} · ${benHorse}`);
      await manual.scrollIntoViewIfNeeded();
      await manual.fill('4.4');
      await benRow.getByRole('button', { name: 'Set' }).click();
      await expect(benPrice).toHaveText('4.4(manual)');
      await expectNoPageOverflow(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.setViewportSize({ width: 1280, height: 900 });
      await paid('4.4');
      await expect(warnings).toBeHidden();

      // A new start list with a new price for Ben: the manual price still stands.
      uploaded = await upload('2.2');
      await expect(counter(uploaded, 'Updated')).toHaveText('Updated1');
      await expect(counter(uploaded, 'Unchanged')).toHaveText('Unchanged5');
      await page.keyboard.press('Escape');
      await expect(uploaded).toBeHidden();
      await paid('4.4');
      await card.getByRole('button', { name: `Price entries: ${name}` }).click();
      await expect(benPrice).toHaveText('4.4(manual)');

      // Clearing it gives back the new file's price: neither 2.5 nor the first file's 1.6.
      await dialog
        .getByRole('button', { name: `Clear manual price: ${ben} · ${benHorse}` })
        .click();
      await expect(benRow.getByLabel(`Manual price: ${ben} · ${benHorse}`)).toBeVisible();
      await expect(benPrice).not.toContainText('manual');
      // The preview names what Ben costs now, the new file's price, beside what pricing would give.
      await expect(benPrice).toHaveText(/now 2\.2$/);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(warnings).toBeHidden();
      await paid('2.2');
      await competitorPage.close();
    } finally {
      await page.request.delete(`/api/admin/competitions/${competition.id}`, { headers });
    }
  });
});
