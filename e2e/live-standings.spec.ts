import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { competitions } from '../server/db/schema/index';
import { notifyCompetitionChanged } from '../server/live/competition-changed';
import type { PhaseScoresWrite } from '../server/modules/results/results.service';
import { expectNoSeriousViolations } from './support/axe';
import { buildLeague, buildLiveCompetition, buildPlayersWithTeams } from './support/live-world';
import { startPostgresServer, type PostgresServer } from './support/postgres-server';
import type { RunningServer } from './support/server';
import { myBoardRow, saveScores, signInAt, storedPoints } from './support/scores';

/**
 * A player watches a live competition: scores saved beside the server (as the admin's scoring
 * does) move their team's points and rank on the /play card, a league table and the overall
 * board while the pages stay open, with no reload; the results page marks their picks and
 * filters to them. On its own server and PostgreSQL database, on a phone and a desktop.
 */
const PASSWORD = 'live-standings-password';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

let running: PostgresServer | undefined;
let database: Database;
let server: RunningServer;
let competitionId: number;
let leagueId: number;
let entries: number[] = [];

const signIn = (page: Page, email: string) => signInAt(page, server.url, email, PASSWORD);

const save = (scores: Array<[number, Partial<PhaseScoresWrite>]>) =>
  saveScores(
    database,
    competitionId,
    scores.map(([at, phase]) => ({ entryId: entries[at] ?? 0, scores: phase })),
  );

const pointsOf = (at: number) => storedPoints(database, entries[at] ?? 0);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  running = await startPostgresServer('live-standings');
  ({ server, database } = running);
  const db = database.db;
  ({ competitionId, entries } = await buildLiveCompetition(db, {
    name: 'Live Standings Trials',
    level: 'CCI4*-S',
    entries: 3,
  }));
  // One pick each: Ann the first entry, Ben the second, Cat the third.
  const players = await buildPlayersWithTeams(db, competitionId, {
    players: ['Ann', 'Ben', 'Cat'].map((firstName, index) => ({
      firstName,
      picks: [entries[index] ?? 0],
    })),
    lastName: 'Watcher',
    domain: 'live.test',
    password: PASSWORD,
    teamName: (first) => `${first}'s Team`,
  });
  leagueId = await buildLeague(db, {
    name: 'Live Friends',
    joinCode: 'LIVE',
    memberIds: players.map((player) => player.id),
  });
  // Dressage: Ann 20.0, Ben 15.0, Cat 10.0 points.
  await save([
    [0, { drScore: '25.0' }],
    [1, { drScore: '30.0' }],
    [2, { drScore: '35.0' }],
  ]);
});

test.afterAll(async () => {
  await running?.stop();
});

test("on a phone, the live card follows Cat's points and rank, and the results filter to her pick", async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'cat@live.test');
  await page.goto(`${server.url}/play`);
  const card = page.getByTestId('live-competition-card');
  await expect(card.getByTestId('live-team-points')).toHaveText('10.0');
  await expect(card.getByTestId('live-team-rank')).toHaveText('3 of 3');
  await expect(card.getByTestId('live-pick-points')).toHaveText('10.0 points');
  await expectNoSeriousViolations(page);
  // Cat's pick goes clear across country inside the time: she passes Ann and Ben.
  const saved = Date.now();
  await save([[2, { xcStatus: 'OK', xcjScore: '0', xctScore: '0' }]]);
  const points = await pointsOf(2);
  await expect(card.getByTestId('live-team-points')).toHaveText(points);
  await expect(card.getByTestId('live-team-rank')).toHaveText('1 of 3');
  testInfo.annotations.push({
    type: 'score to /play card',
    description: `${Date.now() - saved} ms`,
  });
  await expect(card.getByTestId('live-pick-points')).toHaveText(`${points} points`);
  await expect(card.getByRole('status')).toHaveText('Your team is now ranked 1 of 3.');

  await card.getByRole('link', { name: 'View Live Results' }).click();
  await expect(page.getByTestId('result-row')).toHaveCount(3);
  await expect(page.locator('[data-testid="result-row"][data-mine]')).toHaveCount(1);
  await page.getByRole('button', { name: /My team/ }).click();
  await expect(page).toHaveURL(/\?show=my-team$/);
  await expect(page.getByTestId('result-row')).toHaveCount(1);
  await expect(page.getByTestId('result-row')).toHaveAttribute('data-entry-id', String(entries[2]));
  await expect(page.getByRole('img', { name: 'Your pick' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('on a desktop, a league table and the overall board move with a score while open', async ({
  page,
  context,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'ben@live.test');
  await page.goto(`${server.url}/league/${leagueId}`);
  // Events opens on the live competition: Ben 2nd on dressage (3rd once Cat has gone across
  // country on the phone; a worker started again after a failure starts from dressage).
  const before = /^[23] .*Ben Watcher .*\(you\) 15\.0$/;
  await expect.poll(() => myBoardRow(page)).toMatch(before);
  const overall = await context.newPage();
  await overall.setViewportSize(DESKTOP);
  await overall.goto(`${server.url}/league/overall`);
  await overall.getByRole('tab', { name: 'Season' }).click();
  await expect.poll(() => myBoardRow(overall)).toMatch(before);

  // Ben's pick goes clear across country inside the time, with fewer dressage penalties than
  // Cat's: he leads both boards.
  const saved = Date.now();
  await save([[1, { xcStatus: 'OK', xcjScore: '0', xctScore: '0' }]]);
  const points = await pointsOf(1);
  await expect.poll(() => myBoardRow(page)).toMatch(new RegExp(`^1 .*\\(you\\) ${points}$`));
  testInfo.annotations.push({
    type: 'score to league table',
    description: `${Date.now() - saved} ms`,
  });
  await expect.poll(() => myBoardRow(overall)).toMatch(new RegExp(`^1 .*\\(you\\) ${points}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Your rank is now' })).toHaveText(
    'Your rank is now 1 of 3.',
  );
  await expectNoSeriousViolations(page);
  await expectNoSeriousViolations(overall);
});

// Last in the file: it ends the competition.
test('once the competition is completed, the league page and /play stop saying LIVE without a reload', async ({
  page,
  context,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'ann@live.test');
  await page.goto(`${server.url}/league/${leagueId}`);
  // The badge beside the event picker (the league's join code also reads LIVE).
  const live = page
    .getByRole('combobox', { name: 'Event' })
    .locator('xpath=..')
    .getByText('LIVE', { exact: true });
  await expect(live).toBeVisible();
  const play = await context.newPage();
  await play.setViewportSize(DESKTOP);
  await play.goto(`${server.url}/play`);
  const card = play.getByTestId('live-competition-card');
  await expect(card.getByRole('link', { name: 'View Live Results' })).toBeVisible();

  await database.db
    .update(competitions)
    .set({ status: 'completed', isLive: false })
    .where(eq(competitions.id, competitionId));
  await notifyCompetitionChanged(database, competitionId);
  await expect(live).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Event' })).toHaveText('Live Standings Trials');
  await expect(card).toHaveCount(0);
  await expect(play.getByText('No upcoming events')).toBeVisible();
  await expectNoSeriousViolations(page);
});
