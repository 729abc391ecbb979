import { expect, test, type Page } from '@playwright/test';
import type { CompetitionEntry } from '../contract/competitions';
import type { League } from '../contract/leagues';
import { expectNoModerateViolations } from './support/axe';
import { DEMO_PASSWORD, demoEmail, setDemoPassword, signedInPage } from './support/demo-players';
import { hydrated } from './support/hydration';
import { linkFromOutbox } from './support/outbox';
import { startServer, type RunningServer } from './support/server';

/**
 * A player's season on a server of its own with the demo data: My Teams from the account menu,
 * the team builder's search and filters, leaving a league and a creator removing a member, and
 * the invitation a visitor follows through registration into the league.
 */
const ADMIN = { email: 'admin@season-e2e.test', password: 'season-admin-password' };
const ANNA = demoEmail('Anna', 'Schreiber');
const MIA = demoEmail('Mia', 'Fraser');
const HANNAH = demoEmail('Hannah', 'Price');
const LIAM = demoEmail('Liam', 'Carter');
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

let server: RunningServer;
let openCompetition = 0;
let entries: CompetitionEntry[] = [];

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const admin = await playwright.request.newContext();
  const login = await admin.post(`${server.url}/api/auth/login`, {
    headers: { origin: server.url },
    data: ADMIN,
  });
  expect(login.status()).toBe(200);
  for (const email of [ANNA, MIA, HANNAH, LIAM]) await setDemoPassword(admin, server.url, email);
  const upcoming = (await (
    await admin.get(`${server.url}/api/competitions/upcoming`)
  ).json()) as Array<{ id: number; isLive: boolean; deadline: string }>;
  const open = upcoming.find((c) => !c.isLive && Date.parse(c.deadline) > Date.now() + 3600_000);
  if (!open) throw new Error('no open competition in the demo data');
  openCompetition = open.id;
  entries = (await (
    await admin.get(`${server.url}/api/competitions/${open.id}/entries`)
  ).json()) as CompetitionEntry[];
  await admin.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

