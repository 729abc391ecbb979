import { expect, test, type Page } from '@playwright/test';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { competitions, leagues } from '../server/db/schema/index';
import { notifyCompetitionChanged } from '../server/live/competition-changed';
import type { PhaseScoresWrite } from '../server/modules/results/results.service';
import { buildCompetition, buildEntry, buildUser } from '../server/test/factories';
import { expectNoSeriousViolations } from './support/axe';
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
const day = 24 * 60 * 60 * 1000;
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
  const now = new Date();
  const competition = await buildCompetition(db, now, {
    name: 'Live Standings Trials',
    level: 'CCI4*-S',
    status: 'live',
    isLive: true,
    deadline: new Date(now.getTime() - day),
    startDate: new Date(now.getTime() - day / 2),
    endDate: new Date(now.getTime() + 2 * day),
  });
  competitionId = competition.id;
  entries = [];
  for (let i = 0; i < 3; i += 1) {
    entries.push((await buildEntry(db, competitionId, { startOrder: i + 1 })).id);
  }
  const players = [];
  // One pick each: Ann the first entry, Ben the second, Cat the third.
  for (const [index, first] of ['Ann', 'Ben', 'Cat'].entries()) {
    const user = await buildUser(db, {
      firstName: first,
      lastName: 'Watcher',
      email: `${first.toLowerCase()}@live.test`,
      password: PASSWORD,
    });
    players.push(user);
    await db.execute(sql`
      insert into fantasy_teams (user_id, competition_id, team_name)
      values (${user.id}, ${competitionId}, ${`${first}'s Team`})`);
    await db.execute(sql`
      insert into fantasy_team_selections (fantasy_team_id, competition_entry_id, athlete_id, horse_id, price)
      select t.id, e.id, e.athlete_id, e.horse_id, e.price
      from fantasy_teams t, competition_entries e
      where t.user_id = ${user.id} and t.competition_id = ${competitionId}
        and e.id = ${entries[index] ?? 0}`);
  }
  const [league] = await db
    .insert(leagues)
    .values({ name: 'Live Friends', creatorId: players[0]?.id ?? null, joinCode: 'LIVE' })
    .returning({ id: leagues.id });
  leagueId = league?.id ?? 0;
  for (const player of players) {
    await db.execute(sql`
      insert into league_memberships (league_id, user_id) values (${leagueId}, ${player.id})`);
  }
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
