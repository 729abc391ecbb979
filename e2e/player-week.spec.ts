import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { competitions } from '../server/db/schema/index';
import { notifyCompetitionChanged } from '../server/live/competition-changed';
import { buildArticle, buildPoll } from '../server/modules/articles/articles.fixtures';
import {
  buildAthlete,
  buildCompetition,
  buildEntry,
  buildHorse,
  buildUser,
  buildVenue,
} from '../server/test/factories';
import { expectNoSeriousViolations } from './support/axe';
import { startPostgresServer, type PostgresServer } from './support/postgres-server';
import type { RunningServer } from './support/server';
import { hydrated } from './support/hydration';

/**
 * A player's event week on its own server and PostgreSQL database: one competition live, the
 * next one open with a saved team, one finished, and the screens a first-time player meets.
 */
const PASSWORD = 'player-week-password';
const EMAIL = 'paula@week.test';
const day = 24 * 60 * 60 * 1000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

let running: PostgresServer | undefined;
let database: Database;
let server: RunningServer;
const ids = { live: 0, next: 0, later: 0, past: 0, athlete: 0, horse: 0 };
const nextEntries: number[] = [];
const slugs = { withPoll: '', withoutPoll: '' };

async function signIn(page: Page) {
  const response = await page.request.post(`${server.url}/api/auth/login`, {
    data: { email: EMAIL, password: PASSWORD },
    headers: { origin: server.url },
  });
  expect(response.status()).toBe(200);
}

/** The competitor chart's axis label: the month of an event's start ("May 2026"). */
const monthLabel = (date: Date) =>
  `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
let chartLabels: string[] = [];

const scored = (drPts: string) => ({
  drStatus: 'OK' as const,
  drScore: '25.0',
  sjStatus: 'OK' as const,
  sjScore: '0',
  xcStatus: 'OK' as const,
  xcjScore: '0',
  xctScore: '0',
  drPts,
  sjPts: '20',
  xcPts: '60',
  totalPts: String(Number(drPts) + 80),
});

test.beforeAll(async () => {
  test.setTimeout(180_000);
  running = await startPostgresServer('week');
  ({ server, database } = running);
  const db = database.db;
  const now = new Date();
  const venue = await buildVenue(db, { name: 'Bramham Park', country: 'GBR' });
  const at = (days: number) => new Date(now.getTime() + days * day);
  chartLabels = [monthLabel(at(-30)), `${monthLabel(at(-1))} (live)`];
  const live = await buildCompetition(db, now, {
    name: 'Week Live Horse Trials',
    venueId: venue.id,
    status: 'live',
    isLive: true,
    startDate: at(-1),
    endDate: at(1),
    deadline: at(-1.5),
  });
  const next = await buildCompetition(db, now, {
    name: 'Week Next Horse Trials',
    venueId: venue.id,
    startDate: at(7),
    endDate: at(9),
    deadline: at(6),
  });
  const later = await buildCompetition(db, now, {
    name: 'Week Later Horse Trials',
    venueId: venue.id,
    startDate: at(20),
    endDate: at(22),
    deadline: at(19),
  });
  const past = await buildCompetition(db, now, {
    name: 'Week Past Horse Trials',
    venueId: venue.id,
    status: 'completed',
    startDate: at(-30),
    endDate: at(-28),
    deadline: at(-31),
  });
  // A competition next year: its year has no past events yet.
  await buildCompetition(db, now, {
    name: 'Week Next Year Horse Trials',
    venueId: venue.id,
    startDate: new Date(Date.UTC(now.getUTCFullYear() + 1, 5, 1)),
    endDate: new Date(Date.UTC(now.getUTCFullYear() + 1, 5, 3)),
    deadline: new Date(Date.UTC(now.getUTCFullYear() + 1, 4, 31)),
  });
  Object.assign(ids, { live: live.id, next: next.id, later: later.id, past: past.id });

  const riders = ['Ava Archer', 'Bea Brook', 'Cal Cole', 'Dee Drake', 'Eli Ellis', 'Fay Ford'];
  for (const [index, name] of riders.entries()) {
    const athlete = await buildAthlete(db, { name, nationality: 'GBR' });
    const horse = await buildHorse(db, { name: `${name.split(' ')[0]}'s Horse`, yob: 2014 });
    if (index === 0) Object.assign(ids, { athlete: athlete.id, horse: horse.id });
    const base = { athleteId: athlete.id, horseId: horse.id, price: '1.5', startOrder: index + 1 };
    nextEntries.push((await buildEntry(db, next.id, base)).id);
    await buildEntry(db, live.id, { ...base, ...(index < 2 ? scored(String(18 - index)) : {}) });
    await buildEntry(db, past.id, { ...base, ...scored(String(20 - index)) });
  }

  await buildUser(db, {
    firstName: 'Paula',
    lastName: 'Player',
    email: EMAIL,
    password: PASSWORD,
    nationality: 'GBR',
  });
  const withPoll = await buildArticle(db, {
    slug: 'week-story-with-poll',
    title: 'Who wins the week?',
    publishedAt: at(-1),
  });
  await buildPoll(db, withPoll.id, { question: 'Who takes the title this week?' });
  const withoutPoll = await buildArticle(db, {
    slug: 'week-story-without-poll',
    title: 'Course walk notes',
    publishedAt: at(-2),
  });
  Object.assign(slugs, { withPoll: withPoll.slug, withoutPoll: withoutPoll.slug });
  for (const [index, title] of ['Hero of the week', 'Second feature', 'Third feature'].entries()) {
    await buildArticle(db, {
      slug: `week-featured-${index}`,
      title,
      isFeatured: true,
      discipline: (['eventing', 'dressage', 'show_jumping'] as const)[index],
      publishedAt: at(-0.1 - index),
    });
  }
});

