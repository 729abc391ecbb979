import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { competitionEntries, competitions } from '../server/db/schema/index';
import { systemClock } from '../server/clock';
import { recordResults, type PhaseScoresWrite } from '../server/modules/results/results.service';
import { buildAthlete, buildCompetition, buildEntry, buildUser } from '../server/test/factories';
import { expectNoSeriousViolations } from './support/axe';
import { startPostgresServer, type PostgresServer } from './support/postgres-server';
import type { RunningServer } from './support/server';

/**
 * The fantasy journey on its own server and PostgreSQL database, so the test can enter scores
 * through the results writer the way every scoring source does, beside the running server.
 */
const PASSWORD = 'fantasy-player-password';
const day = 24 * 60 * 60 * 1000;

let running: PostgresServer | undefined;
let database: Database;
let server: RunningServer;
let competitionId: number;
const entryIds: Record<string, number> = {};

const card = (page: Page, rider: string) =>
  page.getByTestId('competitor-card').filter({ hasText: rider });

async function signIn(page: Page, email: string) {
  const response = await page.request.post(`${server.url}/api/auth/login`, {
    data: { email, password: PASSWORD },
    headers: { origin: server.url },
  });
  expect(response.status()).toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  running = await startPostgresServer('fantasy');
  ({ server, database } = running);
  const db = database.db;
  const now = new Date();
  const competition = await buildCompetition(db, now, {
    name: 'Fantasy Journey Horse Trials',
    deadline: new Date(now.getTime() + 2 * day),
    startDate: new Date(now.getTime() + 3 * day),
    endDate: new Date(now.getTime() + 5 * day),
  });
  competitionId = competition.id;
  const field: Array<[string, string, Partial<typeof competitionEntries.$inferInsert>]> = [
    ['Alice Archer', '3.0', { ra6: '25.0', sj6: '28.0', xcj10: '0.900', tsp: '0.800' }],
    ['Ben Brook', '2.5', { ra6: '31.0', sj6: '35.0', xcj10: '0.700', tsp: '0.650' }],
    ['Cara Cole', '2.0', { ra6: '42.0', sj6: '45.0', xcj10: '0.500', tsp: '0.400' }],
    ['Dan Drake', '1.5', {}],
    ['Eve Ellis', '1.0', {}],
    ['Finn Ford', '1.0', {}],
    ['Gina Grey', '3.5', {}],
    ['Hugo Hart', '4.0', {}],
    ['Wendy Withdrawn', '2.0', { drStatus: 'WD' }],
  ];
  for (const [index, [rider, price, extra]] of field.entries()) {
    const athlete = await buildAthlete(db, { name: rider, nationality: 'GBR' });
    const entry = await buildEntry(db, competition.id, {
      athleteId: athlete.id,
      price,
      startOrder: index + 1,
      ...extra,
    });
    entryIds[rider] = entry.id;
  }
});

test.afterAll(async () => {
  await running?.stop();
});

test('unsaved picks are the player’s own: signing out forgets them, and the next player on the browser starts empty', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const [first, next] = await Promise.all(
    [
      { firstName: 'Shared', lastName: 'Tablet', email: 'shared.tablet@fantasy.test' },
      { firstName: 'Next', lastName: 'Player', email: 'next.player@fantasy.test' },
    ].map((person) => buildUser(database.db, { ...person, password: PASSWORD })),
  );
  if (!first || !next) throw new Error('players not built');
  await signIn(page, first.email);
  await page.goto(`${server.url}/team-selection/${competitionId}`);
  await card(page, 'Alice Archer')
    .getByRole('button', { name: /^Select: Alice Archer/ })
    .click();
  await card(page, 'Ben Brook')
    .getByRole('button', { name: /^Select: Ben Brook/ })
    .click();
  await expect(page.getByTestId('remaining-budget')).toHaveText('4.5m');
  // The draft is kept: it is there again after a reload.
  await page.reload();
  await expect(card(page, 'Ben Brook')).toHaveAttribute('data-state', 'selected');
  await expect(page.getByTestId('remaining-budget')).toHaveText('4.5m');

  await page.getByRole('button', { name: 'Account menu for Shared Tablet' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate<string[]>(
        "Object.keys(localStorage).filter((key) => key.startsWith('team-draft:'))",
      ),
    )
    .toEqual([]);

  await signIn(page, next.email);
  await page.goto(`${server.url}/team-selection/${competitionId}`);
  await expect(page.getByTestId('team-progress')).toHaveText(
    'Pick 5 combinations to build your team',
  );
  await expect(page.getByTestId('remaining-budget')).toHaveText('10.0m');
  await expect(card(page, 'Alice Archer')).not.toHaveAttribute('data-state', 'selected');
});

