import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openForAxe } from './support/axe';
import { demoEmail, setDemoPassword, signedInPage } from './support/demo-players';
import { expectNoPageOverflow } from './support/layout';
import { startServer, type RunningServer } from './support/server';

/**
 * Every page of the client's route table, on a server of its own with the demo data, signed out,
 * as a player and as the administrator: axe finds nothing under the WCAG 2.0–2.2 A and AA rules
 * (target size included) at phone size with touch, and at laptop size for the administrator;
 * every link and button that stands on its own is at least 24px tall and wide at both sizes; and
 * at 320px wide (a 1280px screen at 400% zoom, a 640px one at 200%) the page never scrolls
 * sideways. One visit per page and size.
 */
const ADMIN = { email: 'admin@a11y-routes-e2e.test', password: 'a11y-routes-admin-password' };
const ANNA = demoEmail('Anna', 'Schreiber');
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const LAPTOP = { viewport: { width: 1280, height: 800 } };
const NARROW = { width: 320, height: 640 };

type Who = 'visitor' | 'player' | 'admin';
type Ids = { live: number; open: number; slug: string; competitor: string; league: number };

let server: RunningServer;
const ids: Ids = { live: 0, open: 0, slug: '', competitor: '', league: 0 };
let joinCode = '';

/** Each route of client/src/app/router.tsx, as an address with real records in it. */
const routePages = (): Record<string, { path: string; who: readonly Who[] }> => ({
  '/': { path: '/', who: ['visitor', 'player'] },
  auth: { path: '/auth', who: ['visitor'] },
  'verify-email': { path: '/verify-email', who: ['visitor'] },
  'reset-password': { path: '/reset-password', who: ['visitor'] },
  'dev-verify': { path: '/dev-verify', who: ['visitor'] },
  landing: { path: '/landing', who: ['visitor'] },
  news: { path: '/news', who: ['visitor', 'player'] },
  'articles/:slug': { path: `/articles/${ids.slug}`, who: ['visitor', 'player'] },
  ratings: { path: '/ratings', who: ['visitor', 'player'] },
  scoring: { path: '/scoring', who: ['visitor'] },
  calendar: { path: '/calendar', who: ['visitor', 'player'] },
  feedback: { path: '/feedback', who: ['visitor', 'player'] },
  'join/:code': { path: `/join/${joinCode}`, who: ['visitor', 'player'] },
  'team-selection/:competitionId': {
    path: `/team-selection/${ids.open}`,
    who: ['visitor', 'player'],
  },
  'competitor/:athleteId/:horseId/:competitionId': {
    path: `/competitor/${ids.competitor}`,
    who: ['visitor', 'player'],
  },
  play: { path: '/play', who: ['player'] },
  'my-teams': { path: '/my-teams', who: ['player'] },
  profile: { path: '/profile', who: ['player'] },
  admin: { path: '/admin?tab=competitions', who: ['admin'] },
  'admin/scraped-data-matcher': { path: '/admin/scraped-data-matcher', who: ['admin'] },
  'admin/competitions/:id/matching': {
    path: `/admin/competitions/${ids.live}/matching`,
    who: ['admin'],
  },
  'league/:leagueId': { path: `/league/${ids.league}`, who: ['player'] },
  '*': { path: '/no-such-page', who: ['visitor'] },
  'results/:id': { path: `/results/${ids.live}`, who: ['visitor', 'player'] },
  'competitions/:id': { path: `/competitions/${ids.live}`, who: ['visitor'] },
  'competitions/:id/results': { path: `/competitions/${ids.live}/results`, who: ['player'] },
});

