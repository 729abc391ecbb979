import { expect, test, type Page } from '@playwright/test';
import { expectNoModerateViolations, openForAxe } from './support/axe';
import { demoEmail, setDemoPassword, signedInPage } from './support/demo-players';
import { startServer, type RunningServer } from './support/server';

/**
 * Every player page on a server of its own with the demo data, at phone and desktop size: axe
 * finds no moderate, serious or critical violation, a visitor's console stays free of errors, a
 * long competition name never widens the page, and the install card arrives small.
 */
const ADMIN = { email: 'admin@pages-e2e.test', password: 'pages-admin-password' };
const ANNA = demoEmail('Anna', 'Schreiber');
const LONG_NAME = 'Bluegrass Meadows Autumn CCI4*-L';
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

let server: RunningServer;
const ids = { live: 0, open: 0, slug: '', competitor: '', league: 0 };

type Upcoming = Array<{ id: number; isLive: boolean; deadline: string; startDate: string }>;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const admin = await playwright.request.newContext({ extraHTTPHeaders: { origin: server.url } });
  expect((await admin.post(`${server.url}/api/auth/login`, { data: ADMIN })).status()).toBe(200);
  await setDemoPassword(admin, server.url, ANNA);

  const upcoming = (await (
    await admin.get(`${server.url}/api/competitions/upcoming`)
  ).json()) as Upcoming;
  const live = upcoming.find((c) => c.isLive);
  const open = upcoming.filter((c) => !c.isLive && Date.parse(c.deadline) > Date.now());
  if (!live || !open[0] || !open[1]) throw new Error('the demo data has no live or open events');
  // A long name just after the next deadline: it is one of the "Coming up" cards on /play.
  const after = (iso: string) => new Date(Date.parse(iso) + 60_000).toISOString();
  const created = await admin.post(`${server.url}/api/admin/competitions`, {
    data: {
      name: LONG_NAME,
      startDate: after(open[0].startDate),
      endDate: after(after(open[0].startDate)),
      deadline: after(open[0].deadline),
      level: 'CCI4*-L',
      status: 'open',
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);

  const entries = (await (
    await admin.get(`${server.url}/api/competitions/${live.id}/entries`)
  ).json()) as Array<{ athleteId: number; horseId: number }>;
  const { articles } = (await (await admin.get(`${server.url}/api/articles`)).json()) as {
    articles: Array<{ slug: string }>;
  };
  const article = articles[0];
  if (!article) throw new Error('the demo data has no article');
  const leagues = (await (await admin.get(`${server.url}/api/admin/leagues`)).json()) as Array<{
    id: number;
    name: string;
  }>;
  Object.assign(ids, {
    live: live.id,
    open: open[0].id,
    slug: article.slug,
    competitor: `${entries[0]?.athleteId}/${entries[0]?.horseId}/${live.id}`,
    league: leagues.find((league) => league.name === 'Pony Club Old Boys')?.id ?? 0,
  });
  await admin.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

/** Console errors and uncaught exceptions of a page, from now on. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

for (const size of SIZES) {
  test(`a visitor's pages are axe-clean with nothing in the console (${size.name})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: size, baseURL: server.url });
    const page = await context.newPage();
    const errors = recordErrors(page);
    const pages = [
      '/',
      '/news',
      `/articles/${ids.slug}`,
      '/ratings',
      '/calendar',
      '/scoring',
      `/results/${ids.live}`,
      `/competitor/${ids.competitor}`,
      `/team-selection/${ids.open}`,
      '/feedback',
      '/auth',
      '/no-such-page',
    ];
    for (const path of pages) {
      await openForAxe(page, path);
      await expectNoModerateViolations(page);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  test(`a player's pages are axe-clean (${size.name})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const page = await signedInPage(browser, server.url, ANNA, size);
    const errors = recordErrors(page);
    const pages = [
      '/',
      '/play',
      '/play?tab=leagues',
      '/play?tab=performance',
      '/my-teams',
      '/profile',
      '/profile?tab=premium',
      '/league/overall',
      '/league/ger',
      `/league/${ids.league}`,
      `/team-selection/${ids.open}`,
      `/results/${ids.live}`,
      '/calendar',
      '/feedback',
    ];
    for (const path of pages) {
      await openForAxe(page, path);
      await expectNoModerateViolations(page);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test('a long competition name is cut with an ellipsis and never widens the phone page', async ({
  browser,
}) => {
  const page = await signedInPage(browser, server.url, ANNA, SIZES[0]);
  for (const path of ['/play', '/calendar', '/my-teams']) {
    await openForAxe(page, path);
    if (path === '/play') {
      const comingUp = page.getByRole('region', { name: 'Coming up' });
      const name = comingUp.getByText(LONG_NAME);
      await expect(name).toBeVisible();
      // Cut: the text is wider than its box, and the box ends with an ellipsis.
      const cut = await page.evaluate<boolean>(`(() => {
        const element = [...document.querySelectorAll('span')].find(
          (span) => span.textContent === ${JSON.stringify(LONG_NAME)},
        );
        return Boolean(element) && element.scrollWidth > element.clientWidth &&
          getComputedStyle(element).textOverflow === 'ellipsis';
      })()`);
      expect(cut).toBe(true);
    }
    const widths = await page.evaluate<{ page: number; bar: number }>(`({
      page: document.documentElement.scrollWidth,
      bar: document.querySelector('nav[aria-label="Mobile"]')?.getBoundingClientRect().right ?? 0,
    })`);
    expect(widths.page).toBeLessThanOrEqual(SIZES[0].width);
    expect(widths.bar).toBeLessThanOrEqual(SIZES[0].width);
  }
  await page.context().close();
});

test('the install card, 3 s after the install event, is small and not the largest paint', async ({
  browser,
}) => {
  const page = await signedInPage(browser, server.url, ANNA, SIZES[0]);
  await page.addInitScript(`
    window.lcpEntries = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.lcpEntries.push({
          insideCard: Boolean(entry.element?.closest('[data-testid="install-prompt"]')),
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  `);
  await openForAxe(page, `/results/${ids.live}`);
  await page.evaluate(`(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  })()`);
  const card = page.getByTestId('install-prompt');
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card.getByRole('heading', { name: 'Install Eventing Manager 2.0' })).toBeVisible();
  // Small: one slim bar, not a panel over the table.
  const box = await card.boundingBox();
  expect(box?.height ?? 0).toBeLessThanOrEqual(64);
  // Two frames drawn after the card: a new largest paint would have been reported by then.
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))',
  );
  const entries = await page.evaluate<Array<{ insideCard: boolean }>>('window.lcpEntries');
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.at(-1)?.insideCard).toBe(false);
  await page.context().close();
});