test('a new player picks five within budget, the team saves on the fifth pick and is ranked once scored', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const player = await buildUser(database.db, {
    firstName: 'Nora',
    lastName: 'Newcomer',
    email: 'nora@fantasy.test',
    password: PASSWORD,
  });
  await signIn(page, player.email);

  await page.goto(`${server.url}/team-selection/${competitionId}`);
  await expect(page.getByRole('heading', { name: 'Fantasy Journey Horse Trials' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('team-progress')).toHaveText(
    'Pick 5 combinations to build your team',
  );
  await expect(page.getByTestId('remaining-budget')).toHaveText('10.0m');
  await expect(card(page, 'Wendy Withdrawn')).toHaveAttribute('data-state', 'withdrawn');
  await expect(card(page, 'Wendy Withdrawn').getByRole('button')).toBeDisabled();
  await expectNoSeriousViolations(page);

  const pick = async (rider: string) => {
    await card(page, rider)
      .getByRole('button', { name: new RegExp(`^Select: ${rider}`) })
      .click();
    await expect(card(page, rider)).toHaveAttribute('data-state', 'selected');
  };
  await pick('Alice Archer');
  await pick('Ben Brook');
  await expect(page.getByTestId('remaining-budget')).toHaveText('4.5m');
  await pick('Cara Cole');
  await expect(page.getByTestId('team-progress')).toHaveText(
    '3 of 5 picked: choose 2 more combinations',
  );
  await expect(card(page, 'Hugo Hart')).toHaveAttribute('data-state', 'tooExpensive');
  await expect(card(page, 'Gina Grey').getByRole('button')).toHaveText(/Too Expensive/);
  // aria-disabled, still clickable: a real click (Playwright waits on aria-disabled, hence force)
  // reaches the button, which explains why.
  await card(page, 'Hugo Hart').getByRole('button').click({ force: true });
  await expect(
    page.getByText('This would exceed your 10m budget. You have 2.5m remaining.', { exact: true }),
  ).toBeVisible();
  expect(
    await page.evaluate<string | null>(
      `localStorage.getItem('team-draft:${player.id}:${competitionId}')`,
    ),
  ).toBe(JSON.stringify([entryIds['Alice Archer'], entryIds['Ben Brook'], entryIds['Cara Cole']]));

  await pick('Dan Drake');
  await pick('Eve Ellis');

  const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText('Team Saved', { exact: true })).toBeVisible();
  const timer = dialog.getByRole('timer');
  const first = await timer.getAttribute('aria-label');
  await expect.poll(() => timer.getAttribute('aria-label')).not.toBe(first);
  expect(first).toMatch(/^1 day, 23 hours, 59 minutes, \d+ seconds? remaining$/);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  // The pick that opened it is no button any more: focus goes to the page's heading.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Fantasy Journey Horse Trials' }),
  ).toBeFocused();

  await expect(page.getByTestId('team-progress')).toHaveText('Your team has been saved');
  await expect(page.getByRole('button', { name: 'Edit Team' })).toBeVisible();
  await expect(card(page, 'Finn Ford')).toHaveAttribute('data-state', 'teamFull');
  await expect(card(page, 'Finn Ford').getByRole('button')).toHaveText(/Team Full/);
  await expect(page.getByTestId('remaining-budget')).toHaveText('0.0m');
  await card(page, 'Finn Ford').getByRole('button').click({ force: true });
  await expect(
    page.getByText('Choose Edit Team to change your picks.', { exact: true }),
  ).toBeVisible();
  expect(
    await page.evaluate<string | null>(
      `localStorage.getItem('team-draft:${player.id}:${competitionId}')`,
    ),
  ).toBeNull();

  await page.goto(`${server.url}/play`);
  const summary = page.getByTestId('saved-team-summary');
  await expect(summary.getByRole('listitem')).toHaveCount(5);
  await expect(summary).toContainText('Alice Archer');
  await expect(page.getByRole('link', { name: 'Edit Team' })).toBeVisible();
  await expect(page.getByRole('timer').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  // Two rivals save teams before the deadline.
  const rivals = [
    {
      firstName: 'Rita',
      picks: ['Alice Archer', 'Ben Brook', 'Cara Cole', 'Dan Drake', 'Finn Ford'],
    },
    { firstName: 'Sam', picks: ['Eve Ellis', 'Finn Ford', 'Gina Grey', 'Dan Drake', 'Cara Cole'] },
  ];
  for (const rival of rivals) {
    const user = await buildUser(database.db, {
      firstName: rival.firstName,
      lastName: 'Rival',
      password: PASSWORD,
    });
    const context = await page.context().browser()?.newContext();
    if (!context) throw new Error('no browser');
    const login = await context.request.post(`${server.url}/api/auth/login`, {
      data: { email: user.email, password: PASSWORD },
      headers: { origin: server.url },
    });
    expect(login.status()).toBe(200);
    const saved = await context.request.post(`${server.url}/api/fantasy/teams`, {
      data: {
        competitionId,
        selections: rival.picks.map((rider) => ({ competitionEntryId: entryIds[rider] })),
      },
      headers: { origin: server.url },
    });
    expect(saved.status()).toBe(200);
    await context.close();
  }

  // The competition goes live and scores are entered through the results writer, as every
  // scoring source does; its points are the worked examples of docs/rules.md#scoring-examples.
  const scores: Record<string, Partial<PhaseScoresWrite>> = {
    'Alice Archer': {
      drScore: '22.5',
      sjScore: '0',
      sjStatus: 'OK',
      xcjScore: '0',
      xctScore: '0',
      xcStatus: 'OK',
    },
    'Ben Brook': {
      drScore: '27.3',
      sjScore: '4.0',
      sjStatus: 'OK',
      xcjScore: '0',
      xctScore: '0.8',
      xcStatus: 'OK',
    },
    'Cara Cole': {
      drScore: '30.0',
      sjScore: '0',
      sjStatus: 'OK',
      xcjScore: '0',
      xctScore: '1.0',
      xcStatus: 'OK',
    },
    'Dan Drake': {
      drScore: '28.0',
      sjScore: '4.0',
      sjStatus: 'OK',
      xcjScore: '15',
      xctScore: '2.4',
      xcStatus: 'OK',
    },
    'Eve Ellis': {
      drScore: '24.0',
      sjScore: '1.2',
      sjStatus: 'OK',
      xcjScore: '20',
      xctScore: '6.0',
      xcStatus: 'OK',
    },
    'Finn Ford': {
      drScore: '46.2',
      sjScore: '24.0',
      sjStatus: 'OK',
      xcjScore: '0',
      xctScore: '0',
      xcStatus: 'OK',
    },
    'Gina Grey': { drScore: '31.5' },
  };
  await database.db
    .update(competitions)
    .set({ status: 'live', isLive: true })
    .where(eq(competitions.id, competitionId));
  await recordResults(
    { database, clock: systemClock },
    competitionId,
    () => ({
      scores: Object.entries(scores).map(([rider, phase]) => ({
        entryId: entryIds[rider] ?? 0,
        scores: phase,
      })),
      outcome: null,
    }),
    { author: { source: 'form', user: null } },
  );

  // Points: Alice 100, Ben 91, Cara 92, Dan 72, Eve 63, Finn 60, Gina 13.
  // Nora 100+91+92+72+63 = 418, Rita 100+91+92+72+60 = 415, Sam 63+60+13+72+92 = 300.
  await page.goto(`${server.url}/play?tab=performance`);
  await expect(page.getByTestId('performance-competition')).toHaveText(
    'Fantasy Journey Horse Trials',
  );
  const rows = page.getByTestId('leaderboard-row');
  await expect
    .poll(async () => (await rows.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()))
    .toEqual([
      '1 Nora Newcomer My Team (you) 418.0',
      '2 Rita Rival My Team 415.0',
      '3 Sam Rival My Team 300.0',
    ]);
  await expectNoSeriousViolations(page);
  await rows.filter({ hasText: 'Rita Rival' }).getByRole('button', { name: 'Rita Rival' }).click();
  const teamDialog = page.getByRole('dialog');
  await expect(teamDialog).toContainText('415.0 points · rank 2');
  await expect(teamDialog.getByRole('row')).toHaveCount(6);
  await page.keyboard.press('Escape');
  await expect(teamDialog).toBeHidden();
  await expect(
    rows.filter({ hasText: 'Rita Rival' }).getByRole('button', { name: 'Rita Rival' }),
  ).toBeFocused();
});

test('a visitor is asked to sign in before picking, then sent to /auth', async ({ page }) => {
  // A competition still open for selection (the journey above has gone live).
  const now = new Date();
  const open = await buildCompetition(database.db, now, { name: 'Visitor Open Trials' });
  const rider = await buildAthlete(database.db, { name: 'Vera Visitor' });
  await buildEntry(database.db, open.id, { athleteId: rider.id, price: '2.0' });
  await page.goto(`${server.url}/team-selection/${open.id}`);
  await card(page, 'Vera Visitor').getByRole('button').click();
  await expect(page.getByText('Authentication Required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please log in to select your team', { exact: true })).toBeVisible();
  await page.waitForURL(/\/auth$/);
  await page.goto(`${server.url}/team-selection/999999`);
  await expect(page.getByText('Page not found')).toBeVisible();
});
