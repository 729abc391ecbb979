import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { competitions } from '../server/db/schema/index';
import type { PhaseScoresWrite } from '../server/modules/results/results.service';
import { expectNoSeriousViolations } from './support/axe';
import { buildLeague, buildLiveCompetition, buildPlayersWithTeams } from './support/live-world';
import { startPostgresServer, type PostgresServer } from './support/postgres-server';
import type { RunningServer } from './support/server';
import { signInAt, saveScores } from './support/scores';

/**
 * Rank movement as a player sees it, on its own server and PostgreSQL database: scores come
 * through the results writer beside the server, phases end, and the boards, the league table
 * and /play show the places moved and the season's rank chart, on a phone and a desktop.
 */
const PASSWORD = 'movement-player-password';
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

const rowTexts = (page: Page) =>
  page
    .getByTestId('leaderboard-row')
    .allInnerTexts()
    .then((texts) => texts.map((text) => text.replace(/\s+/g, ' ').trim()));

test.beforeAll(async () => {
  test.setTimeout(180_000);
  running = await startPostgresServer('movement');
  ({ server, database } = running);
  const db = database.db;
  ({ competitionId, entries } = await buildLiveCompetition(db, {
    name: 'Movement Trials',
    level: 'CCI4*-L',
    entries: 4,
  }));
  const picks = [
    [0, 1],
    [2, 3],
    [0, 2],
    [1, 3],
  ];
  const players = await buildPlayersWithTeams(db, competitionId, {
    players: ['Ann', 'Ben', 'Cat', 'Dan'].map((firstName, index) => ({
      firstName,
      picks: (picks[index] ?? []).map((at) => entries[at] ?? 0),
    })),
    lastName: 'Rider',
    domain: 'movement.test',
    password: PASSWORD,
    teamName: (first) => `${first}'s Eventers`,
  });
  leagueId = await buildLeague(db, {
    name: 'Movers',
    joinCode: 'MOVE',
    memberIds: players.slice(0, 3).map((player) => player.id),
  });
  // Dressage ends (Ann 35, Cat 30, Dan 20, Ben 15); then cross-country starts: the last entry
  // goes clear inside the time (60 points): Dan 80, Ben 75, Ann 35, Cat 30.
  await save([
    [0, { drScore: '25.0' }],
    [1, { drScore: '30.0' }],
    [2, { drScore: '35.0' }],
    [3, { drScore: '40.0' }],
  ]);
  await save([[3, { xcStatus: 'OK', xcjScore: '0', xctScore: '0' }]]);
});

test.afterAll(async () => {
  await running?.stop();
});

test('on a phone, /play shows the overall rank with its movement and the board with arrows', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'ann@movement.test');
  await page.goto(`${server.url}/play?tab=performance`);
  const rank = page.getByTestId('overall-rank');
  await expect(rank).toContainText('3');
  await expect(rank).toContainText('of 4');
  await expect(rank.getByTestId('rank-movement')).toHaveText(/▼\s*2/);
  await expect(page.getByTestId('movement-since')).toHaveText(
    'Movement since dressage at Movement Trials',
  );
  await expect
    .poll(() => rowTexts(page))
    .toEqual([
      "1 ▲ 2 Up 2 places since dressage at Movement Trials Dan Rider Dan's Eventers 80.0",
      "2 ▲ 2 Up 2 places since dressage at Movement Trials Ben Rider Ben's Eventers 75.0",
      "3 ▼ 2 Down 2 places since dressage at Movement Trials Ann Rider Ann's Eventers (you) 35.0",
      "4 ▼ 2 Down 2 places since dressage at Movement Trials Cat Rider Cat's Eventers 30.0",
    ]);
  await expectNoSeriousViolations(page);
});

test('on a desktop, the league table moves among its members and the season chart draws each phase end', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'ann@movement.test');
  await page.goto(`${server.url}/league/${leagueId}`);
  // Among Ann, Ben and Cat: Ben 1st (was 3rd), Ann 2nd (was 1st), Cat 3rd (was 2nd).
  await expect
    .poll(() => rowTexts(page))
    .toEqual([
      "1 ▲ 2 Up 2 places since dressage at Movement Trials Ben Rider Ben's Eventers 75.0",
      "2 ▼ 1 Down 1 place since dressage at Movement Trials Ann Rider Ann's Eventers (you) 35.0",
      "3 ▼ 1 Down 1 place since dressage at Movement Trials Cat Rider Cat's Eventers 30.0",
    ]);
  await expectNoSeriousViolations(page);

  // The rest of the competition: three eliminated across country, the fourth jumps clear, and
  // the competition is completed. Each phase end keeps every team's ranks.
  await save([
    [0, { xcStatus: 'EL' }],
    [1, { xcStatus: 'EL' }],
    [2, { xcStatus: 'EL' }],
  ]);
  await save([[3, { sjStatus: 'OK', sjScore: '0' }]]);
  await database.db
    .update(competitions)
    .set({ status: 'completed', isLive: false })
    .where(eq(competitions.id, competitionId));
  await save([]);
  await page.goto(`${server.url}/play?tab=performance`);
  const chart = page.getByRole('img', { name: /Your overall rank after each phase/ });
  await expect
    .poll(
      async () => {
        await page.reload();
        return chart.getAttribute('aria-label');
      },
      { timeout: 30_000 },
    )
    .toContain('Movement Trials, after final results: 3 of 4');
  await expect(chart).toHaveAttribute('aria-label', /after dressage: 1 of 4/);
  await expect(page.getByTestId('chart-event-label').first()).toHaveText('Movement Trials');
  await expectNoSeriousViolations(page);
});
