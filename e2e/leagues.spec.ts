import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './support/server';
import { expectNoSeriousViolations } from './support/axe';

/**
 * Two demo players on a server of their own (demo data, an administrator): Sophie creates a
 * league and copies its invitation link; Jake opens it signed out, signs in, lands in the
 * league; both see its standings. Passwords are set through the admin's password-setup link.
 */
const ADMIN = { email: 'admin@leagues-e2e.test', password: 'leagues-admin-password' };
const PASSWORD = 'league-journey-password';
const SOPHIE = { email: 'sophie.armitage@demo.eventing-manager.local', name: 'Sophie Armitage' };
const JAKE = { email: 'jake.morrison@demo.eventing-manager.local', name: 'Jake Morrison' };

let server: RunningServer;

/** Gives a demo player a known password: admin link, then the verify-email call. */
async function setPassword(request: APIRequestContext, email: string) {
  const headers = { origin: server.url };
  const found = await request.get(
    `${server.url}/api/admin/data/users/search?q=${encodeURIComponent(email)}`,
    { headers },
  );
  expect(found.status(), await found.text()).toBe(200);
  const [user] = (await found.json()) as Array<{ id: number; email: string }>;
  if (!user) throw new Error(`no demo player ${email}`);
  const link = await request.post(
    `${server.url}/api/admin/data/users/${user.id}/generate-password-link`,
    { headers },
  );
  expect(link.status()).toBe(200);
  const { verificationUrl } = (await link.json()) as { verificationUrl: string };
  const token = new URL(verificationUrl).searchParams.get('token');
  // Outside the admin's cookie jar: completing the link signs the player in.
  const verified = await fetch(`${server.url}/api/auth/verify-email`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: PASSWORD }),
  });
  expect(verified.status).toBe(200);
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const admin = await playwright.request.newContext();
  const login = await admin.post(`${server.url}/api/auth/login`, {
    headers: { origin: server.url },
    data: ADMIN,
  });
  expect(login.status()).toBe(200);
  await setPassword(admin, SOPHIE.email);
  await setPassword(admin, JAKE.email);
  await admin.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

async function dismissWelcome(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Welcome to Eventing Manager 2.0' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
}

async function seasonStandings(page: Page) {
  await page.getByRole('tab', { name: 'Season' }).click();
  const rows = page.getByTestId('leaderboard-row');
  await expect(rows.first()).toBeVisible();
  const texts = await rows.allInnerTexts();
  return texts.map((text) => text.replace(' (you)', '').replace(/\s+/g, ' ').trim());
}

