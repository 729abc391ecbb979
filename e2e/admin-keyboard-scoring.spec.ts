import { expect, test } from '@playwright/test';
import type { AdminCompetition } from '../contract/admin-competitions';
import type { CompetitionEntry } from '../contract/competitions';
import { expectNoSeriousViolations } from './support/axe';
import { E2E_ADMIN } from './support/global-setup';
import { createScoringCompetition } from './support/scoring-competition';

const RIDERS = 10;
const day = 24 * 60 * 60 * 1000;

test.describe('live scoring by keyboard', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the operator scores 10 riders in start order without the mouse', async ({
    page,
    baseURL,
  }) => {
    if (!baseURL) throw new Error('no base URL');
    const headers = { origin: baseURL };
    const login = await page.request.post('/api/auth/login', {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
      headers,
    });
    expect(login.status()).toBe(200);
    const stamp = Date.now().toString(36);
    const rider = (n: number) => `Kb${stamp} Rider ${n}`;
    const created = await page.request.post('/api/admin/competitions', {
      headers,
      data: {
        name: `Keyboard Trials ${stamp}`,
        startDate: new Date(Date.now() - day).toISOString(),
        endDate: new Date(Date.now() + 2 * day).toISOString(),
        deadline: new Date(Date.now() - 2 * day).toISOString(),
        level: 'CCI4*-S',
        status: 'live',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const competition = (await created.json()) as AdminCompetition;
    /** Bridle numbers differ from the draw, as at a real event: rider 1 wears 110 … rider 10 101. */
    const bridle = (n: number) => 100 + RIDERS + 1 - n;
    const startlist = [
      'start_order,bridle_number,rider,nationality,horse',
      ...Array.from(
        { length: RIDERS },
        (_, i) => `${i + 1},${bridle(i + 1)},${rider(i + 1)},GBR,Kb Horse ${i + 1}`,
      ),
    ].join('\n');
    const uploaded = await page.request.post(
      `/api/admin/competitions/${competition.id}/startlist`,
      {
        headers,
        multipart: {
          startlist: {
            name: 'startlist.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from(startlist),
          },
        },
      },
    );
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    /** Rider n's dressage penalties: 21.1, 22.2 … 30.0. */
    const dressage = (n: number) => `${20 + n}.${n % 10}`;

    try {
      await page.goto(`/admin?tab=competitions&scoring=${competition.id}`);
      const table = page.getByTestId('scoring-table');
      await expect(table.locator('tbody tr')).toHaveCount(RIDERS);
      // Nobody has started: the totals are blank, not a perfect-looking 0.0.
      for (const total of await table.getByTestId('scoring-total').allTextContents()) {
        expect(total.trim()).toBe('');
      }
      await expect(table.getByTestId('start-number')).toHaveText(
        Array.from({ length: RIDERS }, (_, i) => String(i + 1)),
      );
      await expect(table.getByTestId('bridle-number')).toHaveText(
        Array.from({ length: RIDERS }, (_, i) => String(bridle(i + 1))),
      );

      const keys: string[] = [];
      const press = async (key: string) => {
        keys.push(key);
        await page.keyboard.press(key);
      };
      const type = async (text: string) => {
        for (const character of text) await press(character);
      };
      const form = (n: number) =>
        page.getByRole('form', { name: `Scores for ${rider(n)} on Kb Horse ${n}` });
      const dressageField = page.getByLabel('Dressage penalties');

      // The view opens with the cursor on the panel, not in the rider search: "/" goes there and
      // types nothing; then "1", Enter (no horse wears bridle number 1: the first to start).
      const search = page.getByRole('searchbox', {
        name: 'Find rider by bridle number, start order or name',
      });
      await expect(page.getByRole('dialog')).toBeFocused();
      await press('/');
      await expect(search).toBeFocused();
      await expect(search).toHaveValue('');
      await type('1');
      await press('Enter');
      await expect(form(1)).toBeVisible();
      await expect(dressageField).toBeFocused();

      // Rider 1 the long way: Tab runs penalties → status → Save.
      await type(dressage(1));
      await press('Tab');
      await expect(page.getByRole('textbox', { name: 'Status', exact: true })).toBeFocused();
      await press('Tab');
      await expect(page.getByRole('button', { name: 'Save Scores' })).toBeFocused();
      const keysBeforeSave = keys.length;
      await press('Enter');

      // Riders 2 to 10: after each save the next rider in start order is ready to type into.
      const perRider: number[] = [];
      for (let n = 2; n <= RIDERS; n += 1) {
        await expect(form(n)).toBeVisible();
        await expect(dressageField).toBeFocused();
        const before = keys.length;
        await type(dressage(n));
        await press('Enter');
        perRider.push(keys.length - before);
      }
      await expect(
        table
          .locator('tr[data-entry-id]')
          .filter({ hasText: rider(RIDERS) })
          .getByTestId('scoring-total'),
      ).toHaveText(dressage(RIDERS));

      // After the last rider the form lets go of them: keys typed on out of habit store nothing.
      await expect(page.getByRole('status').filter({ hasText: 'Last rider saved' })).toHaveText(
        `Last rider saved: ${rider(RIDERS)}. Press / to find a rider, or choose one in the table.`,
      );
      await expect(page.getByRole('dialog')).toBeFocused();
      await expect(page.getByRole('form', { name: /^Scores for / })).toHaveCount(0);
      await type('30.1');
      await press('Enter');
      await type('44.4');
      await press('Enter');

      // Jumping to a rider out of order: "/", the bridle number (or a name), Enter, the score.
      await press('/');
      await expect(search).toBeFocused();
      await type(String(bridle(3)));
      await press('Enter');
      await expect(form(3)).toBeVisible();
      await expect(form(3)).toContainText(`No. ${bridle(3)}`);
      await expect(dressageField).toBeFocused();
      await expect(dressageField).toHaveValue(dressage(3));
      await type('33.3');
      await press('Enter');
      await expect(form(4)).toBeVisible();

      // The saves run in the background: every rider holds their own score once they land.
      const stored = async () =>
        (await (
          await page.request.get(`/api/competitions/${competition.id}/entries`)
        ).json()) as CompetitionEntry[];
      await expect
        .poll(async () =>
          Object.fromEntries((await stored()).map((e) => [e.athlete.name, e.dr_score])),
        )
        .toEqual(
          Object.fromEntries(
            Array.from({ length: RIDERS }, (_, i) => [
              rider(i + 1),
              i + 1 === 3 ? 33.3 : Number(dressage(i + 1)),
            ]),
          ),
        );
      const byRider = new Map((await stored()).map((e) => [e.athlete.name, e]));
      expect(byRider.get(rider(1))?.positionLabel).toBe('1');
      expect(perRider.every((count) => count === 5)).toBe(true);
      const summary = `first rider ${keysBeforeSave + 1} keys (search, Tab, Tab, Enter); each next rider ${perRider[0]} keys (e.g. "22.2" Enter)`;
      test.info().annotations.push({ type: 'keystrokes', description: summary });
    } finally {
      await page.request.delete(`/api/admin/competitions/${competition.id}`, { headers });
    }
  });
  test('on Cross Country a status letter and Enter save the rider, and the next riders get their keys', async ({
    page,
    baseURL,
  }) => {
    if (!baseURL) throw new Error('no base URL');
    const field = await createScoringCompetition(page.request, baseURL, { riders: 3, label: 'Xk' });
    try {
      await page.goto(`/admin?tab=competitions&scoring=${field.competition.id}`);
      await expect(page.getByTestId('scoring-table').locator('tbody tr')).toHaveCount(3);
      await expect(page.getByRole('dialog')).toBeFocused();
      // Rider 1, then the Cross Country tab (it stays for the next riders), then rider 1 again.
      const chooseFirst = async () => {
        await page.keyboard.press('/');
        await page.keyboard.type('1');
        await page.keyboard.press('Enter');
      };
      await chooseFirst();
      await page.getByRole('tab', { name: 'Cross Country' }).click();
      await chooseFirst();
      const form = (n: number) =>
        page.getByRole('form', { name: `Scores for ${field.rider(n)} on ${field.horse(n)}` });
      await expect(form(1)).toBeVisible();
      await expect(page.getByLabel('Jump penalties (XCJ)')).toBeFocused();

      // Typed at speed, with no wait between the riders.
      for (const key of ['2', '0', 'Tab', '1', '.', '6', 'Tab', 'E', 'Enter']) {
        await page.keyboard.press(key);
      }
      for (const key of [
        '0',
        'Tab',
        '2',
        '.',
        '0',
        'Enter',
        '1',
        '1',
        'Tab',
        '0',
        '.',
        '4',
        'Enter',
      ]) {
        await page.keyboard.press(key);
      }

      await expect
        .poll(async () =>
          (await field.entries())
            .sort((a, b) => (a.startOrder ?? 0) - (b.startOrder ?? 0))
            .map((e) => [e.xc_status, e.xcj_score, e.xct_score]),
        )
        .toEqual([
          ['EL', 20, 1.6],
          ['OK', 0, 2],
          ['OK', 11, 0.4],
        ]);
      await expect(page.locator('tr[data-save="failed"]')).toHaveCount(0);
    } finally {
      await field.remove();
    }
  });

  test('the status field reads the codes boards write, and refuses a code it does not know', async ({
    page,
    baseURL,
  }) => {
    if (!baseURL) throw new Error('no base URL');
    const field = await createScoringCompetition(page.request, baseURL, { riders: 4, label: 'Bc' });
    try {
      await page.goto(`/admin?tab=competitions&scoring=${field.competition.id}`);
      await expect(page.getByTestId('scoring-table').locator('tbody tr')).toHaveCount(4);
      await expect(page.getByRole('dialog')).toBeFocused();
      const choose = async (n: number) => {
        await page.keyboard.press('/');
        await page.keyboard.type(String(n));
        await page.keyboard.press('Enter');
      };
      const press = async (...keys: string[]) => {
        for (const key of keys) await page.keyboard.press(key);
      };
      const form = (n: number) =>
        page.getByRole('form', { name: `Scores for ${field.rider(n)} on ${field.horse(n)}` });
      const status = page.getByRole('textbox', { name: 'Status', exact: true });
      await choose(1);
      await page.getByRole('tab', { name: 'Cross Country' }).click();
      await choose(1);
      await expect(form(1)).toBeVisible();
      await expect(page.getByLabel('Jump penalties (XCJ)')).toBeFocused();

      // Rider 1: RF (rider fall) is an elimination; the field says how it reads the code.
      await press('Tab', 'Tab');
      await expect(status).toBeFocused();
      await press('r', 'f');
      await expect(status).toHaveValue('RF');
      await expect(status).toHaveAccessibleDescription('Reads as EL');
      await press('Enter');
      // Rider 2, no scores: MR (mandatory retirement) is RET.
      await expect(form(2)).toBeVisible();
      await press('Tab', 'Tab', 'm', 'r', 'Enter');
      // Rider 3: XCJ 20, then MR.
      await expect(form(3)).toBeVisible();
      await press('2', '0', 'Tab', 'Tab', 'm', 'r', 'Enter');
      await expect(form(4)).toBeVisible();

      // Rider 4: a code no board writes is refused where it was typed, and Enter saves nothing.
      await press('1', '2', 'Tab', 'Tab', 'x', 'x', 'Enter');
      await expect(form(4)).toBeVisible();
      await expect(status).toHaveAttribute('aria-invalid', 'true');
      await expect(status).toHaveAccessibleDescription('Unknown status code');
      await expect(form(4).getByText('Unknown status code')).toBeVisible();
      await expect(form(4).getByRole('button', { name: 'Save Scores' })).toBeDisabled();
      await expectNoSeriousViolations(page);
      // The down arrow (or the button beside the field) lists the statuses to choose from.
      await press('ArrowDown');
      await page.getByRole('option', { name: 'WD' }).click();
      await expect(status).toBeFocused();
      await expect(status).toHaveValue('WD');
      await expect(status).not.toHaveAttribute('aria-invalid', 'true');
      await press('Enter');

      await expect
        .poll(async () =>
          (await field.entries())
            .sort((a, b) => (a.startOrder ?? 0) - (b.startOrder ?? 0))
            .map((e) => [e.xc_status, e.xcj_score, e.xct_score]),
        )
        .toEqual([
          ['EL', null, null],
          ['RET', null, null],
          ['RET', 20, null],
          ['WD', 12, null],
        ]);
      await expect(page.locator('tr[data-save="failed"]')).toHaveCount(0);
    } finally {
      await field.remove();
    }
  });

  test("two operators on one rider keep each other's scores", async ({ page, baseURL }) => {
    if (!baseURL) throw new Error('no base URL');
    const headers = { origin: baseURL };
    const field = await createScoringCompetition(page.request, baseURL, {
      riders: 1,
      label: 'Two',
    });
    try {
      const [entry] = await field.entries();
      if (!entry) throw new Error('no entry');
      const score = async (data: Record<string, unknown>) => {
        const response = await page.request.patch(`/api/competition-entries/${entry.id}/scoring`, {
          headers,
          data,
        });
        expect(response.status(), await response.text()).toBe(200);
      };
      await score({ xc_status: 'CLEAR', xct_score: 1.6 });

      // Operator A opens the rider on Cross Country.
      await page.goto(`/admin?tab=competitions&scoring=${field.competition.id}`);
      await expect(page.getByTestId('scoring-table').locator('tbody tr')).toHaveCount(1);
      await expect(page.getByRole('dialog')).toBeFocused();
      const chooseRider = async () => {
        await page.keyboard.press('/');
        await page.keyboard.type('1');
        await page.keyboard.press('Enter');
      };
      await chooseRider();
      await page.getByRole('tab', { name: 'Cross Country' }).click();
      await chooseRider();
      const time = page.getByLabel('Time penalties (XCT)');
      await expect(time).toHaveValue('1.6');

      // Operator B stores XCT 8.8; A's form takes it in with the next refresh.
      await score({ xct_score: 8.8 });
      await expect(time).toHaveValue('8.8', { timeout: 20_000 });

      // A types XCJ 20 and saves: B's 8.8 stays.
      await expect(page.getByLabel('Jump penalties (XCJ)')).toBeFocused();
      await page.keyboard.type('20');
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => (await field.entries()).map((e) => [e.xcj_score, e.xct_score]))
        .toEqual([[20, 8.8]]);
    } finally {
      await field.remove();
    }
  });
});
