import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AdminArticle } from '../contract/admin-articles';
import type { AdminCompetition } from '../contract/admin-competitions';
import type { Poll } from '../contract/polls';
import { signInAsAdmin } from './support/scoring-competition';
import { DAY_MS, dayClearOfMidnight, isoDay } from './support/utc-day';

/**
 * Competition days as the calendar and the admin form read them: an event runs all through its
 * last UTC day (decision 094) and is counted down in UTC days, and the competition and poll forms'
 * deadlines are entered and shown in UTC whatever the administrator's zone (decision 095).
 */

async function createCompetition(
  request: APIRequestContext,
  baseURL: string,
  data: Record<string, unknown>,
): Promise<AdminCompetition> {
  const response = await request.post('/api/admin/competitions', {
    data: { level: 'CCI1*', status: 'open', ...data },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as AdminCompetition;
}

async function removeCompetitions(request: APIRequestContext, baseURL: string, names: string[]) {
  const list = await request.get('/api/admin/competitions');
  for (const competition of (await list.json()) as AdminCompetition[]) {
    if (names.includes(competition.name)) {
      await request.delete(`/api/admin/competitions/${competition.id}`, {
        headers: { origin: baseURL },
      });
    }
  }
}

test('an event whose last day is today is upcoming on the calendar, one that ended yesterday is past', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no base URL');
  const names = ['E2E One Day Today', 'E2E Starts Later Today', 'E2E Ended Yesterday'];
  // Days counted from one instant on both sides, and never across a UTC midnight.
  const margin = 5 * 60_000;
  test.setTimeout(test.info().timeout + margin + 60_000);
  const now = await dayClearOfMidnight(margin);
  await page.clock.setFixedTime(now);
  await signInAsAdmin(page.request, baseURL);
  const today = isoDay(now);
  const yesterday = isoDay(now - DAY_MS);
  try {
    await createCompetition(page.request, baseURL, {
      name: 'E2E One Day Today',
      startDate: today,
      endDate: today,
      deadline: `${yesterday}T20:00:00Z`,
    });
    // Starting at 23:59 UTC today: hours away, and still today rather than "1 day to go".
    await createCompetition(page.request, baseURL, {
      name: 'E2E Starts Later Today',
      startDate: `${today}T23:59:00Z`,
      endDate: `${today}T23:59:00Z`,
      deadline: `${yesterday}T20:00:00Z`,
    });
    await createCompetition(page.request, baseURL, {
      name: 'E2E Ended Yesterday',
      startDate: yesterday,
      endDate: yesterday,
      deadline: `${isoDay(now - 2 * DAY_MS)}T20:00:00Z`,
    });

    await page.goto('/calendar');
    const cards = page.getByTestId('competition-card');
    const todayCard = cards.filter({ hasText: 'E2E One Day Today' });
    await expect(todayCard.getByTestId('competition-timing')).toContainText('Starts today');
    await expect(todayCard.getByRole('link', { name: /View Team/ })).toBeVisible();
    await expect(todayCard.getByRole('link', { name: /Results/ })).toHaveCount(0);
    const laterCard = cards.filter({ hasText: 'E2E Starts Later Today' });
    await expect(laterCard.getByTestId('competition-timing')).toContainText('Starts today');
    await expect(laterCard.getByTestId('competition-timing')).not.toContainText('to go');
    await expect(cards.filter({ hasText: 'E2E Ended Yesterday' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Past Events' }).click();
    const yesterdayCard = cards.filter({ hasText: 'E2E Ended Yesterday' });
    await expect(yesterdayCard.getByRole('link', { name: /Results/ })).toBeVisible();
    await expect(cards.filter({ hasText: 'E2E One Day Today' })).toHaveCount(0);
  } finally {
    await removeCompetitions(page.request, baseURL, names);
  }
});

test.describe('the admin forms in New York', () => {
  test.use({ timezoneId: 'America/New_York', viewport: { width: 1280, height: 900 } });

  test('a deadline is typed, checked and shown in UTC', async ({ page, baseURL }) => {
    if (!baseURL) throw new Error('no base URL');
    const year = new Date().getUTCFullYear() + 1;
    const name = 'E2E New York Deadline';
    await signInAsAdmin(page.request, baseURL);
    try {
      await page.goto('/admin?tab=competitions');
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        'America/New_York',
      );
      await page.getByRole('button', { name: 'Create Competition' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Competition' });
      const deadline = dialog.getByLabel('Deadline (UTC)');
      await expect(dialog.getByText('in UTC as every page shows it')).toBeVisible();
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Start date').fill(`${year}-03-10`);
      await dialog.getByLabel('End date').fill(`${year}-03-12`);

      // 01:00 UTC on 11 March is the evening of the 10th in New York: still after the start day.
      await deadline.fill(`${year}-03-11T01:00`);
      await dialog.getByRole('button', { name: 'Create Competition' }).click();
      await expect(dialog.getByText('Deadline must be on or before the start date')).toBeVisible();

      // 21:00 UTC on the start day is accepted, and stored as 21:00 UTC.
      await deadline.fill(`${year}-03-10T21:00`);
      await dialog.getByRole('button', { name: 'Create Competition' }).click();
      await expect(dialog).toBeHidden();
      const list = await page.request.get('/api/admin/competitions');
      const created = ((await list.json()) as AdminCompetition[]).find((c) => c.name === name);
      expect(created?.deadline).toBe(`${year}-03-10T21:00:00.000Z`);

      // Edit shows the same UTC time, not New York's 16:00.
      await page.getByRole('button', { name: `Edit: ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Competition' });
      await expect(edit.getByLabel('Deadline (UTC)')).toHaveValue(`${year}-03-10T21:00`);
      await page.keyboard.press('Escape');
      await expect(edit).toBeHidden();

      // The calendar prints the time the administrator typed.
      await page.goto('/calendar');
      const card = page.getByTestId('competition-card').filter({ hasText: name });
      await expect(card.getByTestId('competition-timing')).toContainText(
        `Team deadline 10 Mar ${year}, 21:00 UTC`,
      );
    } finally {
      await removeCompetitions(page.request, baseURL, [name]);
    }
  });

  test("a poll's deadline is typed and shown in UTC as well", async ({ page, baseURL }) => {
    if (!baseURL) throw new Error('no base URL');
    const year = new Date().getUTCFullYear() + 1;
    const title = `E2E New York Poll ${Date.now().toString(36)}`;
    await signInAsAdmin(page.request, baseURL);
    const created = await page.request.post('/api/admin/articles', {
      data: { title, excerpt: 'A poll in UTC.', content: 'Who wins?', isPublished: false },
      headers: { origin: baseURL },
    });
    expect(created.status()).toBe(201);
    const article = (await created.json()) as AdminArticle;
    try {
      await page.goto('/admin?tab=articles');
      const row = page.getByTestId('admin-article').filter({ hasText: title });
      await row.getByRole('button', { name: `Create poll for ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Poll' });
      const deadline = dialog.getByLabel('Deadline (UTC, optional)');
      await expect(deadline).toHaveAccessibleDescription(/in UTC/);
      await dialog.getByLabel('Question').fill('Who leads after dressage?');
      await dialog.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Ros Canter');
      await dialog.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Tim Price');
      // 21:00 UTC, the afternoon in New York: stored as typed, not five hours later.
      await deadline.fill(`${year}-03-10T21:00`);
      await dialog.getByRole('button', { name: 'Create Poll' }).click();
      await expect(page.getByText('Poll created', { exact: true })).toBeVisible();
      const poll = await page.request.get(`/api/articles/${article.id}/poll`);
      expect(((await poll.json()) as Poll).deadline).toBe(`${year}-03-10T21:00:00.000Z`);

      // Editing shows the stored time in UTC, and saving it unchanged keeps it.
      await row.getByRole('button', { name: `Edit poll for ${title}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Poll' });
      await expect(edit.getByLabel('Deadline (UTC, optional)')).toHaveValue(`${year}-03-10T21:00`);
      await edit.getByRole('button', { name: 'Save Poll' }).click();
      await expect(page.getByText('Poll updated', { exact: true })).toBeVisible();
      const saved = await page.request.get(`/api/articles/${article.id}/poll`);
      expect(((await saved.json()) as Poll).deadline).toBe(`${year}-03-10T21:00:00.000Z`);
    } finally {
      await page.request.delete(`/api/admin/articles/${article.id}`, {
        headers: { origin: baseURL },
      });
    }
  });
});
