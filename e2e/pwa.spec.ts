import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/global-setup';
import { waitForControl } from './support/service-worker';
import { auditInstallability, readInstallability } from './support/lighthouse-installable';
import { startServer, type RunningServer } from './support/server';
import { expectNoSeriousViolations } from './support/axe';

const OFFLINE_TEXT = "You're offline - some features may be limited";

/** Asks the worker controlling the page which build it is. */
async function controllerVersion(page: Page): Promise<string> {
  return page.evaluate<string>(`new Promise((resolve, reject) => {
    const controller = navigator.serviceWorker.controller;
    if (!controller) return reject(new Error('no controller'));
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data.version);
    controller.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
  })`);
}

test('the service worker at /sw.js registers, controls the page and is never cached by HTTP', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-security-policy']).toContain("worker-src 'self'");
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({
    name: 'Eventing Manager 2.0',
    short_name: 'Eventing',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b5d36',
  });

  await page.goto('/');
  await waitForControl(page);
  const registration = await page.evaluate<{ script?: string; scope?: string }>(`
    navigator.serviceWorker.getRegistration().then((found) => ({
      script: found?.active?.scriptURL,
      scope: found?.scope,
    }))`);
  expect(new URL(registration.script ?? '').pathname).toBe('/sw.js');
  expect(new URL(registration.scope ?? '').pathname).toBe('/');
  expect(await controllerVersion(page)).toMatch(/^build-/);
});

test('offline: red banner, a results page seen before still renders with its age; back online: green banner', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const past = (await (await request.get('/api/competitions/past')).json()) as Array<{
    id: number;
  }>;
  const competition = past[0];
  if (!competition) throw new Error('demo data has no past competition');

  await page.goto('/');
  await waitForControl(page);
  await page.goto(`/results/${competition.id}`);
  await expect(page.getByRole('heading', { name: 'Final Results' })).toBeVisible();
  const rows = page.getByTestId('result-row');
  // Long fields are drawn in steps after the first rows: wait until the count stops growing.
  let rowCount = -1;
  await expect
    .poll(
      async () => {
        const now = await rows.count();
        const settled = now > 0 && now === rowCount;
        rowCount = now;
        return settled;
      },
      { intervals: [500] },
    )
    .toBe(true);
  const firstRow = (await rows.first().textContent()) ?? '';

  await context.setOffline(true);
  const offline = page.getByTestId('offline-banner');
  await expect(offline).toHaveText(OFFLINE_TEXT);
  await expect(offline).toHaveCSS('background-color', 'rgb(185, 28, 28)');
  await expectNoSeriousViolations(page);
  // It leaves by itself after 5 s.
  await expect(offline).toBeHidden();

  // Opening the page again without a network: the shell and the saved results come from the cache.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Final Results' })).toBeVisible();
  await expect(rows).toHaveCount(rowCount);
  await expect(rows.first()).toHaveText(firstRow);
  await expect(page.getByTestId('cached-data-notice')).toContainText(
    /Offline: showing saved data from (just now|\d+ minutes? ago)/,
  );
  await expect(offline).toHaveText(OFFLINE_TEXT);
  await offline.getByRole('button', { name: 'Dismiss offline message' }).click();
  await expect(offline).toBeHidden();

  await context.setOffline(false);
  const online = page.getByTestId('online-banner');
  await expect(online).toHaveText('Back online');
  await expect(online).toHaveCSS('background-color', 'rgb(21, 128, 61)');
  await expect(page.getByTestId('cached-data-notice')).toBeHidden();
  await expect(online).toBeHidden();
});

