import { expect, test, type Page } from '@playwright/test';
import { demoEmail, setDemoPassword, signedInPage } from './support/demo-players';
import { E2E_ADMIN } from './support/global-setup';

/**
 * A player scrolls down a long page, opens a competitor from it and comes Back: the page returns
 * where it was left, the same card or row under their thumb, even though the page is drawn again
 * a few cards at a time. A page opened forwards starts at the top.
 */
const ANNA = demoEmail('Anna', 'Schreiber');
const SIZES = [
  // Deep enough that the builder's first render (its first cards) is too short to scroll to.
  { name: 'phone', width: 390, height: 844, depth: 4000 },
  { name: 'desktop', width: 1280, height: 800, depth: 2000 },
] as const;

const baseUrl = () => process.env.E2E_BASE_URL ?? '';

test.beforeAll(async ({ playwright }) => {
  const admin = await playwright.request.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { origin: baseUrl() },
  });
  expect((await admin.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200);
  await setDemoPassword(admin, baseUrl(), ANNA);
  await admin.dispose();
});

const scrollY = (page: Page) => page.evaluate<number>('window.scrollY');

/** Scrolls down as a thumb does, a little at a time, so the cards passed on the way are drawn. */
async function scrollDownTo(page: Page, depth: number) {
  const size = page.viewportSize();
  await page.mouse.move((size?.width ?? 0) / 2, (size?.height ?? 0) / 2);
  for (let at = await scrollY(page); at < depth; at = await scrollY(page)) {
    await page.mouse.wheel(0, Math.min(400, depth - at));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(at);
  }
}

type InView = { href: string; top: number; x: number; y: number };

/** A link matching `selector` wholly on screen and not under the sticky header or bottom bar. */
async function linkInView(page: Page, selector: string): Promise<InView> {
  const found = await page.evaluate<InView | null>(`(() => {
    for (const link of document.querySelectorAll(${JSON.stringify(selector)})) {
      const box = link.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight || box.width === 0) continue;
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const hit = document.elementFromPoint(x, y);
      if (hit && link.contains(hit)) return { href: link.getAttribute('href'), top: box.top, x, y };
    }
    return null;
  })()`);
  if (!found) throw new Error(`no ${selector} on screen`);
  return found;
}

/** Where the link matching `selector` to `href` is from the top of the screen now. */
const topOf = (page: Page, selector: string, href: string) =>
  page.evaluate<number | null>(
    `document.querySelector(${JSON.stringify(`${selector}[href="${href}"]`)})?.getBoundingClientRect().top ?? null`,
  );

/** Waits until the page is tall enough to scroll `depth` down. */
async function waitForHeight(page: Page, depth: number) {
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollHeight - innerHeight'), {
      timeout: 30_000,
    })
    .toBeGreaterThan(depth);
}

/**
 * Taps the link (as a thumb, not scrolling it into view first), checks the competitor's page
 * opens at the top, goes Back and waits for the page to return where it was.
 */
async function openAndComeBack(page: Page, selector: string) {
  const link = await linkInView(page, selector);
  const left = await scrollY(page);
  const from = page.url();
  await page.mouse.click(link.x, link.y);
  await expect(page).toHaveURL(link.href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(from);
  await expect
    .poll(async () => Math.abs((await scrollY(page)) - left), { timeout: 15_000 })
    .toBeLessThanOrEqual(50);
  // The same card under the thumb, not only the same number of pixels from the top.
  await expect
    .poll(async () => Math.abs(((await topOf(page, selector, link.href)) ?? Infinity) - link.top), {
      timeout: 15_000,
    })
    .toBeLessThanOrEqual(50);
}

for (const size of SIZES) {
  test(`Back to the team builder returns to the card the player left (${size.name})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await signedInPage(browser, baseUrl(), ANNA, size);
    await page.goto('/play');
    await page.locator('main a[href^="/team-selection/"]').first().click();
    await expect(page).toHaveURL(/\/team-selection\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').at(-1);
    const entries = (await (
      await page.request.get(`/api/competitions/${id}/entries`)
    ).json()) as unknown[];
    expect(entries.length).toBeGreaterThan(30);
    await expect(page.getByTestId('competitor-card')).toHaveCount(entries.length, {
      timeout: 30_000,
    });

    await scrollDownTo(page, size.depth);
    await openAndComeBack(page, 'main [data-testid="competitor-card"] a[href^="/competitor/"]');
    await page.context().close();
  });
}

test('Back to the live results returns to the row the player left (phone)', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, baseUrl(), ANNA, SIZES[0]);
  const upcoming = (await (await page.request.get('/api/competitions/upcoming')).json()) as Array<{
    id: number;
    isLive: boolean;
  }>;
  const live = upcoming.find((competition) => competition.isLive);
  if (!live) throw new Error('the demo data has no live competition');
  await page.goto(`/results/${live.id}`);
  await waitForHeight(page, 2800);
  await scrollDownTo(page, 2800);
  await openAndComeBack(page, 'main a[href^="/competitor/"]');
  await page.context().close();
});