/** A league made by `creator`'s page, joined by the others through the API. */
async function leagueOf(creator: Page, name: string, ...members: Page[]) {
  const headers = { origin: server.url };
  const created = await creator.request.post(`${server.url}/api/leagues`, {
    headers,
    data: { name },
  });
  expect(created.status()).toBe(200);
  const league = (await created.json()) as League;
  for (const member of members) {
    const joined = await member.request.post(`${server.url}/api/leagues/join`, {
      headers,
      data: { joinCode: league.joinCode },
    });
    expect(joined.status()).toBe(200);
  }
  return league;
}

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test('My Teams, from the account menu: each team with its points and rank, and the season', async ({
      browser,
    }) => {
      const page = await signedInPage(browser, server.url, ANNA, size);
      await page.goto('/play');
      await hydrated(page);
      await page.getByRole('button', { name: /Account menu for Anna/ }).click();
      await page.getByRole('menuitem', { name: 'My Teams' }).click();
      await expect(page).toHaveURL(/\/my-teams$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My Teams' })).toBeVisible();

      const season = page.getByRole('region', { name: /Season \d{4}/ });
      await expect(season.getByTestId('season-total')).toContainText(/\d+\.\d/);
      await expect(season.getByTestId('season-overall-rank')).toContainText(/\d+(st|nd|rd|th)/);
      await expect(season.getByTestId('season-overall-rank')).toContainText(/of \d+ players/);
      await expect(season.getByTestId('season-country-rank')).toContainText('Germany');

      const teams = page.getByTestId('my-team');
      await expect(teams.first()).toBeVisible();
      expect(await teams.count()).toBeGreaterThan(1);
      // A finished competition: the team's points and its rank among the competition's teams.
      const finished = teams.filter({
        has: page.getByRole('link', { name: /View Final Results/ }),
      });
      await expect(finished.first().getByTestId('my-team-rank')).toContainText(/\d+(st|nd|rd|th)/);
      await expect(finished.first().getByRole('listitem')).toHaveCount(5);
      await expectNoModerateViolations(page);
      await page.context().close();
    });

    test("the team builder's search, filters and list find a combination fast", async ({
      browser,
    }) => {
      const page = await signedInPage(browser, server.url, ANNA, size);
      await page.goto(`/team-selection/${openCompetition}`);
      await hydrated(page);
      const total = entries.length;
      const count = page.getByTestId('shown-count');
      await expect(count).toHaveText(`${total} competitors`);

      // By rider, any case: every card left is that rider's.
      const rider = entries[3]?.athlete.name ?? '';
      const surname = rider.split(' ').at(-1) ?? rider;
      const riders = entries.filter((e) => e.athlete.name.includes(surname)).length;
      await page
        .getByRole('searchbox', { name: 'Search rider or horse' })
        .fill(surname.toUpperCase());
      await expect(count).toHaveText(`${riders} of ${total} competitors`);
      const cards = page.getByTestId('competitor-card');
      await expect(cards).toHaveCount(riders);
      await expect(cards.first()).toContainText(surname);

      // By horse.
      const horse = entries[5]?.horse.name ?? '';
      await page.getByRole('searchbox', { name: 'Search rider or horse' }).fill(horse);
      await expect(cards.first()).toContainText(horse);
      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      await expect(count).toHaveText(`${total} competitors`);

      // By nation and price band, in the compact list.
      const nation = entries[0]?.athlete.nationality ?? '';
      await page.getByRole('combobox', { name: 'Nation' }).click();
      await page.getByRole('option', { name: new RegExp(`^${nation}`) }).click();
      const ofNation = entries.filter((e) => e.athlete.nationality === nation).length;
      await expect(count).toHaveText(`${ofNation} of ${total} competitors`);
      await page.getByRole('combobox', { name: 'Price' }).click();
      await page.getByRole('option', { name: '2.1m to 3.0m' }).click();
      const inBand = entries.filter(
        (e) => e.athlete.nationality === nation && e.price >= 2.1 && e.price <= 3.0,
      ).length;
      await expect(count).toHaveText(`${inBand} of ${total} competitors`);
      await page.getByRole('button', { name: 'List', exact: true }).click();
      await expect(page.getByTestId('competitor-row')).toHaveCount(inBand);
      await expectNoModerateViolations(page);

      // Every combination links to its history.
      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      const first = page.getByTestId('competitor-row').first();
      await first.getByRole('link', { name: /^History of / }).click();
      await expect(page).toHaveURL(/\/competitor\/\d+\/\d+\/\d+$/);
      await page.context().close();
    });

    test('a member leaves a league, and its creator removes another member', async ({
      browser,
    }) => {
      const mia = await signedInPage(browser, server.url, MIA, size);
      const hannah = await signedInPage(browser, server.url, HANNAH, size);
      const liam = await signedInPage(browser, server.url, LIAM, size);
      const league = await leagueOf(mia, `Kiwi Yard ${size.name}`, hannah, liam);

      await hannah.goto(`/league/${league.id}`);
      await hydrated(hannah);
      await hannah.getByRole('button', { name: 'Leave league' }).click();
      const dialog = hannah.getByRole('dialog', { name: 'Leave League' });
      await expect(dialog).toContainText(`Leave "${league.name}"?`);
      await dialog.getByRole('button', { name: 'Leave' }).click();
      await expect(hannah).toHaveURL(/\/play\?tab=leagues$/);
      await expect(hannah.getByText('You left the league.').first()).toBeVisible();
      await expect(hannah.getByRole('listitem', { name: league.name })).toHaveCount(0);

      await mia.goto(`/league/${league.id}`);
      await hydrated(mia);
      const members = mia.getByRole('region', { name: 'Members' });
      await expect(members.getByRole('listitem')).toHaveCount(2);
      await expect(members).not.toContainText('Hannah Price');
      await members.getByRole('button', { name: 'Remove Liam Carter from the league' }).click();
      await mia
        .getByRole('dialog', { name: 'Remove Member' })
        .getByRole('button', { name: 'Remove' })
        .click();
      await expect(members.getByRole('listitem')).toHaveCount(1);
      await expect(members).toContainText('Mia Fraser');
      // The toast that names the removed member is on screen before the page is checked: on a
      // busy machine it can arrive after the list, and axe would measure it half-way through its
      // entrance.
      await expect(
        mia.getByRole('region', { name: /^Notifications/ }).getByText('Liam Carter'),
      ).toBeVisible();
      await expectNoModerateViolations(mia);

      // Liam no longer sees it.
      const gone = await liam.request.get(`${server.url}/api/leagues/${league.id}`);
      expect(gone.status()).toBe(404);
      for (const page of [mia, hannah, liam]) await page.context().close();
    });

    test('an invitation followed through registration and verification ends in the league', async ({
      browser,
    }) => {
      const mia = await signedInPage(browser, server.url, MIA, size);
      const league = await leagueOf(mia, `Invite Yard ${size.name}`);
      await mia.context().close();

      const context = await browser.newContext({ viewport: size, baseURL: server.url });
      const page = await context.newPage();
      await page.goto(`/join/${league.joinCode}`);
      await expect(page).toHaveURL(/\/auth/);
      const welcome = page.getByRole('dialog', { name: 'Welcome to Eventing Manager 2.0' });
      await welcome.getByRole('button', { name: 'Got it' }).click();
      await page.getByRole('tab', { name: 'Register' }).click();
      const email = `invited.${size.name}.${Date.now()}@example.test`;
      await page.getByLabel('First name').fill('Quinn');
      await page.getByLabel('Last name').fill('Invited');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('combobox', { name: 'Nationality' }).click();
      await page.getByRole('option', { name: 'Ireland' }).click();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

      await page.goto(await linkFromOutbox(server.dataDir, email, 'verify-email'));
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Complete Registration' }).click();
      await expect(page.getByText('Taking you to your league…')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Welcome to the league!' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page).toHaveURL(/\/play/, { timeout: 15_000 });
      const mine = (await (
        await page.request.get(`${server.url}/api/leagues/user`)
      ).json()) as League[];
      expect(mine.map((joined) => joined.id)).toContain(league.id);
      await context.close();
    });
  });
}