test('offline, a screen opened inside the app shows the reads the worker saved, and one it cannot answer ends in its error', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const upcoming = (await (await request.get('/api/competitions/upcoming')).json()) as Array<{
    name: string;
  }>;
  const competition = upcoming[0];
  if (!competition) throw new Error('demo data has no upcoming competition');

  await page.goto('/');
  await waitForControl(page);
  await page.goto('/calendar');
  await expect(page.getByText(competition.name).first()).toBeVisible();
  // A fresh page that reads no competition: the calendar is left only in the worker's cache.
  await page.goto('/feedback');
  const bottomBar = page.getByRole('navigation', { name: 'Mobile' });
  await expect(bottomBar).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toHaveText(OFFLINE_TEXT);
  await bottomBar.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByText(competition.name).first()).toBeVisible();

  // A read the worker has not saved fails into the screen's error state, never an endless wait.
  await bottomBar.getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(
    page
      .getByText('The articles could not be loaded.')
      .or(page.getByRole('main').getByRole('article').first()),
  ).toBeVisible();
  await context.setOffline(false);
});

test('API writes are never answered from the cache', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForControl(page);
  await context.setOffline(true);
  const result = await page.evaluate<string>(`
    fetch('/api/feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'A', email: 'a@example.test', subject: 'S', message: 'M' }),
    }).then(
      (response) => 'status ' + response.status,
      (error) => (error instanceof TypeError ? 'network error' : String(error)),
    )`);
  expect(result).toBe('network error');
  const cached = await page.evaluate<string[]>(`(async () => {
    const keys = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) keys.push(request.method + ' ' + request.url);
    }
    return keys;
  })()`);
  expect(cached.filter((key) => !key.startsWith('GET '))).toEqual([]);
  expect(cached.filter((key) => key.includes('/api/feedback'))).toEqual([]);
  await context.setOffline(false);
});

