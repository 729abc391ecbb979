import { expect, test, type Page } from '@playwright/test';
import type { AdminCompetition, EntryDeleteImpact } from '../contract/admin-competitions';
import type { CompetitionEntry } from '../contract/competitions';
import { expectNoSeriousViolations } from './support/axe';
import { createScoringCompetition, signInAsAdmin } from './support/scoring-competition';

async function openEntryPanel(page: Page, rider: string) {
  await page
    .getByTestId('scoring-table')
    .getByRole('button', { name: new RegExp(`${rider} on`) })
    .click();
  const toggle = page.getByRole('button', { name: 'Entry', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

test.describe('the official result in live scoring', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('ties share a place until the operator sets the official order; bridle numbers, the final lock, deleting an entry and the Pending hint', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    if (!baseURL) throw new Error('no base URL');
    const field = await createScoringCompetition(page.request, baseURL, {
      riders: 4,
      label: 'Offi',
      status: 'pending',
    });
    const headers = { origin: baseURL };
    const byRider = async () =>
      new Map((await field.entries()).map((entry) => [entry.athlete.name, entry]));
    try {
      const entries = await byRider();
      const idOf = (n: number) => entries.get(field.rider(n))?.id ?? 0;
      for (const [n, dr] of [
        [1, 30],
        [2, 30],
        [3, 32],
      ] as const) {
        const scored = await page.request.patch(`/api/competition-entries/${idOf(n)}/scoring`, {
          headers,
          data: { dr_status: 'CLEAR', dr_score: dr },
        });
        expect(scored.status(), await scored.text()).toBe(200);
      }

      await page.goto(`/admin?tab=competitions&scoring=${field.competition.id}`);
      const table = page.getByTestId('scoring-table');
      const position = (n: number) => table.locator(`tr[data-entry-id="${idOf(n)}"] td`).nth(2);
      await expect(position(1)).toHaveText('1=');
      await expect(position(2)).toHaveText('1=');
      await expect(position(3)).toHaveText('3');
      // Scores are in, but a Pending competition shows the public no results: the operator is told.
      const view = page.getByRole('dialog', { name: /Live scoring/ });
      await expect(view.getByTestId('unpublished-hint')).toContainText(
        'this competition is Pending: the public results page shows "No results available yet."',
      );

      // The official order: rider 2 first, rider 1 second, kept through Fix Positions.
      await openEntryPanel(page, field.rider(2));
      await page.getByRole('textbox', { name: 'Official position' }).fill('1');
      await page.getByRole('button', { name: 'Set', exact: true }).click();
      await expect(page.getByText('Official position saved', { exact: true })).toBeVisible();
      // The tie is broken at once: rider 1 takes the next free position, no longer "1=".
      await expect(position(2)).toHaveText('1');
      await expect(position(1)).toHaveText('2');
      await openEntryPanel(page, field.rider(1));
      await page.getByRole('textbox', { name: 'Official position' }).fill('2');
      await page.getByRole('button', { name: 'Set', exact: true }).click();
      await expect(position(2)).toHaveText('1');
      await expect(position(1)).toHaveText('2');
      // A position another entry holds is refused with the server's sentence; nothing changes.
      await openEntryPanel(page, field.rider(3));
      await page.getByRole('textbox', { name: 'Official position' }).fill('1');
      await page.getByRole('button', { name: 'Set', exact: true }).click();
      await expect(
        page.getByRole('textbox', { name: 'Official position' }),
      ).toHaveAccessibleDescription(
        `409: Position 1 is already given to ${field.rider(2)} on ${field.horse(2)}; clear it there first.`,
      );
      await expect(position(3)).toHaveText('3');
      await expect(position(2)).toHaveText('1');
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Fix Positions' }).click();
      await expect(
        page.getByText('Positions and scores recalculated successfully', { exact: true }),
      ).toBeVisible();
      await expect(position(2)).toHaveText('1');
      await expect(position(1)).toHaveText('2');
      const stored = await byRider();
      expect(stored.get(field.rider(2))?.positionLabel).toBe('1');
      expect(stored.get(field.rider(1))?.positionLabel).toBe('2');

      // A bridle number set on the entry is shown and found by the search.
      await openEntryPanel(page, field.rider(3));
      await page.getByRole('textbox', { name: 'Bridle number' }).fill('77');
      await page.getByRole('button', { name: 'Save numbers' }).click();
      await expect(page.getByText('Entry updated', { exact: true })).toBeVisible();
      await expect(
        table.locator(`tr[data-entry-id="${idOf(3)}"]`).getByTestId('bridle-number'),
      ).toHaveText('77');
      await page.keyboard.press('/');
      await page.keyboard.type('77');
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('form', { name: new RegExp(`Scores for ${field.rider(3)}`) }),
      ).toContainText('No. 77');

      // Final results: the official order, locked against scrapes.
      await page.getByRole('switch', { name: 'Final results' }).click();
      await expect(page.getByText('Results marked final', { exact: true })).toBeVisible();
      const list = (await (
        await page.request.get('/api/admin/competitions')
      ).json()) as AdminCompetition[];
      expect(list.find((c) => c.id === field.competition.id)?.resultsFinal).toBe(true);

      // Deleting an entry no team holds says so.
      await openEntryPanel(page, field.rider(4));
      await page.getByRole('button', { name: 'Delete entry…' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
      await expect(confirm.getByTestId('delete-impact')).toHaveText(
        `Delete ${field.rider(4)} with ${field.horse(4)}? No team holds this entry.`,
      );
      await expectNoSeriousViolations(page);
      await confirm.getByRole('button', { name: 'Delete entry' }).click();
      await expect(page.getByText('Competition entry deleted', { exact: true })).toBeVisible();
      await expect(table.locator('tbody tr')).toHaveCount(3);

      // Back in the list, the card says the same about the Pending results.
      await page.getByRole('button', { name: 'Close live scoring' }).click();
      const card = page.getByRole('listitem').filter({ hasText: field.competition.name });
      await expect(card.getByTestId('unpublished-hint')).toBeVisible();
      await expect(card.getByText('Final', { exact: true })).toBeVisible();

      // The public sees the start list, with the bridle numbers, and no results while Pending.
      await page.goto(`/results/${field.competition.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Start List' })).toBeVisible();
      await expect(page.getByText('No results available yet.')).toBeVisible();
      await expect(
        page.getByTestId('start-list-row').filter({ hasText: field.rider(3) }),
      ).toContainText('77');
    } finally {
      await field.remove();
    }
  });

  test('after the deadline, deleting an entry that teams hold names them and offers WD instead', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    if (!baseURL) throw new Error('no base URL');
    await signInAsAdmin(page.request, baseURL);
    const competitions = (await (
      await page.request.get('/api/admin/competitions')
    ).json()) as AdminCompetition[];
    let held: {
      competition: AdminCompetition;
      entry: CompetitionEntry;
      impact: EntryDeleteImpact;
    } | null = null;
    for (const competition of competitions.filter((c) => new Date(c.deadline) < new Date())) {
      const entries = (await (
        await page.request.get(`/api/competitions/${competition.id}/entries`)
      ).json()) as CompetitionEntry[];
      for (const entry of entries.slice(0, 8)) {
        const impact = (await (
          await page.request.get(
            `/api/admin/competitions/${competition.id}/entries/${entry.id}/delete-impact`,
          )
        ).json()) as EntryDeleteImpact;
        if (impact.suggestWithdraw) {
          held = { competition, entry, impact };
          break;
        }
      }
      if (held) break;
    }
    if (!held) throw new Error('the demo data has no entry held by teams after the deadline');

    await page.goto(`/admin?tab=competitions&scoring=${held.competition.id}`);
    await openEntryPanel(page, held.entry.athlete.name);
    await page.getByRole('button', { name: 'Delete entry…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
    await expect(confirm.getByTestId('delete-impact')).toHaveText(held.impact.message);
    await expect(confirm.getByTestId('delete-impact')).toContainText(
      new RegExp(`${held.impact.teams} teams? holds? this entry`),
    );
    await expect(confirm.getByRole('button', { name: 'Withdraw (WD) instead' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
  });
});
