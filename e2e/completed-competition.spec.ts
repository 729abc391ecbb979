import { expect, test } from '@playwright/test';
import { inArray, sql } from 'drizzle-orm';
import { TIMERS } from '../contract/constants';
import type { Database } from '../server/db/client';
import { competitionEntries } from '../server/db/schema/index';
import type { PhaseScoresWrite } from '../server/modules/results/results.service';
import {
  buildAthlete,
  buildCompetition,
  buildEntry,
  buildHorse,
  buildUser,
} from '../server/test/factories';
import { expectNoSeriousViolations } from './support/axe';
import { startPostgresServer, type PostgresServer } from './support/postgres-server';
import type { RunningServer } from './support/server';
import { saveScores, signInAt } from './support/scores';

/**
 * A player looks back at a completed competition on a phone: the results filtered to their
 * team, where one pick withdrew before cross-country and another was eliminated in it, and My
 * Teams catching up with a correction of its results while open. On its own server and
 * PostgreSQL database.
 */
const PASSWORD = 'completed-competition-password';
const EMAIL = 'pia@completed.test';
const day = 24 * 60 * 60 * 1000;
const PHONE = { width: 390, height: 844 };

let running: PostgresServer | undefined;
let database: Database;
let server: RunningServer;
let competitionId: number;
let entries: number[] = [];

// Five picks and one entry nobody picked: [rider, horse, scores].
const FIELD: Array<[string, string, Partial<PhaseScoresWrite>]> = [
  ['Ada Clear', 'Quick Step', { drScore: '30.0', sjScore: '8.0', xcjScore: '0', xctScore: '0' }],
  ['Ben Steady', 'Slow Burn', { drScore: '32.0', sjScore: '0', xcjScore: '0', xctScore: '2.4' }],
  ['Cy Rails', 'Top Pole', { drScore: '35.0', sjScore: '4.0', xcjScore: '0', xctScore: '0' }],
  ['Dee Fell', 'Ditch Shy', { drScore: '28.0', sjScore: '0', xcStatus: 'EL' }],
  ['Wanda Home', 'Gone Early', { drScore: '40.0', sjScore: '12.0', xcStatus: 'WD' }],
  ['Eve Other', 'Not Picked', { drScore: '33.0', sjScore: '0', xcjScore: '0', xctScore: '0' }],
];
const PICKS = 5;

const save = (scores: Array<[number, Partial<PhaseScoresWrite>]>) =>
  saveScores(
    database,
    competitionId,
    scores.map(([at, phase]) => ({ entryId: entries[at] ?? 0, scores: phase })),
  );

test.beforeAll(async () => {
  test.setTimeout(180_000);
  running = await startPostgresServer('completed-competition');
  ({ server, database } = running);
  const db = database.db;
  const now = new Date();
  const competition = await buildCompetition(db, now, {
    name: 'Completed Corrections Trials',
    level: 'CCI4*-S',
    status: 'completed',
    isLive: false,
    deadline: new Date(now.getTime() - 4 * day),
    startDate: new Date(now.getTime() - 3 * day),
    endDate: new Date(now.getTime() - 2 * day),
  });
  competitionId = competition.id;
  entries = [];
  for (const [index, [rider, horse]] of FIELD.entries()) {
    const athleteId = (await buildAthlete(db, { name: rider })).id;
    const horseId = (await buildHorse(db, { name: horse })).id;
    entries.push(
      (await buildEntry(db, competitionId, { athleteId, horseId, startOrder: index + 1 })).id,
    );
  }
  const user = await buildUser(db, {
    firstName: 'Pia',
    lastName: 'Picker',
    email: EMAIL,
    password: PASSWORD,
  });
  await db.execute(sql`
    insert into fantasy_teams (user_id, competition_id, team_name)
    values (${user.id}, ${competitionId}, ${"Pia's Team"})`);
  for (const entryId of entries.slice(0, PICKS)) {
    await db.execute(sql`
      insert into fantasy_team_selections (fantasy_team_id, competition_entry_id, athlete_id, horse_id, price)
      select t.id, e.id, e.athlete_id, e.horse_id, e.price
      from fantasy_teams t, competition_entries e
      where t.user_id = ${user.id} and t.competition_id = ${competitionId} and e.id = ${entryId}`);
  }
  await save(
    FIELD.map(([, , scores], at) => [
      at,
      { drStatus: 'OK', sjStatus: 'OK', xcStatus: 'OK', ...scores },
    ]),
  );
});