test('install prompt: 3 s after the install event, Not now marks it seen, Install prompts the browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Chromium's install event, as the browser fires it when the app becomes installable.
  const fireInstallEvent = (target: Page) =>
    target.evaluate(`(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        prompt: () => {
          document.body.dataset.installPrompted = 'yes';
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
    })()`);
  const seen = (target: Page) =>
    target.evaluate<string | null>("localStorage.getItem('pwa-install-prompt-seen')");

  await page.goto('/news');
  const prompt = page.getByTestId('install-prompt');
  const fired = Date.now();
  await fireInstallEvent(page);
  await expect(prompt).toBeVisible();
  expect(Date.now() - fired).toBeGreaterThanOrEqual(2_900);
  await expect(prompt.getByRole('heading', { name: 'Install Eventing Manager 2.0' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toBeHidden();
  expect(await seen(page)).not.toBeNull();
  // Seen: the next install event shows nothing. A fresh visitor given the event just after is
  // the marker: once their prompt is up, this one's 3 s have passed too.
  const closer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const closerPage = await closer.newPage();
  await closerPage.goto('/news');
  await fireInstallEvent(page);
  await fireInstallEvent(closerPage);
  const closerPrompt = closerPage.getByTestId('install-prompt');
  await expect(closerPrompt).toBeVisible();
  await expect(prompt).toBeHidden();

  // Closing it also marks it seen.
  await closerPrompt.getByRole('button', { name: 'Close' }).click();
  expect(await seen(closerPage)).not.toBeNull();
  await closer.close();

  // Accepting hides it (and does not mark it seen).
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto('/news');
  await fireInstallEvent(otherPage);
  const otherPrompt = otherPage.getByTestId('install-prompt');
  await otherPrompt.getByRole('button', { name: 'Install' }).click();
  await expect(otherPrompt).toBeHidden();
  expect(
    await otherPage.evaluate<string | undefined>('document.body.dataset.installPrompted'),
  ).toBe('yes');
  expect(await seen(otherPage)).toBeNull();
  await other.close();
});

test('profile: notification settings per kind, saved and read back', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/profile?tab=player');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('Notifications are off for this device.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  const live = page.getByRole('switch', { name: 'Competition live' });
  for (const name of ['Deadline reminders', 'Withdrawn pick', 'Deadline reminders by email']) {
    await expect(page.getByRole('switch', { name, exact: true })).toBeChecked();
  }
  await expect(live).toBeChecked();
  await expectNoSeriousViolations(page);

  await live.click();
  await expect(page.getByText('Notification settings saved.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(live).not.toBeChecked();
  await live.click();
  await expect(page.getByText('Notification settings saved.', { exact: true })).toBeVisible();
  await expect(live).toBeChecked();
});

test.describe('a new version', () => {
  let server: RunningServer | undefined;
  let releaseDir = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // A deployment of its own: this build's files, served by a separate server.
    const repo = process.cwd();
    releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-pwa-release-'));
    for (const entry of ['server', 'contract', 'node_modules', 'package.json', 'tsconfig.json']) {
      fs.symlinkSync(path.join(repo, entry), path.join(releaseDir, entry));
    }
    if (fs.existsSync(path.join(repo, 'tsconfig.base.json'))) {
      fs.symlinkSync(
        path.join(repo, 'tsconfig.base.json'),
        path.join(releaseDir, 'tsconfig.base.json'),
      );
    }
    fs.cpSync(path.join(repo, 'dist/client'), path.join(releaseDir, 'dist/client'), {
      recursive: true,
    });
    process.chdir(releaseDir);
    try {
      server = await startServer({ DEMO_DATA: 'false' });
    } finally {
      process.chdir(repo);
    }
  });

  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(releaseDir, { recursive: true, force: true });
  });

  test('waits, Later keeps the running version, Update Now activates the new worker and reloads', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    if (!server) throw new Error('no server');
    await page.goto(`${server.url}/news`);
    await waitForControl(page);
    const current = await controllerVersion(page);

    // Deploy: the next build's service worker, byte for byte different.
    const swPath = path.join(releaseDir, 'dist/client/sw.js');
    const next = 'build-next-e2e';
    fs.writeFileSync(swPath, fs.readFileSync(swPath, 'utf8').replaceAll(current, next));

    await page.reload();
    const card = page.getByTestId('update-card');
    await expect(card).toBeVisible({ timeout: 60_000 });
    await expect(card).toContainText('A new version of Eventing Manager 2.0 is ready.');
    expect(await controllerVersion(page)).toBe(current);
    await expectNoSeriousViolations(page);

    await card.getByRole('button', { name: 'Later' }).click();
    await expect(card).toBeHidden();
    expect(await controllerVersion(page)).toBe(current);

    // Still waiting on the next visit.
    await page.reload();
    await expect(card).toBeVisible({ timeout: 60_000 });
    await page.evaluate("document.body.dataset.beforeUpdate = 'yes'");
    await card.getByRole('button', { name: 'Update Now' }).click();
    // The page reloads under the new worker.
    await expect
      .poll(
        // A poll that lands during the reload sees its context destroyed: not reloaded yet.
        () =>
          page
            .evaluate<boolean>('document.body.dataset.beforeUpdate === undefined')
            .catch(() => false),
        { timeout: 60_000 },
      )
      .toBe(true);
    await waitForControl(page);
    expect(await controllerVersion(page)).toBe(next);
    await expect(page.getByTestId('update-card')).toBeHidden();
  });
});

test('Lighthouse 12 finds no installability errors on /', async ({ baseURL }) => {
  test.setTimeout(480_000);
  const result = await auditInstallability(`${baseURL ?? ''}/`);
  expect(result.lighthouseVersion).toMatch(/^12\./);
  expect(result.failures, JSON.stringify(result)).toEqual([]);
  expect(result.score).toBe(1);
  expect(result.manifestUrl).toMatch(/\/manifest\.webmanifest$/);
});

test("the audit's probe reports errors for a page without a manifest", async ({ page }) => {
  // The same protocol calls the Lighthouse gatherer makes, on a page that is not installable.
  await page.goto('/api/push/unsubscribe?token=none');
  const cdp = await page.context().newCDPSession(page);
  const verdict = await readInstallability({
    sendCommand: (method, params) => cdp.send(method as 'Page.getAppManifest', params),
  });
  expect(verdict.installabilityErrors.map((error) => error.errorId)).toContain('no-manifest');
  expect(verdict.manifest.url).toBe('');
});