test.afterAll(async () => {
  await running?.stop();
});

/** Saves the player's team for the next competition: its first five entries. */
async function saveTeam(page: Page) {
  const response = await page.request.post(`${server.url}/api/fantasy/teams`, {
    data: {
      competitionId: ids.next,
      selections: nextEntries.slice(0, 5).map((competitionEntryId) => ({ competitionEntryId })),
      totalBudget: 10,
      totalSpent: 7.5,
    },
    headers: { origin: server.url },
  });
  expect(response.status()).toBeLessThan(300);
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`the dashboard shows the live competition and the real next deadline (${viewport.width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await saveTeam(page);
    await page.goto(`${server.url}/play`);

    const liveCard = page.getByTestId('live-competition-card');
    await expect(liveCard.getByRole('heading', { name: 'Week Live Horse Trials' })).toBeVisible();
    await expect(liveCard.getByText('Competition is LIVE')).toBeVisible();
    await expect(liveCard.getByText('Team selections are closed')).toBeVisible();
    await expect(liveCard.getByRole('link', { name: 'View Live Results' })).toHaveAttribute(
      'href',
      `/results/${ids.live}`,
    );
    await expect(liveCard.getByRole('link', { name: /Team/ })).toHaveCount(0);

    const nextCard = page.getByTestId('next-competition-card');
    await expect(nextCard.getByRole('heading', { name: 'Week Next Horse Trials' })).toBeVisible();
    await expect(nextCard.getByText('Team deadline in')).toBeVisible();
    await expect(nextCard.getByText('No team saved yet.')).toHaveCount(0);
    await expect(nextCard.getByTestId('saved-team-summary').getByRole('listitem')).toHaveCount(5);
    await expect(nextCard.getByTestId('saved-team-summary')).toContainText('Ava Archer');
    await expect(nextCard.getByRole('link', { name: 'Edit Team' })).toHaveAttribute(
      'href',
      `/team-selection/${ids.next}`,
    );
    // The competition after it is listed below, not the one already shown.
    const comingUp = page.getByRole('region', { name: 'Coming up' });
    await expect(comingUp.getByRole('link', { name: /Week Later Horse Trials/ })).toBeVisible();
    await expect(comingUp.getByRole('link', { name: /Week Next Horse Trials/ })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
}

test('results pages say what they show: a start list before the start, live, then final', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/results/${ids.next}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Start List' })).toBeVisible();
  await expect(page.getByText('No results available yet.')).toBeVisible();
  await expect(page.getByText('Final Results')).toHaveCount(0);
  const rows = page.getByTestId('start-list-row');
  await expect(rows).toHaveCount(6);
  await expect(rows.first()).toContainText('Ava Archer');
  await expect(page.getByTestId('result-row')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.setViewportSize(DESKTOP);
  await page.goto(`${server.url}/results/${ids.live}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Live Results' })).toBeVisible();
  await page.goto(`${server.url}/competitions/${ids.past}/results`);
  await expect(page.getByRole('heading', { level: 1, name: 'Final Results' })).toBeVisible();
  await expect(page.getByTestId('result-row').first()).toContainText('Ava Archer');
  await expectNoSeriousViolations(page);

  // The closed team selection names its link after what the results page shows, and does not
  // ask the player to pick a team next to "Team selections are closed".
  await page.goto(`${server.url}/team-selection/${ids.live}`);
  await expect(page.getByText('Team selections are closed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Live Results' })).toBeVisible();
  await expect(page.getByTestId('team-progress')).toHaveText(
    'No team was saved for this competition',
  );
  await expect(page.getByText('Pick 5 combinations to build your team')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`a new page opens at the top; back restores the position (${viewport.width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await page.goto(`${server.url}/calendar`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Past Events' }).click();
    await expect(page.getByRole('heading', { name: 'Week Past Horse Trials' })).toBeVisible();
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(100);
    const scrolled = await page.evaluate<number>('window.scrollY');
    await page.locator('footer').getByRole('link', { name: 'Horse & Rider Stats' }).click();
    await expect(page).toHaveURL(/\/ratings/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/calendar/);
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(scrolled);
    await expectNoSeriousViolations(page);
  });
}

test('a page typed into the address bar opens at the top, even after another first page was scrolled', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.goto(`${server.url}/calendar`);
  await page.getByRole('tab', { name: 'Past Events' }).click();
  await expect(page.getByRole('heading', { name: 'Week Past Horse Trials' })).toBeVisible();
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(100);
  await page.goto(`${server.url}/ratings`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
});

test('the welcome dialog shows on the first visit to /auth only', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/auth`);
  const dialog = page.getByRole('dialog', { name: 'Welcome to Eventing Manager 2.0' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Signed in and out again: still not shown.
  await signIn(page);
  await page.request.post(`${server.url}/api/auth/logout`, { headers: { origin: server.url } });
  await page.goto(`${server.url}/auth`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('league pages open on the live event; only real nations have a country league', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto(`${server.url}/league/overall`);
  await expect(page.getByRole('heading', { level: 1, name: 'Overall League' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Event' })).toHaveText('Week Live Horse Trials');
  await expectNoSeriousViolations(page);

  // The code stands in for the nation's name until the list of countries has arrived: the test
  // waits for the name, whichever of the two it sees first.
  await page.goto(`${server.url}/league/gbr`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'United Kingdom League' }),
  ).toBeVisible();
  await page.goto(`${server.url}/league/xyz`);
  await expect(page.getByText('League not found')).toBeVisible();
  await expect(page.getByText('XYZ League')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  const response = await page.request.get(`${server.url}/api/leaderboards/countries/xyz`);
  expect(response.status()).toBe(404);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`an edited saved team is kept as a draft until saved or discarded (${viewport.width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await saveTeam(page);
    await page.goto(`${server.url}/team-selection/${ids.next}`);
    const progress = page.getByTestId('team-progress');
    await expect(progress).toHaveText('Your team has been saved');
    await page.getByRole('button', { name: 'Edit Team' }).click();
    await page
      .getByTestId('chosen-team')
      .getByRole('button', { name: "Remove Ava Archer with Ava's Horse" })
      .click();
    const unsaved = page.getByTestId('unsaved-changes');
    await expect(unsaved).toContainText('Unsaved changes');
    await expect(page.getByTestId('chosen-team')).not.toContainText('Ava Archer');
    await expectNoSeriousViolations(page);

    await page.reload();
    await expect(unsaved).toContainText('Unsaved changes');
    await expect(page.getByTestId('chosen-team')).not.toContainText('Ava Archer');
    await expect(progress).toHaveText('4 of 5 picked: choose 1 more combination');

    const save = page.getByRole('button', { name: 'Save Team' });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Incomplete Team', { exact: true })).toBeVisible();
    await expect(
      page.getByText('You must select exactly 5 competitors', { exact: true }),
    ).toBeVisible();

    await unsaved.getByRole('button', { name: 'Discard changes' }).click();
    await expect(unsaved).toHaveCount(0);
    await expect(progress).toHaveText('Your team has been saved');
    await expect(page.getByTestId('chosen-team')).toContainText('Ava Archer');
    await page.reload();
    await expect(progress).toHaveText('Your team has been saved');
  });
}

test('the past tab offers only years with past events; horse ages follow one rule', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // Signed in, the calendar renders in the browser and its tabs answer at once.
  await signIn(page);
  await page.goto(`${server.url}/calendar`);
  await page.getByRole('tab', { name: 'Past Events' }).click();
  await page.getByRole('combobox', { name: 'Year' }).click();
  // The past competition started 30 days ago; next year's has not happened.
  const pastYear = String(new Date(Date.now() - 30 * day).getUTCFullYear());
  await expect(page.getByRole('option', { name: pastYear })).toBeVisible();
  await expect(page.getByRole('option')).toHaveText(['All Years', pastYear]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // The horse born in 2014 is as old in the entries dialog as on the competitor page.
  const age = new Date().getUTCFullYear() - 2014;
  await page.getByRole('button', { name: 'Entries of Week Past Horse Trials' }).click();
  const entries = page.getByRole('dialog');
  await expect(entries.getByText(`Ava's Horse · ${age} yo`)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(`${server.url}/competitor/${ids.athlete}/${ids.horse}/${ids.past}`);
  await expect(page.getByText(`· ${age} years`)).toBeVisible();
  await page.goto(`${server.url}/landing`);
  await expect(page.getByRole('heading', { name: 'Ready to pick your first team?' })).toBeVisible();
  await expect(page.getByText(/2025 season|New for 2025/)).toHaveCount(0);
});

// The rankings' answer is held back in the browser with page.route, which does not see what a
// service worker fetches: one that takes control of the page during the click (its first visit
// installs it, and on a busy machine that can land just then) would let the answer through.
test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('an article asks for its poll only when it has one; ratings stay axe-clean while loading', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const pollRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/articles\/\d+\/poll$/.test(new URL(request.url()).pathname)) {
        pollRequests.push(request.url());
      }
    });
    await page.goto(`${server.url}/articles/${slugs.withoutPoll}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Course walk notes' })).toBeVisible();
    await expectNoSeriousViolations(page);
    expect(pollRequests).toEqual([]);
    await page.goto(`${server.url}/articles/${slugs.withPoll}`);
    await expect(page.getByText('Who takes the title this week?')).toBeVisible();
    expect(pollRequests).toHaveLength(1);

    // The rankings while they load (the answer held back) and once they have loaded.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/horses/stats**', async (route) => {
      await held;
      await route.continue();
    });
    // Signed in, once the app has the page, the rankings are loaded in the browser after the click.
    await signIn(page);
    await page.goto(`${server.url}/news`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Stats' }).first().click();
    await expect(page.getByRole('status', { name: 'Loading rankings' })).toBeVisible();
    await expectNoSeriousViolations(page);
    release();
    await expect(page.getByRole('status', { name: 'Loading rankings' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`every featured story can be reached from /news (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}/news`);
    await expect(page.getByRole('heading', { level: 2, name: 'Hero of the week' })).toBeVisible();
    const more = page.getByTestId('more-featured');
    await expect(more.getByRole('link')).toHaveText(['Second feature', 'Third feature']);
    // Stories without an uploaded image get a drawing of their discipline, each its own.
    const drawings = page.getByTestId('discipline-illustration');
    await expect(more.getByTestId('discipline-illustration')).toHaveCount(2);
    const rowDrawings = await more.getByTestId('discipline-illustration').all();
    expect(
      await Promise.all(rowDrawings.map((drawing) => drawing.getAttribute('data-discipline'))),
    ).toEqual(['dressage', 'show_jumping']);
    const pictures = await Promise.all(
      (await drawings.all()).map((drawing) => drawing.innerHTML()),
    );
    expect(pictures.length).toBeGreaterThanOrEqual(5);
    expect(new Set(pictures).size).toBe(pictures.length);
    await expectNoSeriousViolations(page);
    await more.getByRole('link', { name: 'Third feature' }).click();
    await expect(page).toHaveURL(/\/articles\/week-featured-2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Third feature' })).toBeVisible();
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`the competitor page reads by event, with units, and leaves a live event out of the averages (${viewport.width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}/competitor/${ids.athlete}/${ids.horse}/${ids.live}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ava Archer' })).toBeVisible();
    // Oldest on the left, each point labelled by its event's month; the live one says so.
    await expect(page.getByTestId('chart-event-label')).toHaveText(chartLabels);
    await expect(page.getByTestId('chart-point').last()).toHaveAttribute('data-live', 'true');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Penalties' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Total points' })).toBeVisible();
    const rows = page.getByTestId('history-row');
    await expect(rows.first()).toContainText('Week Live Horse Trials');
    await expect(rows.first()).toContainText('Live · not final');
    await expect(page.getByTestId('in-progress-note')).toHaveText(
      'Averages leave out 1 live event until it is complete.',
    );
    // Only the finished event is averaged: 100 points from 20 + 20 + 60.
    await expect(page.getByText('Starts', { exact: true }).locator('..')).toContainText('1');
    await expectNoSeriousViolations(page);
  });
}

