import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/global-setup';
import { startServer, type RunningServer } from './support/server';
import { expectNoSeriousViolations } from './support/axe';
import { linkFromOutbox } from './support/outbox';

async function dismissWelcome(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Welcome to Eventing Manager 2.0' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
}

test('a new player registers, verifies by email, edits the team name, signs out and in', async ({
  page,
}) => {
  const email = `journey.${Date.now()}@example.test`;
  const password = 'Grüße aus Badminton 🐎';

  await page.goto('/auth');
  await dismissWelcome(page);
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Please choose your nationality')).toBeVisible();

  await page.getByLabel('First name').fill('Ava');
  await page.getByLabel('Last name').fill('Rider');
  await page.getByLabel('Email').fill(email);
  const nationality = page.getByRole('combobox', { name: 'Nationality' });
  // Typing a country's name picks it, not a country whose flag's two letters start alike.
  await nationality.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Germany' })).toBeVisible();
  await page.keyboard.type('Sweden');
  await expect(page.getByRole('option', { name: 'Sweden' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(nationality).toContainText('Sweden');
  await nationality.click();
  await page.getByRole('option', { name: 'Germany' }).click();
  await expect(nationality).toContainText('Germany');
  await expect(page.getByText("It's completely free to play")).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration successful', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const link = await linkFromOutbox(process.env.E2E_DATA_DIR ?? '', email, 'verify-email');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(
    page.getByText(
      'Password must be at least 8 characters long. All characters including international characters are supported.',
    ),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expect(page.getByText('Welcome to Eventing Manager 2.0, Ava!').first()).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: /Account menu for Ava/ })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile & Settings' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByTestId('email-verified')).toHaveText('Yes');
  await expect(page.getByTestId('membership')).toHaveText('Free');
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Player' }).click();
  const teamName = page.getByLabel('Team name');
  await teamName.fill('   ');
  await page.getByRole('button', { name: 'Save team name' }).click();
  await expect(page.getByText('Team name cannot be empty')).toBeVisible();
  await teamName.fill('Sh1t Show');
  await page.getByRole('button', { name: 'Save team name' }).click();
  await expect(
    page.getByText(
      'That team name contains language that is not allowed. Please choose another name.',
      { exact: true },
    ),
  ).toBeVisible();
  await teamName.fill('Thunder Hooves');
  await page.getByRole('button', { name: 'Save team name' }).click();
  await expect(page.getByText('Team name updated successfully!', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Premium' }).click();
  await expect(page.getByText('9.99')).toBeVisible();
  await expect(page.getByText(/there is no payment provider/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start 7-day free trial' })).toBeVisible();

  await page.getByRole('tab', { name: 'General' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/auth');
  // The welcome dialog was seen on the first visit in this browser: it does not come back.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Welcome back, Ava!', { exact: true })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/profile?tab=player');
  await expect(page.getByLabel('Team name')).toHaveValue('Thunder Hooves');

  await page.getByRole('tab', { name: 'Premium' }).click();
  await page.getByRole('button', { name: 'Start 7-day free trial' }).click();
  await expect(
    page.getByText('Your 7-day free Premium trial has started.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/You are Premium until/)).toBeVisible();
  await page.getByRole('tab', { name: 'General' }).click();
  await expect(page.getByTestId('membership')).toContainText('Premium');

  // Signed out in another tab, a save here says 'Unauthorized' (not the save's own error, which
  // would replace it) and goes to sign-in.
  const other = await page.context().newPage();
  await other.goto('/profile?tab=player');
  await expect(other.getByLabel('Team name')).toHaveValue('Thunder Hooves');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await other.getByRole('button', { name: 'Save team name' }).click();
  await expect(
    other.getByText('You are logged out. Logging in again...', { exact: true }),
  ).toBeVisible();
  await expect(other).toHaveURL(/\/auth$/);
  await expect(other.getByText('Unauthorized', { exact: true })).toBeVisible();
  await expect(other.getByText('You need to be signed in to do that.')).toHaveCount(0);
  await other.close();
});

test('on a phone the nationality list stays on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth?mode=register');
  await dismissWelcome(page);
  await page.getByRole('combobox', { name: 'Nationality' }).click();
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option', { name: 'Germany' })).toBeVisible();
  const box = await list.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
});

test('on a phone with the keyboard up, a focused field is never under the bottom bar', async ({
  page,
}) => {
  await page.goto('/auth?mode=register');
  await dismissWelcome(page);
  // The keyboard takes half the screen, and the field tapped sits where the bar is drawn: once
  // focused, the point at its middle is the field itself, not the bar.
  await page.setViewportSize({ width: 390, height: 420 });
  const email = page.getByLabel('Email');
  const bar = page.getByRole('navigation', { name: 'Mobile' });
  await expect(bar).toBeVisible();
  const box = await email.boundingBox();
  if (!box) throw new Error('no Email field');
  await page.evaluate(`window.scrollBy(0, ${box.y - (420 - 40)})`);
  await email.focus();
  const id = await email.getAttribute('id');
  await expect
    .poll(() =>
      page.evaluate<boolean>(`(() => {
        const field = document.getElementById(${JSON.stringify(id)});
        const box = field.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.bottom <= window.innerHeight && hit !== null && field.contains(hit);
      })()`),
    )
    .toBe(true);
});

test('a forgotten password is reset from the emailed link', async ({ page }) => {
  const email = `reset.${Date.now()}@example.test`;
  await page.goto('/auth');
  await dismissWelcome(page);
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('First name').fill('Ben');
  await page.getByLabel('Last name').fill('Jumper');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('combobox', { name: 'Nationality' }).click();
  await page.getByRole('option', { name: 'Ireland' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Please enter your email address first')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Password reset requested', { exact: true })).toBeVisible();

  const link = await linkFromOutbox(process.env.E2E_DATA_DIR ?? '', email, 'reset-password');
  await page.goto(link);
  await page.getByLabel('New password').fill('a brand new password');
  await page.getByLabel('Confirm password').fill('a brand new password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset successful' })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/auth', { timeout: 10_000 });

  await page.goto(link);
  await page.getByLabel('New password').fill('yet another password');
  await page.getByLabel('Confirm password').fill('yet another password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset failed', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
  await expect(
    page.getByText('This password reset link is invalid or has expired.').first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Sign In' })).toBeVisible();
});

test('links without a token explain themselves; dev-verify exists outside production', async ({
  page,
}) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
  await expect(
    page.getByText('This email verification link is invalid or has expired.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Sign In' })).toBeVisible();

  await page.goto('/dev-verify');
  await expect(page.getByLabel('Token')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify & Set Password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
});

test('after sign-in a remembered league code leads to its invitation page', async ({ page }) => {
  await page.goto('/auth');
  await dismissWelcome(page);
  await page.evaluate("window.localStorage.setItem('pendingLeagueJoin', 'ABCD')");
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/join/ABCD');
  expect(await page.evaluate("window.localStorage.getItem('pendingLeagueJoin')")).toBeNull();
});

test.describe('in production', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ NODE_ENV: 'production', DEMO_DATA: 'false' });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('/dev-verify is Page Not Found, answered 404', async ({ page }) => {
    const response = await page.goto(`${server.url}/dev-verify`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByLabel('Token')).toHaveCount(0);
  });
});
