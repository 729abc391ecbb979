import { expect, test, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './support/server';
import { linkFromOutbox } from './support/outbox';

/**
 * The sign-in limits as a person meets them: locked out at this address after five wrong
 * passwords, and straight back in through the reset email. A server of its own keeps these
 * failures away from the other journeys' addresses.
 */
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ DEMO_DATA: 'false' });
});
test.afterAll(async () => {
  await server.stop();
});

const PASSWORD = 'Saddle-Lantern-Orchard-2026';
const NEW_PASSWORD = 'Harrow-Bridle-Meadow-4711';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('five wrong passwords lock this address; the reset email lets the owner back in', async ({
  page,
}) => {
  const email = `limits.${Date.now()}@example.test`;
  const registered = await page.request.post(`${server.url}/api/auth/register`, {
    data: { firstName: 'Lena', lastName: 'Gate', email, nationality: 'IRL' },
  });
  expect(registered.status()).toBe(200);
  const token = new URL(
    await linkFromOutbox(server.dataDir, email, 'verify-email'),
  ).searchParams.get('token');
  const verified = await page.request.post(`${server.url}/api/auth/verify-email`, {
    data: { token, password: PASSWORD },
  });
  expect(verified.status()).toBe(200);
  await page.request.post(`${server.url}/api/auth/logout`);

  await page.goto(`${server.url}/auth`);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Eventing Manager 2.0' });
  await welcome.getByRole('button', { name: 'Got it' }).click();
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await signIn(page, email, `wrong guess ${attempt}`);
    await expect(page.getByText('Invalid email or password.').last()).toBeVisible();
  }
  await signIn(page, email, PASSWORD);
  await expect(
    page
      .getByText('Too many failed sign-ins for this account. Please try again in 15 minutes.')
      .last(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Password reset requested', { exact: true })).toBeVisible();
  await page.goto(await linkFromOutbox(server.dataDir, email, 'reset-password'));
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset successful' })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/auth', { timeout: 10_000 });

  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByText('Welcome back, Lena!').first()).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
});

test('ten wrong join codes make the Join League dialog say how long to wait', async ({ page }) => {
  const email = `joins.${Date.now()}@example.test`;
  const registered = await page.request.post(`${server.url}/api/auth/register`, {
    data: { firstName: 'Jo', lastName: 'Guesser', email, nationality: 'GBR' },
  });
  expect(registered.status()).toBe(200);
  const token = new URL(
    await linkFromOutbox(server.dataDir, email, 'verify-email'),
  ).searchParams.get('token');
  const verified = await page.request.post(`${server.url}/api/auth/verify-email`, {
    data: { token, password: PASSWORD },
  });
  expect(verified.status()).toBe(200);
  for (let guess = 1; guess <= 10; guess += 1) {
    const join = await page.request.post(`${server.url}/api/leagues/join`, {
      data: { joinCode: 'ZZ99' },
      headers: { origin: server.url },
    });
    expect(join.status()).toBe(404);
  }

  await page.goto(`${server.url}/play`);
  await page.getByRole('tab', { name: 'Leagues' }).click();
  await page.getByRole('button', { name: 'Join League' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join League' });
  await dialog.getByLabel('Join code').fill('zz99');
  await dialog.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(
    page.getByText('Too many failed join attempts. Please try again in 15 minutes.', {
      exact: true,
    }),
  ).toBeVisible();
});