/** Changes a competition's status as the operator's form does: the row, then the notification. */
async function setStatus(competitionId: number, status: 'live' | 'completed') {
  await database.db
    .update(competitions)
    .set({ status, isLive: status === 'live' })
    .where(eq(competitions.id, competitionId));
  await notifyCompetitionChanged(database, competitionId);
}

// Last in the file: it adds a competition that closes before Week Next and ends it.
test('the next deadline comes first, and /play and the team builder follow it going live and completing without a reload', async ({
  page,
  context,
}) => {
  await page.setViewportSize(PHONE);
  const now = Date.now();
  // Starts after Week Next but its teams close first: it is the player's next deadline.
  const maple = await buildCompetition(database.db, new Date(now), {
    name: 'Maple Ridge Horse Trials',
    startDate: new Date(now + 13 * day),
    endDate: new Date(now + 15 * day),
    deadline: new Date(now + 16 * 60 * 60 * 1000),
  });
  for (let i = 0; i < 5; i += 1) await buildEntry(database.db, maple.id, { startOrder: i + 1 });
  const email = 'nora@week.test';
  await buildUser(database.db, { firstName: 'Nora', lastName: 'New', email, password: PASSWORD });
  const login = await page.request.post(`${server.url}/api/auth/login`, {
    data: { email, password: PASSWORD },
    headers: { origin: server.url },
  });
  expect(login.status()).toBe(200);

  await page.goto(`${server.url}/play`);
  const nextCard = page.getByTestId('next-competition-card');
  await expect(nextCard.getByRole('heading', { name: 'Maple Ridge Horse Trials' })).toBeVisible();
  await expect(nextCard.getByText('Team deadline in')).toBeVisible();
  await expect(nextCard.getByRole('link', { name: 'Select Team' })).toHaveAttribute(
    'href',
    `/team-selection/${maple.id}`,
  );
  const comingUp = page.getByRole('region', { name: 'Coming up' });
  await expect(comingUp.getByRole('link', { name: /Week Next Horse Trials/ })).toBeVisible();
  await expect(comingUp.getByRole('link', { name: /Maple Ridge/ })).toHaveCount(0);

  const builder = await context.newPage();
  await builder.setViewportSize(PHONE);
  await builder.goto(`${server.url}/team-selection/${maple.id}`);
  await expect(builder.getByTestId('team-progress')).toHaveText(
    'Pick 5 combinations to build your team',
  );
  await expect(builder.getByText('Team selections are closed')).toHaveCount(0);

  // Open → live: both pages follow it, the dashboard moves on to Week Next's deadline.
  await setStatus(maple.id, 'live');
  const maplePlay = page
    .getByTestId('live-competition-card')
    .filter({ has: page.getByRole('heading', { name: 'Maple Ridge Horse Trials' }) });
  await expect(maplePlay.getByRole('link', { name: 'View Live Results' })).toHaveAttribute(
    'href',
    `/results/${maple.id}`,
  );
  await expect(nextCard.getByRole('heading', { name: 'Week Next Horse Trials' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Select Team' })).toHaveAttribute(
    'href',
    `/team-selection/${ids.next}`,
  );
  await expect(builder.getByText('Team selections are closed')).toBeVisible();
  await expect(builder.getByTestId('team-progress')).toHaveText(
    'No team was saved for this competition',
  );

  // Live → completed: it leaves the dashboard.
  await setStatus(maple.id, 'completed');
  await expect(maplePlay).toHaveCount(0);
  await expect(page.getByTestId('live-competition-card')).toHaveCount(1);
  await expect(
    page.getByTestId('live-competition-card').getByRole('heading', {
      name: 'Week Live Horse Trials',
    }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});
