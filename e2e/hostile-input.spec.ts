import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './support/server';

/**
 * Stored XSS: every text a player or an administrator can enter holds script payloads, and every
 * screen that shows it renders it as text. A script that ran would set window.__xss or open a
 * dialog; neither may happen (ASVS 5.0 V3.2, V1.2).
 */
const ADMIN = { email: 'admin@hostile-e2e.test', password: 'hostile-admin-password' };
const PLAYER_PASSWORD = 'hostile-player-password';
const MARK = 'XSSMARK';
const payload = (n: number) =>
  [
    `${MARK}${n} <img src=x onerror="window.__xss=1;alert(1)">`,
    `${MARK}${n} <script>window.__xss=1</script>`,
    `${MARK}${n} <svg onload="window.__xss=1">`,
    `${MARK}${n} "><iframe srcdoc="<script>parent.__xss=1</script>">`,
  ][n % 4] ?? MARK;

let server: RunningServer;
const made = {
  slug: '',
  leagueId: 0,
  competitionId: 0,
  athleteId: 0,
  horseId: 0,
};

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectInert(page: Page, dialogs: string[], url: string) {
  await page.goto(url);
  await expect(page.getByText(MARK).first()).toBeVisible();
  // A payload would run on render or when its image fails: wait until every image has loaded or
  // failed and a frame has been drawn since, then look for its traces.
  await page.evaluate(`Promise.all(
    [...document.images].map((image) =>
      image.complete
        ? undefined
        : new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
    ),
  ).then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))`);
  expect(await page.evaluate(() => (globalThis as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const headers = { origin: server.url };
  const admin = await playwright.request.newContext({
    baseURL: server.url,
    extraHTTPHeaders: headers,
  });
  await ok(await admin.post('/api/auth/login', { data: ADMIN }));

  const article = await ok(
    await admin.post('/api/admin/articles', {
      data: {
        title: payload(0),
        excerpt: payload(1),
        content: `${payload(2)}\n\n[click me](javascript:window.__xss=1)\n\n<a href="javascript:alert(1)">${MARK} link</a>`,
        isPublished: true,
      },
    }),
  );
  made.slug = String(article.slug);
  await ok(
    await admin.post(`/api/admin/articles/${String(article.id)}/polls`, {
      data: { question: payload(3), options: [payload(0), payload(1)] },
    }),
  );
  await ok(
    await admin.put(`/api/admin/articles/${String(article.id)}/featured`, {
      data: { isFeatured: true },
    }),
  );

  const competitions = (await (await admin.get('/api/competitions/all')).json()) as Array<{
    id: number;
  }>;
  for (const competition of competitions) {
    const entries = (await (
      await admin.get(`/api/competitions/${competition.id}/entries`)
    ).json()) as Array<{ athleteId: number; horseId: number }>;
    const athleteId = entries[0]?.athleteId;
    const horseId = entries[0]?.horseId;
    if (athleteId && horseId) {
      made.competitionId = competition.id;
      made.athleteId = athleteId;
      made.horseId = horseId;
      break;
    }
  }
  await ok(
    await admin.put(`/api/admin/data/athletes/${made.athleteId}`, { data: { name: payload(1) } }),
  );
  await ok(
    await admin.put(`/api/admin/data/horses/${made.horseId}`, {
      data: { name: payload(2), yob: 2012, sex: 'Gelding' },
    }),
  );
  const venues = (await (await admin.get('/api/admin/data/venues')).json()) as Array<{
    id: number;
    country: string | null;
    location: string | null;
  }>;
  // One name per venue: a venue's name is its own.
  for (const [index, venue] of venues.slice(0, 3).entries()) {
    await ok(
      await admin.put(`/api/admin/data/venues/${venue.id}`, {
        data: { name: payload(3 + 4 * index), country: venue.country, location: venue.location },
      }),
    );
  }

  const player = await playwright.request.newContext({
    baseURL: server.url,
    extraHTTPHeaders: headers,
  });
  const email = `hostile-player-${Date.now()}@example.test`;
  await ok(
    await player.post('/api/auth/register', {
      data: { email, firstName: 'Hostile', lastName: 'Player', nationality: 'GBR' },
    }),
  );
  const found = (await (
    await admin.get(`/api/admin/data/users/search?q=${encodeURIComponent(email)}`)
  ).json()) as Array<{ id: number }>;
  const link = await ok(
    await admin.post(`/api/admin/data/users/${found[0]?.id}/generate-password-link`),
  );
  const token = new URL(String(link.verificationUrl)).searchParams.get('token');
  await ok(
    await player.post('/api/auth/verify-email', { data: { token, password: PLAYER_PASSWORD } }),
  );
  await ok(
    await player.put('/api/user/team-name', {
      data: { teamName: `${MARK} <b onmouseover=alert(1)>x` },
    }),
  );
  const league = await ok(
    await player.post('/api/leagues', { data: { name: payload(0), description: payload(1) } }),
  );
  made.leagueId = Number(league.id);
  await ok(
    await player.post('/api/feedback', {
      data: { name: payload(2), email, subject: payload(3), message: payload(0) },
    }),
  );
  await admin.dispose();
  await player.dispose();
});

test.afterAll(async () => {
  await server.stop();
});

async function signIn(page: Page, email: string, password: string) {
  const response = await page.request.post(`${server.url}/api/auth/login`, {
    headers: { origin: server.url },
    data: { email, password },
  });
  expect(response.status()).toBe(200);
}

test('administrator texts render inert for readers: news, article, poll, calendar, competitor', async ({
  page,
}) => {
  const dialogs = watch(page);
  await expectInert(page, dialogs, `${server.url}/news`);
  await expectInert(page, dialogs, `${server.url}/articles/${made.slug}`);
  await expect(page.getByRole('link', { name: 'click me' })).toHaveCount(0);
  await expectInert(page, dialogs, `${server.url}/calendar`);
  await expectInert(
    page,
    dialogs,
    `${server.url}/competitor/${made.athleteId}/${made.horseId}/${made.competitionId}`,
  );
});

test('player texts render inert: team name, league name and description, feedback in the admin panel', async ({
  page,
}) => {
  const dialogs = watch(page);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expectInert(page, dialogs, `${server.url}/league/${made.leagueId}`);
  await expectInert(page, dialogs, `${server.url}/admin?tab=feedback`);
  await expectInert(page, dialogs, `${server.url}/admin?tab=leagues`);
  await expectInert(page, dialogs, `${server.url}/admin?tab=articles`);
  await expectInert(page, dialogs, `${server.url}/admin?tab=data`);
});
