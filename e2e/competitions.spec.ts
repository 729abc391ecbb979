import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { startOfUtcDay } from '../contract/calendar-days';
import { competitionEntries } from '../server/db/schema/index';
import { notifyCompetitionChanged } from '../server/live/competition-changed';
import {
  buildAthlete,
  buildCompetition,
  buildEntry,
  buildHorse,
  buildVenue,
} from '../server/test/factories';
import { expectNoSeriousViolations } from './support/axe';
import { startPostgresServer, type PostgresServer } from './support/postgres-server';
import type { RunningServer } from './support/server';

/**
 * The public competitions journey (calendar → results → competitor page, ratings, scoring) on its
 * own server and PostgreSQL database, with data built by the test factories.
 */
const day = 24 * 60 * 60 * 1000;

let running: PostgresServer | undefined;
let database: Database;
let server: RunningServer;
const ids = { live: 0, future: 0, past: 0, athlete: 0, horse: 0, entryToScore: 0 };
/** The instant the events are placed around; the calendar's browser reads its clock there. */
let placedAt: Date;

const scored = (dr: string, drPts: string) => ({
  drScore: dr,
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
  running = await startPostgresServer('competitions');
  ({ server, database } = running);
  const db = database.db;
  placedAt = new Date();
  const now = placedAt;
  const today = startOfUtcDay(now).getTime();
  const venue = await buildVenue(db, { name: 'Badminton', country: 'GBR' });
  const live = await buildCompetition(db, now, {
    name: 'Journey Live Horse Trials',
    venueId: venue.id,
    status: 'live',
    isLive: true,
    startDate: new Date(now.getTime() - day),
    endDate: new Date(now.getTime() + day),
    deadline: new Date(now.getTime() - 2 * day),
  });
  const future = await buildCompetition(db, now, {
    name: 'Journey Future Horse Trials',
    venueId: venue.id,
    level: 'CCI4*-S',
    description: 'Spring short format at the park.',
    // 08:00 UTC four days on: four UTC days to go at any hour of today.
    startDate: new Date(today + 4 * day + 8 * 60 * 60 * 1000),
    endDate: new Date(today + 6 * day),
    deadline: new Date(today + 3 * day),
  });
  const past = await buildCompetition(db, now, {
    name: 'Journey Past Horse Trials',
    venueId: venue.id,
    status: 'completed',
    startDate: new Date('2025-05-01T09:00:00Z'),
    endDate: new Date('2025-05-04T17:00:00Z'),
    deadline: new Date('2025-04-30T09:00:00Z'),
  });
  Object.assign(ids, { live: live.id, future: future.id, past: past.id });

  const ros = await buildAthlete(db, { name: 'Rosalind Canter', nationality: 'GBR' });
  const graffalo = await buildHorse(db, {
    name: 'Lordships Graffalo',
    yob: 2013,
    gender: 'Gelding',
  });
  Object.assign(ids, { athlete: ros.id, horse: graffalo.id });
  await buildEntry(db, past.id, {
    athleteId: ros.id,
    horseId: graffalo.id,
    startOrder: 1,
    price: '3.0',
    ...scored('24.0', '20'),
  });
  await buildEntry(db, live.id, {
    athleteId: ros.id,
    horseId: graffalo.id,
    startOrder: 1,
    price: '3.5',
    ra6: '26.4',
    sj6: '35.0',
    xcj10: '0.5',
    tsp: '0.85',
    ...scored('27.3', '17'),
  });
  const tim = await buildAthlete(db, { name: 'Tim Price', nationality: 'NZL' });
  await buildEntry(db, live.id, { athleteId: tim.id, startOrder: 2, ...scored('30.0', '15') });
  const michael = await buildAthlete(db, { name: 'Michael Jung', nationality: 'GER' });
  const toScore = await buildEntry(db, live.id, { athleteId: michael.id, startOrder: 3 });
  ids.entryToScore = toScore.id;
  const wendy = await buildAthlete(db, { name: 'Wendy Withdrawn', nationality: 'IRL' });
  await buildEntry(db, live.id, { athleteId: wendy.id, startOrder: 4, drStatus: 'WD' });
  await buildEntry(db, future.id, { athleteId: tim.id, startOrder: 1 });
  // Level on points with Tim Price and his horse in the rankings: they share a rank.
  const piggy = await buildAthlete(db, { name: 'Piggy March', nationality: 'GBR' });
  await buildEntry(db, past.id, { athleteId: piggy.id, startOrder: 2, ...scored('30.0', '15') });
});

test.afterAll(async () => {
  await running?.stop();
});

