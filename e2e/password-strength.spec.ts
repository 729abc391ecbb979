import { expect, test, type Page } from '@playwright/test';
import { AUTH_MESSAGES } from '../contract/auth';
import { expectNoSeriousViolations } from './support/axe';
import { linkFromOutbox } from './support/outbox';

const baseURL = () => process.env.E2E_BASE_URL ?? '';
const STRONG = 'Saddle-Lantern-Orchard-2026';

/** Scripts of zxcvbn or its dictionaries, recognised by what they contain, among those loaded. */
function watchPasswordScripts(page: Page) {
  const seen: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const text = await response.text().catch(() => '');
    if (/passwords-common|wikipedia-en|levenshtein/.test(text)) seen.push(response.url());
  });
  return seen;
}

test('choosing a password: the meter judges it, a guessable one is refused with the reason', async ({
  page,
}) => {
  const email = `quillon.vardamere.${Date.now()}@example.test`;
  const registered = await page.request.post('/api/auth/register', {
    data: { firstName: 'Quillon', lastName: 'Vardamere', email, nationality: 'GBR' },
    headers: { origin: baseURL() },
  });
  expect(registered.status()).toBe(200);
  const link = await linkFromOutbox(process.env.E2E_DATA_DIR ?? '', email, 'verify-email');

  const dictionaryScripts = watchPasswordScripts(page);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  const meter = page.getByTestId('password-strength');
  await expect(meter).toContainText('type a password to see how hard it is to guess');
  const password = page.getByLabel('Password', { exact: true });

  // Short: exactly the 8-character sentence, whatever the meter says.
  await password.fill('passwor');
  await page.getByLabel('Confirm password').fill('passwor');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText(AUTH_MESSAGES.passwordTooShort)).toBeVisible();

  // Common: the meter says why, and the form refuses it before sending.
  await password.fill('password123');
  await expect(meter).toContainText('Password strength: Very weak');
  await expect(meter).toContainText('This is a commonly used password.');
  await page.getByLabel('Confirm password').fill('password123');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This password is too easy to guess.' }),
  ).toContainText('This is a commonly used password. Add more words that are less common.');
  await expectNoSeriousViolations(page);

  // The account's own words, spaces between them: the browser cannot know them, the server
  // refuses them and says why.
  await password.fill('Quillon Vardamere example');
  await expect(meter).toContainText(/Password strength: (Strong|Very strong)/);
  await page.getByLabel('Confirm password').fill('Quillon Vardamere example');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('Verification failed', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'There should not be any personal or page related data.' })
      .first(),
  ).toBeVisible();

  // A strong passphrase goes through, on the same link.
  await password.fill(STRONG);
  await expect(meter).toContainText('Password strength: Very strong');
  await page.getByLabel('Confirm password').fill(STRONG);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expect.poll(() => dictionaryScripts.length).toBe(3); // core, common, English: once
});

test('the first visit to / does not download the password dictionaries', async ({ page }) => {
  const dictionaryScripts = watchPasswordScripts(page);
  let scripts = 0;
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts += 1;
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts).toBeGreaterThan(0);
  expect(dictionaryScripts).toEqual([]);
});

test('a reset shows the meter and refuses a common password', async ({ page }) => {
  const email = `reset.meter.${Date.now()}@example.test`;
  await page.request.post('/api/auth/register', {
    data: { firstName: 'Rhea', lastName: 'Setter', email, nationality: 'GBR' },
    headers: { origin: baseURL() },
  });
  await page.request.post('/api/auth/forgot-password', {
    data: { email },
    headers: { origin: baseURL() },
  });
  await page.goto(await linkFromOutbox(process.env.E2E_DATA_DIR ?? '', email, 'reset-password'));
  const password = page.getByLabel('New password');
  await password.fill('12345678');
  const meter = page.getByTestId('password-strength');
  await expect(meter).toContainText('Password strength: Very weak');
  await page.getByLabel('Confirm password').fill('12345678');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This password is too easy to guess.' }),
  ).toBeVisible();
  await password.fill(STRONG);
  await page.getByLabel('Confirm password').fill(STRONG);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset successful' })).toBeVisible();
});