/** The pages each of them opens; the tabs and pages the route table reaches through a query. */
function pagesOf(who: Who): string[] {
  const extra: Record<Who, string[]> = {
    visitor: ['/ratings?tab=riders'],
    player: [
      '/play?tab=leagues',
      '/play?tab=performance',
      '/profile?tab=premium',
      '/league/overall',
    ],
    admin: ['/admin', '/admin?tab=leagues', '/admin?tab=feedback', '/admin?tab=data'],
  };
  const listed = Object.values(routePages())
    .filter((route) => route.who.includes(who))
    .map((route) => route.path);
  return [...listed, ...extra[who]];
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const admin = await playwright.request.newContext({ extraHTTPHeaders: { origin: server.url } });
  expect((await admin.post(`${server.url}/api/auth/login`, { data: ADMIN })).status()).toBe(200);
  await setDemoPassword(admin, server.url, ANNA);
  const upcoming = (await (
    await admin.get(`${server.url}/api/competitions/upcoming`)
  ).json()) as Array<{ id: number; isLive: boolean; deadline: string }>;
  const live = upcoming.find((competition) => competition.isLive);
  const open = upcoming.find((c) => !c.isLive && Date.parse(c.deadline) > Date.now());
  if (!live || !open) throw new Error('the demo data has no live or open competition');
  const entries = (await (
    await admin.get(`${server.url}/api/competitions/${live.id}/entries`)
  ).json()) as Array<{ athleteId: number; horseId: number }>;
  const { articles } = (await (await admin.get(`${server.url}/api/articles`)).json()) as {
    articles: Array<{ slug: string }>;
  };
  const leagues = (await (await admin.get(`${server.url}/api/admin/leagues`)).json()) as Array<{
    id: number;
    name: string;
    joinCode: string;
  }>;
  const league = leagues.find((candidate) => candidate.name === 'Pony Club Old Boys');
  if (!articles[0] || !entries[0] || !league) throw new Error('the demo data is incomplete');
  Object.assign(ids, {
    live: live.id,
    open: open.id,
    slug: articles[0].slug,
    competitor: `${entries[0].athleteId}/${entries[0].horseId}/${live.id}`,
    league: league.id,
  });
  joinCode = league.joinCode;
  await admin.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

test('the journey visits every route of the route table', () => {
  const table = fs.readFileSync('client/src/app/router.tsx', 'utf8');
  // A route's own path, or one of the paths a list of them maps to one screen.
  const single = [...table.matchAll(/path: '([^']+)'/g)].map((match) => match[1] ?? '');
  const listed = [...table.matchAll(/\.\.\.\[([^\]]+)\]\.map\(\(path\)/g)].flatMap((match) =>
    [...(match[1] ?? '').matchAll(/'([^']+)'/g)].map((path) => path[1] ?? ''),
  );
  expect(listed.length).toBeGreaterThan(0);
  expect(Object.keys(routePages()).sort()).toEqual([...new Set([...single, ...listed])].sort());
});

async function pageFor(browser: Browser, who: Who, options: typeof PHONE | typeof LAPTOP) {
  if (who === 'player') return signedInPage(browser, server.url, ANNA, options.viewport);
  const context = await browser.newContext({ ...options, baseURL: server.url });
  const page = await context.newPage();
  if (who === 'admin') {
    const login = await page.request.post('/api/auth/login', {
      data: ADMIN,
      headers: { origin: server.url },
    });
    expect(login.status()).toBe(200);
  }
  return page;
}

/** The WCAG A and AA rules of axe, target size (off by default) included. */
async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations.map(
    (violation) =>
      `${page.url()} ${violation.id}: ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/**
 * Links and buttons under 24px: those that stand on their own (a block, flex or inline-block box,
 * or alone in their parent). A link inside a sentence, one hidden off screen, and one whose
 * stretched ::after makes its whole card the target are exempt.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const small = [];
    const targets = document.querySelectorAll(
      'a[href], button, [role="button"], [role="tab"], summary',
    );
    for (const element of targets) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('.sr-only')) continue;
      if (getComputedStyle(element, '::after').position === 'absolute') continue;
      const own = (element.textContent ?? '').trim();
      const inSentence =
        style.display === 'inline' && (element.parentElement?.textContent ?? '').trim() !== own;
      if (inSentence) continue;
      if (box.width < 24 || box.height < 24) {
        const name = element.getAttribute('aria-label') ?? own;
        small.push(location.pathname + ' ' + element.tagName.toLowerCase() + ' "' +
          name.slice(0, 40) + '" ' + Math.round(box.width) + 'x' + Math.round(box.height));
      }
    }
    return small;
  })()`);
}

/** Who a test names: a visitor, a player, the administrator. */
const NAMED: Record<Who, string> = {
  visitor: 'a visitor',
  player: 'a player',
  admin: 'the administrator',
};

for (const who of ['visitor', 'player', 'admin'] as const) {
  test(`${NAMED[who]}'s pages pass the WCAG rules and keep targets 24px on a phone`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const page = await pageFor(browser, who, PHONE);
    const found: string[] = [];
    for (const path of pagesOf(who)) {
      await openForAxe(page, path);
      found.push(...(await wcagViolations(page)), ...(await smallTargets(page)));
    }
    expect(found).toEqual([]);
    await page.context().close();
  });

  // axe's rules read the page's markup, the same at both sizes, so at laptop size they run again
  // only for the administrator's screens, which an operator uses there; the laptop's own layout is
  // checked for its targets, and for reflow at 320px wide (a 1280px screen at 400% zoom).
  test(`${NAMED[who]}'s pages keep targets 24px on a laptop and reflow at 320px wide${who === 'admin' ? ', passing the WCAG rules' : ''}`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const page = await pageFor(browser, who, LAPTOP);
    const found: string[] = [];
    for (const path of pagesOf(who)) {
      await openForAxe(page, path);
      if (who === 'admin') found.push(...(await wcagViolations(page)));
      found.push(...(await smallTargets(page)));
      await page.setViewportSize(NARROW);
      // Screens that follow a media query in script re-render after the resize.
      await expect(() => expectNoPageOverflow(page)).toPass({ timeout: 5_000 });
      await page.setViewportSize(LAPTOP.viewport);
    }
    expect(found).toEqual([]);
    await page.context().close();
  });
}

test('by keyboard alone, the account menu and the Join League dialog open, pass the WCAG rules, and Escape closes each back to its button', async ({
  browser,
}) => {
  const page = await signedInPage(browser, server.url, ANNA, LAPTOP.viewport);
  await openForAxe(page, '/play?tab=leagues');
  const focused = () =>
    page.evaluate<string>(
      `document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? ''`,
    );

  // The first Tab reaches the skip link, which moves the cursor to the page.
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('Skip to content');
  await page.keyboard.press('Enter');
  expect(await page.evaluate<string>('document.activeElement?.id ?? ""')).toBe('main');

  const trigger = page.getByRole('button', { name: 'Account menu for Anna Schreiber' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Profile & Settings' })).toBeFocused();
  expect(await wcagViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger).toBeFocused();

  const join = page.getByRole('button', { name: 'Join League' });
  await join.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Join League' });
  const code = dialog.getByLabel('Join code');
  await expect(code).toBeFocused();
  await page.keyboard.type('zz99');
  await page.keyboard.press('Enter');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(
    'League not found. Please check the code and try again.',
  );
  await expect(code).toBeFocused();
  expect(await wcagViolations(page)).toEqual([]);
  // One Escape closes the dialog: no toast above it takes the key first.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(join).toBeFocused();
  await page.context().close();
});