/** The points of the entries at `at` as the database holds them, in the screens' format. */
async function pointsOf(at: number[]) {
  const rows = await database.db
    .select({ points: competitionEntries.totalPts })
    .from(competitionEntries)
    .where(
      inArray(
        competitionEntries.id,
        at.map((index) => entries[index] ?? 0),
      ),
    );
  const tenths = rows.reduce((sum, row) => sum + Math.round(Number(row.points) * 10), 0);
  return (tenths / 10).toFixed(1);
}
/** The team's points: every pick's, the withdrawn one's included. */
const teamPoints = () => pointsOf([0, 1, 2, 3, 4]);

test.afterAll(async () => {
  await running?.stop();
});

test('on a phone, "My team" counts the picks it lists and names the one that withdrew', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAt(page, server.url, EMAIL, PASSWORD);
  await page.goto(`${server.url}/competitions/${competitionId}/results?show=my-team`);
  // The button's name reads as it shows, with a space before the count.
  const mine = page.getByRole('button', { name: 'My team (4)', exact: true });
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  // The eliminated pick is in the results (EL-XC); the withdrawn one is left out of them.
  await expect(mine).toHaveText(/^\s*My team \(4\)$/);
  await expect(page.getByTestId('result-row')).toHaveCount(4);
  await expect(page.getByTestId('result-row').filter({ hasText: 'Dee Fell' })).toContainText(
    'EL-XC',
  );
  const withdrawn = page.getByTestId('withdrawn-picks');
  await expect(withdrawn).toContainText('1 of your picks withdrew and is not in these results:');
  await expect(withdrawn.getByRole('listitem')).toHaveText(/^WD\s*Wanda Home with Gone Early$/);
  await expect(withdrawn.getByTitle('Withdrawn')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'All entries' }).click();
  await expect(page.getByTestId('result-row')).toHaveCount(5);
  await expect(withdrawn).toHaveCount(0);
});

test('on a phone, My Teams shows a correction of the completed competition without a reload', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // The page's timers run on a clock the test can move: the minute between refetches passes at once.
  await page.clock.install();
  await signInAt(page, server.url, EMAIL, PASSWORD);
  await page.goto(`${server.url}/my-teams`);
  const team = page.getByTestId('my-team').filter({ hasText: 'Completed Corrections Trials' });
  const before = await teamPoints();
  await expect(team.getByTestId('my-team-points')).toHaveText(before);
  await expect(page.getByTestId('season-total')).toContainText(before);
  const pick = team.getByRole('listitem').filter({ hasText: 'Ada Clear' });
  await expect(pick).toHaveText(new RegExp(`${await pointsOf([0])}\\s*points$`));

  // The operator corrects Ada's show jumping from 8.0 to 4.0 penalties: 4.0 more points.
  await save([[0, { sjScore: '4.0' }]]);
  const after = await teamPoints();
  expect(Number(after) - Number(before)).toBeCloseTo(4, 5);
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(TIMERS.settledRefreshMs);
        return team.getByTestId('my-team-points').innerText();
      },
      { timeout: 30_000 },
    )
    .toBe(after);
  await expect(page.getByTestId('season-total')).toContainText(after);
  await expect(pick).toHaveText(new RegExp(`${await pointsOf([0])}\\s*points$`));
  await expectNoSeriousViolations(page);
});
