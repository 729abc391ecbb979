import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createScoringCompetition } from './support/scoring-competition';

test.describe('score history and failed saves in live scoring', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the operator reads a rider’s history, undoes a CSV change and then their own, and retries a save the server refused', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    if (!baseURL) throw new Error('no base URL');
    const field = await createScoringCompetition(page.request, baseURL, {
      riders: 3,
      label: 'Hist',
    });
    const idOf = async (n: number) => {
      const entry = (await field.entries()).find((e) => e.athlete.name === field.rider(n));
      if (!entry) throw new Error(`no entry for rider ${n}`);
      return entry.id;
    };
    const dressageOf = async (n: number) =>
      (await field.entries()).find((e) => e.athlete.name === field.rider(n))?.dr_score;
    try {
      const [first, second] = [await idOf(1), await idOf(2)];
      // The server refuses rider 2's first save, as a dropped connection or a restart would.
      let refused = 0;
      await page.route(`**/api/competition-entries/${second}/scoring`, async (route) => {
        if (refused > 0) return route.continue();
        refused += 1;
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The server is restarting.' }),
        });
      });

      await page.goto(`/admin?tab=competitions&scoring=${field.competition.id}`);
      const table = page.getByTestId('scoring-table');
      await expect(table.locator('tbody tr')).toHaveCount(3);
      await page.keyboard.press('/');
      await page.keyboard.type('1');
      await page.keyboard.press('Enter');
      const dressage = page.getByLabel('Dressage penalties');
      await expect(dressage).toBeFocused();
      // Three riders typed straight through: rider 2's save fails, rider 3's lands.
      for (const value of ['30.1', '33.3', '35.5']) {
        await page.keyboard.type(value);
        await page.keyboard.press('Enter');
      }
      const row = (id: number) => table.locator(`tr[data-entry-id="${id}"]`);
      await expect(row(second).getByRole('button', { name: /^Not saved/ })).toBeVisible();
      await expect(row(second).getByTestId('scoring-total')).toHaveText('33.3');
      await expect(page.getByText('1 not saved')).toBeVisible();
      await expect.poll(() => dressageOf(3)).toBe(35.5);
      await expect.poll(() => dressageOf(1)).toBe(30.1);
      expect(await dressageOf(2)).toBeNull();
      await expectNoSeriousViolations(page);
      await row(second)
        .getByRole('button', { name: /^Not saved/ })
        .click();
      await expect.poll(() => dressageOf(2)).toBe(33.3);
      await expect(row(second)).not.toHaveAttribute('data-save');

      // A results file changes rider 1; the history shows both changes with who made them.
      const upload = await page.request.post(
        `/api/admin/competitions/${field.competition.id}/entries/upload`,
        {
          headers: { origin: baseURL },
          multipart: {
            csvFile: {
              name: 'results.csv',
              mimeType: 'text/csv',
              buffer: Buffer.from(`entry_id,dr_score\n${first},28.0\n`),
            },
          },
        },
      );
      expect(upload.status(), await upload.text()).toBe(200);
      await row(first)
        .getByRole('button', { name: /^Score/ })
        .click();
      await page.getByRole('button', { name: 'Score history' }).click();
      const changes = page.getByTestId('score-change');
      await expect(changes).toHaveCount(2);
      await expect(changes.nth(0)).toContainText('Results CSV');
      await expect(changes.nth(0)).toContainText('DR 30.1 → 28.0');
      await expect(changes.nth(1)).toContainText('Score form');
      await expect(changes.nth(1)).toContainText('DR – → 30.1');
      await expectNoSeriousViolations(page);

      // Undo reverts the CSV's change through the results writer, then the operator's own.
      await page.getByRole('button', { name: 'Undo last change' }).click();
      await expect(page.getByText('Change undone', { exact: true })).toBeVisible();
      await expect(changes).toHaveCount(3);
      await expect(changes.nth(0)).toContainText('Undo');
      await expect(changes.nth(1)).toContainText('Undone');
      await expect(dressage).toHaveValue('30.1');
      await expect(row(first).getByTestId('scoring-total')).toHaveText('30.1');
      await expect.poll(() => dressageOf(1)).toBe(30.1);

      await page.getByRole('button', { name: 'Undo last change' }).click();
      await expect(changes).toHaveCount(4);
      await expect(dressage).toHaveValue('');
      await expect(row(first).getByTestId('scoring-total')).toHaveText('');
      await expect.poll(() => dressageOf(1)).toBeNull();
      await expect(page.getByRole('button', { name: 'Undo last change' })).toHaveCount(0);
    } finally {
      await field.remove();
    }
  });
});
