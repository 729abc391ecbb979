import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AdminCompetition } from '../contract/admin-competitions';
import { signInAsAdmin } from './support/scoring-competition';

/**
 * Competition days as the calendar reads them: an event runs all through its last UTC day
 * (decision 094).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

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
  const names = ['E2E One Day Today', 'E2E Ended Yesterday'];
  await signInAsAdmin(page.request, baseURL);
  const now = Date.now();
  const today = isoDay(now);
  const yesterday = isoDay(now - DAY_MS);
  try {
    await createCompetition(page.request, baseURL, {
      name: 'E2E One Day Today',
      startDate: today,
      endDate: today,
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
    await expect(cards.filter({ hasText: 'E2E Ended Yesterday' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Past Events' }).click();
    const yesterdayCard = cards.filter({ hasText: 'E2E Ended Yesterday' });
    await expect(yesterdayCard.getByRole('link', { name: /Results/ })).toBeVisible();
    await expect(cards.filter({ hasText: 'E2E One Day Today' })).toHaveCount(0);
  } finally {
    await removeCompetitions(page.request, baseURL, names);
  }
});