test('one player creates a league and shares it; the other joins through the link', async ({
  browser,
}) => {
  const leagueName = `Cross Country Crew ${Date.now() % 10000}`;

  // Sophie, signed in, creates the league on /play and copies the invitation link.
  const sophieContext = await browser.newContext({ baseURL: server.url });
  await sophieContext.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: server.url,
  });
  // Sophie's browser has no share sheet (a desktop one), so the invite is a link to copy.
  await sophieContext.addInitScript({
    content:
      "Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });",
  });
  const sophie = await sophieContext.newPage();
  const login = await sophie.request.post(`${server.url}/api/auth/login`, {
    headers: { origin: server.url },
    data: { email: SOPHIE.email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  await sophie.goto('/play');
  await sophie.getByRole('tab', { name: 'Leagues' }).click();
  await expect(sophie.getByRole('heading', { name: 'Private leagues' })).toBeVisible();

  await sophie.getByRole('button', { name: 'Join League' }).click();
  const joinDialog = sophie.getByRole('dialog', { name: 'Join League' });
  const code = joinDialog.getByLabel('Join code');
  await code.fill('zz9');
  await expect(code).toHaveValue('ZZ9');
  await expect(joinDialog.getByRole('button', { name: 'Join', exact: true })).toBeDisabled();
  await code.fill('zz99');
  await joinDialog.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(
    sophie.getByText('League not found. Please check the code and try again.', { exact: true }),
  ).toBeVisible();
  await joinDialog.getByRole('button', { name: 'Cancel' }).click();

  await sophie.getByRole('button', { name: 'Create League' }).click();
  const createDialog = sophie.getByRole('dialog', { name: 'Create League' });
  await expect(createDialog.getByRole('button', { name: 'Create League' })).toBeDisabled();
  await createDialog.getByLabel('League name').fill(`  ${leagueName}  `);
  await createDialog.getByLabel('Description (optional)').fill('Fridays at the water jump');
  await expectNoSeriousViolations(sophie);
  await createDialog.getByRole('button', { name: 'Create League' }).click();
  await expect(sophie.getByText('League created successfully!', { exact: true })).toBeVisible();

  const card = sophie.getByRole('listitem', { name: leagueName });
  await expect(card).toBeVisible();
  await expect(card.getByText('1 member', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Edit ${leagueName}` })).toBeVisible();
  await expect(card.getByRole('button', { name: `Delete ${leagueName}` })).toBeVisible();
  const demoLeague = sophie.getByRole('listitem', { name: 'Pony Club Old Boys' });
  await expect(demoLeague.getByTestId('league-rank')).toHaveText(/^(\d+(st|nd|rd|th)|Unranked)$/);

  await card.getByRole('button', { name: `Share invite to ${leagueName}` }).click();
  await expect(
    sophie.getByText('League invite link copied to clipboard!', { exact: true }),
  ).toBeVisible();
  const link = await sophie.evaluate<string>('navigator.clipboard.readText()');
  expect(link).toMatch(new RegExp(`^${server.url}/join/[A-HJKMNP-Z2-9]{4}$`));
  await expectNoSeriousViolations(sophie);

  // Jake opens the link signed out, is sent to sign in, and comes back to join.
  const jakeContext = await browser.newContext({ baseURL: server.url });
  const jake = await jakeContext.newPage();
  await jake.goto(link);
  await jake.waitForURL((url) => url.pathname === '/auth');
  const pending = await jake.evaluate<string | null>("localStorage.getItem('pendingLeagueJoin')");
  expect(link.endsWith(`/join/${pending ?? ''}`)).toBe(true);
  await dismissWelcome(jake);
  await jake.getByLabel('Email').fill(JAKE.email);
  await jake.getByLabel('Password').fill(PASSWORD);
  await jake.getByRole('button', { name: 'Sign in', exact: true }).click();
  await jake.waitForURL((url) => url.pathname === new URL(link).pathname);
  await expect(jake.getByRole('heading', { name: 'Welcome to the league!' })).toBeVisible();
  await expect(jake.getByText(leagueName)).toBeVisible();
  await expect(jake.getByText('Joined league successfully!', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(jake);
  await jake.waitForURL((url) => url.pathname === '/play');

  // Opening the link again: already a member.
  await jake.goto(link);
  await expect(jake.getByRole('heading', { name: 'Already a Member' })).toBeVisible();
  await jake.goto('/join/AB');
  await expect(jake.getByRole('heading', { name: 'Invalid League Link' })).toBeVisible();
  await expect(
    jake.getByText('The league invitation link appears to be invalid or incomplete.'),
  ).toBeVisible();

  // Jake's dashboard lists the league without creator controls; he views it.
  await jake.goto('/play');
  await jake.getByRole('tab', { name: 'Leagues' }).click();
  const jakeCard = jake.getByRole('listitem', { name: leagueName });
  await expect(jakeCard.getByText('2 members', { exact: true })).toBeVisible();
  await expect(jakeCard.getByRole('button', { name: `Edit ${leagueName}` })).toHaveCount(0);
  await jakeCard.getByRole('link', { name: 'View League' }).click();
  await expect(jake.getByRole('heading', { name: leagueName, level: 1 })).toBeVisible();
  await expect(jake.getByRole('tab', { name: 'Events' })).toBeVisible();
  const jakeSees = await seasonStandings(jake);
  expect(jakeSees).toHaveLength(2);
  expect(jakeSees[0]).toMatch(new RegExp(`^1 (.* )?${SOPHIE.name} `));
  expect(jakeSees[1]).toMatch(new RegExp(`^2 (.* )?${JAKE.name} `));
  await expectNoSeriousViolations(jake);

  // Sophie sees the same standings on her league page.
  await sophie.reload();
  await sophie.getByRole('tab', { name: 'Leagues' }).click();
  const sophieCard = sophie.getByRole('listitem', { name: leagueName });
  await expect(sophieCard.getByText('2 members', { exact: true })).toBeVisible();
  await sophieCard.getByRole('link', { name: 'View League' }).click();
  await expect(sophie.getByRole('heading', { name: leagueName, level: 1 })).toBeVisible();
  expect(await seasonStandings(sophie)).toEqual(jakeSees);

  await sophieContext.close();
  await jakeContext.close();
});

test('the administrator searches, creates with a checked join code, edits and deletes leagues', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const login = await page.request.post(`${server.url}/api/auth/login`, {
    headers: { origin: server.url },
    data: ADMIN,
  });
  expect(login.status()).toBe(200);
  await page.goto('/admin?tab=leagues');
  await expect(page.getByRole('heading', { name: 'Leagues', exact: true })).toBeVisible();
  await expect(page.getByText('Pony Club Old Boys')).toBeVisible();

  const search = page.getByLabel('Search leagues by name or join code');
  await search.fill('k7p');
  await expect(page.getByText('Pony Club Old Boys')).toBeVisible();
  await search.fill('no such league');
  await expect(page.getByText('No leagues found matching your search')).toBeVisible();
  await search.fill('');

  await page.getByRole('button', { name: 'Create League' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create League' });
  await dialog.getByLabel('Name').fill('Operators Cup');
  const code = dialog.getByLabel('Join code');
  await code.fill('k7p');
  await expect(dialog.getByText('Join code must be exactly 4 characters')).toBeVisible();
  await code.fill('k7px');
  await expect(code).toHaveValue('K7PX');
  await expect(dialog.getByText('This join code is already taken')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create League' })).toBeDisabled();
  await code.fill('OPS7');
  await expect(dialog.getByText('Join code is available')).toBeVisible();
  await dialog.getByLabel('Max members').fill('');
  await dialog.getByLabel('Description').fill('Run by the operators');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Create League' }).click();
  await expect(page.getByText('League created successfully', { exact: true })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'Operators Cup' });
  await expect(row).toContainText('OPS7');
  await expect(row).toContainText('0 / 100');

  await row.getByRole('button', { name: 'Edit Operators Cup' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit League' });
  await edit.getByLabel('Max members').fill('12');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('League updated successfully', { exact: true })).toBeVisible();
  await expect(row).toContainText('0 / 12');

  await row.getByRole('button', { name: 'Delete Operators Cup' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete League' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Operators Cup"? This will remove all members and cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('League deleted successfully', { exact: true })).toBeVisible();
  await expect(page.getByText('Operators Cup')).toHaveCount(0);
  await context.close();
});

test('a player who has created 20 leagues is told so when creating another', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const headers = { origin: server.url };
  const login = await page.request.post(`${server.url}/api/auth/login`, {
    headers,
    data: { email: JAKE.email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const statuses: number[] = [];
  for (let n = 0; n <= 20 && !statuses.includes(409); n += 1) {
    const created = await page.request.post(`${server.url}/api/leagues`, {
      headers,
      data: { name: `Jake's league ${n}` },
    });
    statuses.push(created.status());
  }
  expect(statuses.at(-1)).toBe(409);
  expect(statuses.filter((status) => status === 200)).toHaveLength(20);

  await page.goto('/play');
  await page.getByRole('tab', { name: 'Leagues' }).click();
  await page.getByRole('button', { name: 'Create League' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create League' });
  await dialog.getByLabel('League name').fill('One too many');
  await dialog.getByRole('button', { name: 'Create League' }).click();
  await expect(
    page.getByText(
      'You can create up to 20 leagues. Delete one you no longer use to create another.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'One too many' })).toHaveCount(0);
  await context.close();
});

test("a member's team on the league page marks withdrawn picks WD, as My Teams does", async ({
  browser,
  playwright,
}) => {
  const headers = { origin: server.url };
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const login = await page.request.post(`${server.url}/api/auth/login`, {
    headers,
    data: { email: SOPHIE.email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  type Season = {
    teams: Array<{
      competition: { id: number; name: string; status: string };
      team: { selections: Array<{ competitionEntryId: number; athleteName: string }> };
    }>;
  };
  const season = (await (
    await page.request.get(`${server.url}/api/fantasy/season/current-user`)
  ).json()) as Season;
  const live = season.teams.find((entry) => entry.competition.status === 'live');
  if (!live) throw new Error('Sophie has no team at a live competition in the demo data');
  const [beforeDressage, beforeJumping, ...others] = live.team.selections;
  if (!beforeDressage || !beforeJumping) throw new Error('a team has five picks');
  const competitionName = live.competition.name;

  // The administrator withdraws one pick before dressage and another before show jumping.
  const admin = await playwright.request.newContext();
  expect(
    (await admin.post(`${server.url}/api/auth/login`, { headers, data: ADMIN })).status(),
  ).toBe(200);
  const entries = (await (
    await admin.get(`${server.url}/api/competitions/${live.competition.id}/entries`)
  ).json()) as Array<{ id: number; dr_score: number | null }>;
  const drScore = entries.find((entry) => entry.id === beforeJumping.competitionEntryId)?.dr_score;
  const empty = {
    dr_status: null,
    dr_score: null,
    sj_status: null,
    sj_score: null,
    xc_status: null,
    xcj_score: null,
    xct_score: null,
  };
  for (const [pick, scores] of [
    [beforeDressage, { ...empty, dr_status: 'WD' }],
    [beforeJumping, { ...empty, dr_score: drScore ?? 30, sj_status: 'WD' }],
  ] as const) {
    const saved = await admin.patch(
      `${server.url}/api/competition-entries/${pick.competitionEntryId}/scoring`,
      { headers, data: scores },
    );
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await admin.dispose();

  const marked = [beforeDressage.athleteName, beforeJumping.athleteName];
  const plain = others.map((pick) => pick.athleteName);

  // My Teams marks them.
  await page.goto('/my-teams');
  const myTeam = page.getByTestId('my-team').filter({ hasText: competitionName });
  for (const name of marked) {
    await expect(myTeam.getByRole('listitem').filter({ hasText: name })).toContainText('WD');
  }

  // So does Sophie's team opened from her league's event board.
  const created = await page.request.post(`${server.url}/api/leagues`, {
    headers,
    data: { name: 'Withdrawal Watchers' },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/league/${id}`);
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: competitionName }).click();
  await page.getByTestId('leaderboard-row').getByRole('button', { name: SOPHIE.name }).click();
  const dialog = page.getByRole('dialog');
  const rows = dialog.getByRole('row');
  for (const name of marked) {
    await expect(rows.filter({ hasText: name })).toContainText('WD');
  }
  for (const name of plain) {
    await expect(rows.filter({ hasText: name })).not.toContainText('WD');
  }
  await expectNoSeriousViolations(page);
  await context.close();
});