test('calendar → live results that update by themselves → competitor page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The cards count days from the instant the events were placed around, not from the wall clock.
  await page.clock.setFixedTime(placedAt);
  await page.goto(`${server.url}/calendar`);

  const liveCard = page
    .getByTestId('competition-card')
    .filter({ hasText: 'Journey Live Horse Trials' });
  const futureCard = page
    .getByTestId('competition-card')
    .filter({ hasText: 'Journey Future Horse Trials' });
  await expect(liveCard.getByText('Live', { exact: true })).toBeVisible();
  await expect(futureCard.getByText('4 days to go')).toBeVisible();
  await expect(futureCard.getByText('CCI4*-S')).toBeVisible();
  await expect(futureCard.getByRole('link', { name: /Select Team/ })).toHaveAttribute(
    'href',
    `/team-selection/${ids.future}`,
  );
  await expectNoSeriousViolations(page);

  // The entries dialog is reachable from a card.
  await futureCard.getByRole('button', { name: /Entries/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Entries' })).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('listitem').first()).toContainText('1.');
  await expect(dialog.getByRole('listitem').first()).toContainText('Tim Price');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The focus goes back to the card's button.
  await expect(futureCard.getByRole('button', { name: /Entries/ })).toBeFocused();
  // It opens again.
  await futureCard.getByRole('button', { name: /Entries/ }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Past events with the year filter.
  await page.getByRole('tab', { name: 'Past Events' }).click();
  const pastCard = page
    .getByTestId('competition-card')
    .filter({ hasText: 'Journey Past Horse Trials' });
  await expect(pastCard.getByRole('link', { name: /Results/ })).toHaveAttribute(
    'href',
    `/competitions/${ids.past}/results`,
  );
  // Only the years with past events are offered: this year's live and future events are not past.
  await page.getByRole('combobox', { name: 'Year' }).click();
  await expect(page.getByRole('option')).toHaveText(['All Years', '2025']);
  await page.getByRole('option', { name: '2025' }).click();
  await expect(pastCard).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/calendar?tab=past&year=2025`);

  // The tab and the year survive a visit to the results and Back, a reload and a shared link.
  const pastTab = page.getByRole('tab', { name: 'Past Events' });
  const year = page.getByRole('combobox', { name: 'Year' });
  await pastCard.getByRole('link', { name: /Results/ }).click();
  await expect(page).toHaveURL(`${server.url}/competitions/${ids.past}/results`);
  await expect(page).toHaveTitle(/Journey Past Horse Trials/);
  await page.goBack();
  await expect(page).toHaveURL(`${server.url}/calendar?tab=past&year=2025`);
  await expect(pastTab).toHaveAttribute('aria-selected', 'true');
  await expect(year).toHaveText('2025');
  await expect(pastCard).toBeVisible();
  await page.reload();
  await expect(pastTab).toHaveAttribute('aria-selected', 'true');
  await expect(year).toHaveText('2025');
  await expect(pastCard).toBeVisible();
  await page.goto(`${server.url}/calendar?tab=past`);
  await expect(pastTab).toHaveAttribute('aria-selected', 'true');
  await expect(year).toHaveText('All Years');
  await expect(pastCard).toBeVisible();

  // Live results.
  await page.getByRole('tab', { name: 'Upcoming Events' }).click();
  await liveCard.getByRole('link', { name: /Live Results/ }).click();
  await expect(page).toHaveURL(`${server.url}/results/${ids.live}`);
  await expect(page.getByRole('heading', { name: 'Live Results' })).toBeVisible();
  await expect(page.getByText('LIVE', { exact: true })).toBeVisible();
  const rows = page.getByTestId('result-row');
  await expect(rows).toHaveCount(3); // the withdrawn entry is hidden
  await expect(rows.nth(0)).toContainText('Rosalind Canter');
  await expect(rows.nth(0).getByTestId('total-score')).toHaveText('27.3');
  await expect(rows.nth(1)).toContainText('Tim Price');
  await expect(rows.nth(2)).toContainText('Michael Jung');
  await expect(rows.nth(2).locator('td').first()).toHaveText('-');
  await expect(page.getByText('Updating as scores come in')).toBeVisible();
  await expectNoSeriousViolations(page);

  // A score saved elsewhere arrives without a reload, carried by the pushed event itself: the page
  // asks for nothing. How long it takes is recorded, and measured by bench/push-latency.ts.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`/api/competitions/${ids.live}`)) {
      asked.push(request.url());
    }
  });
  await database.db
    .update(competitionEntries)
    .set(scored('22.0', '20'))
    .where(eq(competitionEntries.id, ids.entryToScore));
  const sent = Date.now();
  await notifyCompetitionChanged(database, ids.live);
  await expect(rows.nth(0)).toContainText('Michael Jung');
  test
    .info()
    .annotations.push({ type: 'notified to shown', description: `${Date.now() - sent} ms` });
  await expect(rows.nth(0).getByTestId('total-points')).toHaveText('100.0');
  expect(asked).toEqual([]);

  // The competitor page.
  await rows.filter({ hasText: 'Rosalind Canter' }).getByRole('link').click();
  await expect(page).toHaveURL(`${server.url}/competitor/${ids.athlete}/${ids.horse}/${ids.live}`);
  await expect(page.getByRole('heading', { name: 'Rosalind Canter' })).toBeVisible();
  await expect(page.getByTestId('tile-6RA')).toContainText('26.4');
  await expect(page.getByTestId('tile-6RA')).toContainText('Good');
  await expect(page.getByTestId('tile-SJ6')).toContainText('Fair');
  await expect(page.getByTestId('tile-XCJ')).toContainText('Poor');
  await expect(page.getByTestId('tile-TSP')).toContainText('0.85');
  await expect(page.getByText('Selected by')).toBeVisible();
  const history = page.getByTestId('history-row');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('Journey Live Horse Trials');
  await expect(history.nth(1)).toContainText('Journey Past Horse Trials');
  await expect(page.getByRole('img', { name: /Points per competition/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'CCI4*-S' }).click();
  await expect(page.getByText('No competition history found')).toBeVisible();

  await page.goto(`${server.url}/competitor/${ids.athlete}/${ids.horse}/${ids.future}`);
  await expect(page.getByText('Competitor not found')).toBeVisible();
});

test('ratings rank horses and riders; scoring explains the worked examples', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/ratings`);
  await expect(page.getByRole('tab', { name: 'Horse Rankings' })).toHaveAttribute(
    'data-state',
    'active',
  );
  const rows = page.getByTestId('stats-row');
  await expect(rows.first()).toContainText('Lordships Graffalo');
  // The last two horses (Tim Price's and Piggy March's) are level on 95.0 points: one rank.
  const ranks = page.getByTestId('stats-rank');
  const expectLastTwoTied = async () => {
    const count = await rows.count();
    await expect(
      rows
        .nth(count - 1)
        .getByRole('cell')
        .nth(3),
    ).toHaveText('95.0');
    await expect(
      rows
        .nth(count - 2)
        .getByRole('cell')
        .nth(3),
    ).toHaveText('95.0');
    await expect(ranks.nth(count - 2)).toHaveText(String(count - 1));
    await expect(ranks.nth(count - 1)).toHaveText(String(count - 1));
  };
  await expectLastTwoTied();
  await expect(page.getByRole('button', { name: 'See More' })).toBeHidden();
  await expect(
    page.getByText(/Points per Million per Start \(PPM\): total points divided/),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Rider Rankings' }).click();
  await expect(page).toHaveURL(/tab=riders/);
  await expect(rows.first()).toContainText('Rosalind Canter');
  await expect(rows.filter({ hasText: 'Piggy March' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Piggy March' }).getByTestId('stats-rank')).toHaveText(
    (await rows.filter({ hasText: 'Tim Price' }).getByTestId('stats-rank').textContent()) ?? '',
  );
  await expectLastTwoTied();
  // On a phone the filters sit behind one button that names the current choice.
  await page.getByRole('button', { name: /Filters/ }).click();
  await page.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'CCI4*-L' }).click();
  await expect(page.getByText('No athlete statistics available')).toBeVisible();

  await page.goto(`${server.url}/scoring`);
  const examples = page.getByTestId('worked-example');
  await expect(examples.nth(0)).toContainText('91.0 points');
  await expect(examples.nth(1)).toContainText('63.0 points');
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  // /play is for players: a visitor lands on sign-in on the way.
  await expect(page).toHaveURL(/\/(play|auth)$/);
});

test('on a phone every column of the results fits inside its card', async ({ page }) => {
  const db = database.db;
  const now = new Date();
  const phone = await buildCompetition(db, now, {
    name: 'Journey Phone Horse Trials',
    status: 'live',
    isLive: true,
    startDate: new Date(now.getTime() - day),
    endDate: new Date(now.getTime() + day),
    deadline: new Date(now.getTime() - 2 * day),
  });
  const long = await buildAthlete(db, {
    name: 'Alexandra Montgomery-Fitzwilliam',
    nationality: 'GBR',
  });
  const stallion = await buildHorse(db, { name: 'Ballaghmor Class of the Northern Highlands' });
  await buildEntry(db, phone.id, {
    athleteId: long.id,
    horseId: stallion.id,
    startOrder: 1,
    ...scored('123.4', '13'),
  });
  const tim = await buildAthlete(db, { name: 'Tim Price Junior', nationality: 'NZL' });
  await buildEntry(db, phone.id, { athleteId: tim.id, startOrder: 2, ...scored('24.1', '20') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/results/${phone.id}`);
  const rows = page.getByTestId('result-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByTestId('total-points')).toHaveText('100.0');
  const card = page.getByRole('table').locator('..');
  // The card's box without its border: what it shows of the table.
  type Card = {
    scrollWidth: number;
    clientWidth: number;
    clientLeft: number;
    getBoundingClientRect(): { left: number };
  };
  const visibleRight = await card.evaluate(
    (element: Card) =>
      element.getBoundingClientRect().left + element.clientLeft + element.clientWidth,
  );
  // Nothing to scroll sideways: the table is no wider than the card shows.
  expect(await card.evaluate((element: Card) => element.scrollWidth - element.clientWidth)).toBe(0);
  for (const row of await rows.all()) {
    const points = await row.getByTestId('total-points').boundingBox();
    expect(points).not.toBeNull();
    expect((points?.x ?? 0) + (points?.width ?? 0)).toBeLessThanOrEqual(visibleRight);
  }
  // The competitor's name is cut short rather than the points.
  await expect(rows.nth(1)).toContainText('Alexandra Montgomery-Fitzwilliam');
  await expect(rows.nth(1).getByTestId('total-points')).toHaveText('93.0');
});
