import { expect, test, type BrowserContext } from '@playwright/test';
import type { AdminCompetition } from '../contract/admin-competitions';
import type { CompetitionEntry } from '../contract/competitions';
import {
  startScoreboardFixtureServer,
  type FixtureServer,
} from '../server/modules/scraping/scoreboard-fixture-server';
import { startServer, type RunningServer } from './support/server';
import { expectNoSeriousViolations } from './support/axe';

const ADMIN = { email: 'scraper-admin@e2e.test', password: 'scraper-admin-password' };
const NAME = 'Bramham Live Scraping';
const STARTLIST = [
  'start_order,rider,nationality,horse,price',
  '1,Kitty King,GBR,Vendredi Biats,2.5',
  '2,Boyd Martin,USA,Tsetserleg,2.5',
  '3,Nicolas Touzain,FRA,Absolut Gold HDC,2.5',
  '4,Piggy March,GBR,Brookfield Innocent,2.5',
  '5,Zara Phillips,GBR,Class Affair,2.5',
].join('\n');

test.describe('live results from the official scoreboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  let fixtures: FixtureServer;
  let server: RunningServer;
  let admin: BrowserContext;
  let competition: AdminCompetition;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    fixtures = await startScoreboardFixtureServer();
    server = await startServer({
      SCRAPER_ALLOWED_ORIGINS: fixtures.origin,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: 'false',
    });
    admin = await browser.newContext({ baseURL: server.url });
    const headers = { origin: server.url };
    const login = await admin.request.post('/api/auth/login', { data: ADMIN, headers });
    expect(login.status()).toBe(200);
    const day = 24 * 60 * 60 * 1000;
    const created = await admin.request.post('/api/admin/competitions', {
      headers,
      data: {
        name: NAME,
        startDate: new Date(Date.now() - day).toISOString(),
        endDate: new Date(Date.now() + 2 * day).toISOString(),
        deadline: new Date(Date.now() - 2 * day).toISOString(),
        level: 'CCI4*-S',
        status: 'live',
        description: 'Scraped from the official scoreboard',
        scoringUrl: null,
        scrapingEnabled: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    competition = (await created.json()) as AdminCompetition;
    const startlist = await admin.request.post(
      `/api/admin/competitions/${competition.id}/startlist`,
      {
        headers,
        multipart: {
          startlist: {
            name: 'startlist.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from(STARTLIST),
          },
        },
      },
    );
    expect(startlist.status(), await startlist.text()).toBe(200);
  });

  test.afterAll(async () => {
    await admin?.close();
    await server?.stop();
    await fixtures?.close();
  });

  test('an administrator scrapes the board, auto-matches, fixes a row by hand, and the public sees the scores', async ({
    browser,
  }) => {
    const page = await admin.newPage();
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await page.goto('/admin?tab=competitions');

    // Set the scoring URL: the board is served by a local fixture server.
    await page.getByRole('button', { name: `Edit: ${NAME}` }).click();
    await page.getByLabel('Scoring URL').fill(fixtures.url('short-format.html'));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // Scrape now reads the board; exact and variation names match at once. The toast and the
    // card's scrape log say what was read and changed.
    const summary = 'Read 9 rows (9 with scores): 2 matched, 2 entries changed, 7 unmatched.';
    await page.getByRole('button', { name: `Scrape now: ${NAME}` }).click();
    await expect(toasts.getByText('Manual scrape finished', { exact: true })).toBeVisible();
    await expect(toasts.getByText(summary)).toBeVisible();
    const cardLog = page.getByRole('region', { name: `Scrape log: ${NAME}` });
    await expect(cardLog.getByTestId('scrape-log-entry').first()).toContainText(summary);
    await expect(cardLog.getByTestId('scrape-log-entry').first()).toContainText('OK');

    await page.getByRole('link', { name: `Matching: ${NAME}` }).click();
    await expect(page.getByRole('heading', { name: 'Competition Matching' })).toBeVisible();
    const counter = (label: string) =>
      page.getByTestId(`stat-${label.toLowerCase().replace(/\s+/g, '-')}`);
    await expect(counter('Scraped rows')).toHaveText('Scraped rows9');
    await expect(counter('Matched')).toHaveText('Matched2');
    // The dashboard shows the same log, with each changed entry before and after.
    const dashboardLog = page.getByRole('region', { name: 'Scrape log', exact: true });
    const latest = dashboardLog.getByTestId('scrape-log-entry').first();
    await expect(latest).toContainText(summary);
    await latest.getByText('Details').click();
    await expect(latest).toContainText(
      'Kitty King / Vendredi Biats: Dressage — → 25.3, SJ — → 0.0, XCJ — → 0.0, XCT — → 3.2, Total — → 28.5, Position — → 1',
    );
    await expect(latest).toContainText('Nicolas Touzaint / Absolut Gold HDC');
    await expect(page.getByRole('region', { name: 'Matched', exact: true })).toContainText(
      'Boyd Martin / Tsetserleg TSF',
    );

    // Auto-match with visible progress: the two misspelt names match by similarity.
    await page.getByRole('button', { name: 'Auto-match', exact: true }).click();
    await expect(page.getByTestId('auto-match-progress')).toHaveText(
      '7 of 7 rows checked, 2 matched — complete',
    );
    await expect(toasts.getByText('Auto-matching Complete!', { exact: true })).toBeVisible();
    await expect(counter('Matched')).toHaveText('Matched4');
    await expect(page.getByRole('region', { name: 'Matched', exact: true })).toContainText(
      '→ Piggy March / Brookfield Innocent',
    );

    // A manual match needs an entry chosen first.
    const unmatched = page.getByRole('region', { name: 'Unmatched', exact: true });
    await unmatched.getByRole('button', { name: 'Match Zara Tindall / Class Affair' }).click();
    await expect(
      toasts.getByText('Please select an entry to match with.', { exact: true }),
    ).toBeVisible();
    await unmatched
      .getByLabel('Entry for Zara Tindall / Class Affair')
      .selectOption({ label: 'Zara Phillips / Class Affair' });
    await unmatched.getByRole('button', { name: 'Match Zara Tindall / Class Affair' }).click();
    await expect(toasts.getByText('Match Set', { exact: true })).toBeVisible();
    await expect(counter('Matched')).toHaveText('Matched5');
    await expect(counter('Available entries')).toHaveText('Available entries0');

    // Removing a match takes back the scores it wrote, and the toast names the entry.
    const matchedList = page.getByRole('region', { name: 'Matched', exact: true });
    await matchedList
      .getByRole('button', { name: 'Remove match of Zara Tindall / Class Affair' })
      .click();
    await expect(toasts.getByText('Match Removed', { exact: true })).toBeVisible();
    await expect(
      toasts.getByText(/this row had written to Zara Phillips \/ Class Affair; its score history/),
    ).toBeVisible();
    await expect(counter('Available entries')).toHaveText('Available entries1');
    await unmatched
      .getByLabel('Entry for Zara Tindall / Class Affair')
      .selectOption({ label: 'Zara Phillips / Class Affair' });
    await unmatched.getByRole('button', { name: 'Match Zara Tindall / Class Affair' }).click();
    await expect(counter('Matched')).toHaveText('Matched5');
    await expectNoSeriousViolations(page);

    // The public results page shows the scraped scores.
    const entries = (await (
      await admin.request.get(`/api/competitions/${competition.id}/entries`)
    ).json()) as CompetitionEntry[];
    const idOf = (rider: string) => entries.find((e) => e.athlete.name === rider)?.id;
    const viewerContext = await browser.newContext({ baseURL: server.url });
    const viewer = await viewerContext.newPage();
    await viewer.goto(`/results/${competition.id}`);
    const row = (rider: string) =>
      viewer.locator(`[data-testid=result-row][data-entry-id="${idOf(rider)}"]`);
    await expect(row('Kitty King').getByTestId('total-score')).toHaveText('28.5');
    await expect(row('Boyd Martin').getByTestId('total-score')).toHaveText('29.0');
    await expect(row('Nicolas Touzain').getByTestId('total-score')).toHaveText('32.0');
    await expect(row('Piggy March').getByTestId('total-score')).toHaveText('24.0');
    await expect(row('Zara Phillips').getByTestId('total-score')).toHaveText('33.1');
    await expect(viewer.getByTestId('result-row').first()).toHaveAttribute(
      'data-entry-id',
      String(idOf('Piggy March')),
    );
    await viewerContext.close();

    // A board whose rows carry no class attribute is read completely.
    await page.goto('/admin?tab=competitions');
    await page.getByRole('button', { name: `Edit: ${NAME}` }).click();
    await page.getByLabel('Scoring URL').fill(fixtures.url('classless-sj-day.html'));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: `Scrape now: ${NAME}` }).click();
    await expect(
      toasts.getByText('Read 8 rows (7 with scores): 0 matched, 0 entries changed, 8 unmatched.'),
    ).toBeVisible();

    // A started class whose board has no score is a problem the operator sees, in the toast
    // and in the log.
    await page.getByRole('button', { name: `Edit: ${NAME}` }).click();
    await page.getByLabel('Scoring URL').fill(fixtures.url('classless-not-started.html'));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: `Scrape now: ${NAME}` }).click();
    await expect(
      toasts.getByText('Manual scrape finished with problems', { exact: true }),
    ).toBeVisible();
    const problem = cardLog.locator('[data-testid=scrape-log-entry][data-outcome=problems]');
    await expect(problem.first()).toContainText(
      'Read 3 rows (0 with scores): 0 matched, 0 entries changed, 3 unmatched. 1 problem.',
    );
    await problem.first().getByText('Details').click();
    await expect(problem.first()).toContainText(
      "No score could be read from the scoreboard's 3 rows although the class began on",
    );
    await expectNoSeriousViolations(page);
  });
});
