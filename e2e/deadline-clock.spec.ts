import { expect, test } from '@playwright/test';
import type { Database } from '../server/db/client';
import { buildAthlete, buildCompetition, buildEntry, buildUser } from '../server/test/factories';
import { hydrated } from './support/hydration';
import { startPostgresServer, type PostgresServer } from './support/postgres-server';
import type { RunningServer } from './support/server';

/**
 * A phone whose clock is a few minutes wrong counts down to the deadline the server enforces
 * (decision 109): a slow one does not show minutes the server will not give, a fast one does not
 * close the builder while the server still takes teams.
 */
const PASSWORD = 'deadline-clock-password';
const MINUTE = 60_000;
const PHONE = { width: 390, height: 844 };

let running: PostgresServer | undefined;
let database: Database;
let server: RunningServer;

/** A competition whose deadline is `inMs` from now on the server's clock, with six riders at 1.0m. */
async function competitionClosingIn(name: string, inMs: number) {
  const now = new Date();
  const competition = await buildCompetition(database.db, now, {
    name,
    deadline: new Date(now.getTime() + inMs),
    startDate: new Date(now.getTime() + 2 * 24 * 60 * MINUTE),
    endDate: new Date(now.getTime() + 3 * 24 * 60 * MINUTE),
  });
  for (const [index, rider] of ['Ada', 'Bea', 'Cy', 'Di', 'Ed', 'Flo'].entries()) {
    const athlete = await buildAthlete(database.db, { name: `${rider} ${name}` });
    await buildEntry(database.db, competition.id, {
      athleteId: athlete.id,
      price: '1.0',
      startOrder: index + 1,
    });
  }
  return competition;
}

async function signInPlayer(page: import('@playwright/test').Page, email: string) {
  await buildUser(database.db, { email, password: PASSWORD, firstName: 'Clock' });
  const response = await page.request.post(`${server.url}/api/auth/login`, {
    data: { email, password: PASSWORD },
    headers: { origin: server.url },
  });
  expect(response.status()).toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  running = await startPostgresServer('deadline-clock');
  ({ server, database } = running);
  // Built before any read, so the calendar's first answer has it.
  const year = new Date().getUTCFullYear() + 1;
  await buildCompetition(database.db, new Date(), {
    name: 'Southern Summer Trials',
    deadline: new Date(Date.UTC(year, 0, 15, 22)),
    startDate: new Date(Date.UTC(year, 0, 16)),
    endDate: new Date(Date.UTC(year, 0, 18)),
  });
});

test('a player in Sydney reads the team deadline in UTC and in their own time', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, timezoneId: 'Australia/Sydney' });
  const page = await context.newPage();
  await page.goto(`${server.url}/calendar`);
  await hydrated(page);
  const year = new Date().getUTCFullYear() + 1;
  const card = page.getByTestId('competition-card').filter({ hasText: 'Southern Summer Trials' });
  await expect(card.getByTestId('competition-timing')).toContainText(
    `Team deadline 15 Jan ${year}, 22:00 UTC (16 Jan ${year}, 09:00 UTC+11 your time)`,
  );
  await context.close();
});

test.afterAll(async () => {
  await running?.stop();
});

test("a phone three minutes slow counts down the server's last minute and drops the card at the deadline", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    timezoneId: 'Australia/Sydney',
  });
  const page = await context.newPage();
  await page.clock.install({ time: Date.now() - 3 * MINUTE });
  await signInPlayer(page, 'slow.phone@clock.test');
  const competition = await competitionClosingIn('Slow Clock Trials', 75_000);
  await page.goto(`${server.url}/play`);
  const card = page.getByTestId('next-competition-card');
  await expect(card.getByRole('heading', { name: competition.name })).toBeVisible();
  // The prerendered page counts on the server's clock anyway; the phone's takes over once hydrated.
  await hydrated(page);
  // The phone's own clock says more than four minutes; the server gives less than a minute and a half.
  await expect(card.getByRole('timer')).toHaveAttribute(
    'aria-label',
    /^0 days, 0 hours, [01] minutes?, \d+ seconds? remaining$/,
  );
  // At the server's deadline, three minutes before the phone's, the card goes.
  await expect(card.getByRole('heading', { name: competition.name })).toHaveCount(0, {
    timeout: 120_000,
  });
  expect(Date.now()).toBeGreaterThanOrEqual(competition.deadline.getTime());
  await context.close();
});

test('a phone three minutes fast still picks and saves a team before the deadline', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.clock.install({ time: Date.now() + 3 * MINUTE });
  await signInPlayer(page, 'fast.phone@clock.test');
  const competition = await competitionClosingIn('Fast Clock Trials', 2 * MINUTE);
  await page.goto(`${server.url}/team-selection/${competition.id}`);
  await expect(page.getByTestId('competitor-card')).toHaveCount(6);
  await hydrated(page);
  await expect(page.getByText('Team selections are closed')).toHaveCount(0);
  for (const rider of ['Ada', 'Bea', 'Cy', 'Di', 'Ed']) {
    await page.getByRole('button', { name: new RegExp(`^Select: ${rider} Fast`) }).click();
  }
  await expect(page.getByText('Team Saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('timer')).toBeVisible();
  await context.close();
});
