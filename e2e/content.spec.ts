import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test';
import type { AdminArticle } from '../contract/admin-articles';
import type { Poll } from '../contract/polls';
import { E2E_ADMIN } from './support/global-setup';
import { expectNoSeriousViolations } from './support/axe';
import { mailTo } from './support/outbox';

const baseURL = () => process.env.E2E_BASE_URL ?? '';
const stamp = Date.now().toString(36);
const PASSWORD = 'content-member-password';

async function signIn(api: APIRequestContext, email: string, password: string) {
  const response = await api.post('/api/auth/login', {
    data: { email, password },
    headers: { origin: baseURL() },
  });
  expect(response.status()).toBe(200);
}

/** A verified free member, registered and verified through the API and the outbox. */
async function registerMember(api: APIRequestContext, email: string) {
  const registered = await api.post('/api/auth/register', {
    data: { firstName: 'Casey', lastName: 'Member', email, nationality: 'GBR' },
    headers: { origin: baseURL() },
  });
  expect(registered.status()).toBeLessThan(300);
  const mail = await mailTo(process.env.E2E_DATA_DIR ?? '', email, /verify-email\?token=/);
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
  const verified = await api.post('/api/auth/verify-email', {
    data: { token, password: PASSWORD },
    headers: { origin: baseURL() },
  });
  expect(verified.status()).toBe(200);
}

const premiumLines = Array.from({ length: 9 }, (_, i) => `Premium paragraph P${i + 1} ${stamp}.`);
const xssContent = [
  'An open story for everyone.',
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'onerror\'">',
  '[Click me](javascript:window.__xss="link")',
  '## Safe heading',
].join('\n\n');

let admin: APIRequestContext;
let freeArticle: AdminArticle;
let premiumArticle: AdminArticle;
let pollArticle: AdminArticle;

async function createArticle(data: Record<string, unknown>) {
  const response = await admin.post('/api/admin/articles', { data });
  expect(response.status()).toBe(201);
  return (await response.json()) as AdminArticle;
}

test.beforeAll(async () => {
  admin = await playwrightRequest.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { origin: baseURL() },
  });
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  freeArticle = await createArticle({
    title: `Open Story ${stamp}`,
    excerpt: 'Free for every reader.',
    content: xssContent,
    isPublished: true,
  });
  premiumArticle = await createArticle({
    title: `Premium Analysis ${stamp}`,
    excerpt: 'For premium members.',
    content: premiumLines.join('\n\n'),
    isPublished: true,
    isPremium: true,
  });
  pollArticle = await createArticle({
    title: `Poll Story ${stamp}`,
    excerpt: 'Vote on it.',
    content: 'Who will win the cross-country?',
    isPublished: true,
  });
  const poll = await admin.post(`/api/admin/articles/${pollArticle.id}/polls`, {
    data: {
      question: `Who wins ${stamp}?`,
      options: ['Ros Canter', 'Tim Price'],
      deadline: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString(),
    },
  });
  expect(poll.status()).toBe(201);
  expect(((await poll.json()) as Poll).options).toHaveLength(2);
});

test.afterAll(async () => {
  await admin.dispose();
});

test('a visitor reads a free article safely and sees only the premium teaser', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('tab', { name: 'All Stories' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Free Content' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Premium' })).toBeVisible();
  await expect(page.getByRole('link', { name: freeArticle.title })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The card's link covers the card with its ::after; a keyboard user sees that box outlined,
  // drawn inside the card's clipped edge. From the element before it, Tab reaches the card.
  await page.getByRole('link', { name: freeArticle.title }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const focusRing = await page.evaluate<Record<string, unknown>>(`(() => {
    const link = document.activeElement;
    const after = getComputedStyle(link, '::after');
    return {
      href: link.getAttribute('href'),
      focusVisible: link.matches(':focus-visible'),
      style: after.outlineStyle,
      width: after.outlineWidth,
      offset: after.outlineOffset,
    };
  })()`);
  expect(focusRing).toEqual({
    href: `/articles/${freeArticle.slug}`,
    focusVisible: true,
    style: 'solid',
    width: '2px',
    offset: '-2px',
  });

  await page.getByRole('tab', { name: 'Premium' }).click();
  await expect(page.getByRole('link', { name: premiumArticle.title })).toBeVisible();
  await expect(page.getByRole('link', { name: freeArticle.title })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Free Content' }).click();
  await page.getByRole('link', { name: freeArticle.title }).click();

  await expect(page).toHaveURL(new RegExp(`/articles/${freeArticle.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: freeArticle.title })).toBeVisible();
  await expect(page.getByText('Eventing Manager Editorial Team')).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  const body = page.getByTestId('article-content');
  await expect(body.getByRole('heading', { name: 'Safe heading' })).toBeVisible();
  // Raw HTML shows as text; nothing in it runs.
  await expect(body.getByText('<script>window.__xss = "script"</script>')).toBeVisible();
  expect(await body.locator('script, img, iframe, [onerror]').count()).toBe(0);
  expect(await body.locator('a[href^="javascript"]').count()).toBe(0);
  await body.getByText('Click me').click();
  expect(await page.evaluate(() => (globalThis as { __xss?: string }).__xss)).toBeUndefined();
  await expectNoSeriousViolations(page);

  await page.goto(`/articles/${premiumArticle.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: premiumArticle.title })).toBeVisible();
  for (const line of premiumLines.slice(0, 3)) await expect(body.getByText(line)).toBeVisible();
  const teaser = page.getByTestId('premium-teaser');
  for (const line of premiumLines.slice(3, 6)) await expect(teaser.getByText(line)).toBeAttached();
  for (const line of premiumLines.slice(6)) await expect(page.getByText(line)).toHaveCount(0);
  const upgrade = page.getByRole('link', { name: 'Upgrade to Premium' }).last();
  await expect(upgrade).toHaveAttribute('href', '/profile?tab=premium');
  await expectNoSeriousViolations(page);

  await page.goto('/articles/no-such-story');
  await expect(page.getByText('Article Not Found')).toBeVisible();
  await expect(
    page.getByText("The article you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
});

test('a member votes in a poll and sees the result bars', async ({ page }) => {
  await page.goto(`/articles/${pollArticle.slug}`);
  const poll = page.getByRole('region', { name: 'Poll' });
  await expect(poll.getByText(`Who wins ${stamp}?`)).toBeVisible();
  await expect(poll.getByRole('timer')).toBeVisible();
  await poll.getByRole('button', { name: 'Ros Canter' }).click();
  await expect(page.getByText('Login required', { exact: true })).toBeVisible();
  await expect(page.getByText('You need to be logged in to vote.', { exact: true })).toBeVisible();

  const email = `voter.${stamp}@example.test`;
  await registerMember(page.request, email);
  await signIn(page.request, email, PASSWORD);
  await page.reload();
  await poll.getByRole('button', { name: 'Ros Canter' }).click();
  await expect(page.getByText('Vote submitted', { exact: true })).toBeVisible();
  const bars = poll.getByTestId('poll-result');
  await expect(bars).toHaveCount(2);
  await expect(bars.filter({ hasText: 'Ros Canter' })).toContainText('1 vote · 100%');
  await expect(bars.filter({ hasText: 'Ros Canter' })).toContainText('Your vote');
  await expect(bars.filter({ hasText: 'Tim Price' })).toContainText('0 votes · 0%');
  await expectNoSeriousViolations(page);

  await page.reload();
  await expect(poll.getByTestId('poll-result')).toHaveCount(2);
  await expect(poll.getByRole('button', { name: 'Ros Canter' })).toHaveCount(0);
});

test('an administrator writes, publishes and features an article with a poll', async ({ page }) => {
  const title = `Badminton Preview ${stamp}`;
  await signIn(page.request, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin?tab=articles');
  await page.getByRole('button', { name: 'New Article' }).click();
  const form = page.getByRole('dialog', { name: 'New Article' });
  await form.getByRole('button', { name: 'Create Article' }).click();
  await expect(form.getByText('Title is required.')).toBeVisible();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Excerpt').fill('The form guide for the big one.');
  await form.getByLabel('Content').fill('## Form guide\n\nThe **favourites** this year.');
  const preview = form.getByTestId('markdown-preview');
  await expect(preview.getByRole('heading', { name: 'Form guide' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('favourites');
  await form.getByRole('switch', { name: 'Published' }).click();
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: 'Create Article' }).click();
  await expect(page.getByText('Article created', { exact: true })).toBeVisible();

  const row = page.getByTestId('admin-article').filter({ hasText: title });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Feature ${title}` }).click();
  await expect(row.getByText('Featured', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Create poll for ${title}` }).click();
  const pollDialog = page.getByRole('dialog', { name: 'Create Poll' });
  await expect(pollDialog.getByRole('textbox', { name: /Option/ })).toHaveCount(2);
  await pollDialog.getByRole('button', { name: 'Create Poll' }).click();
  await expect(page.getByText('Question required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a poll question.', { exact: true })).toBeVisible();
  await pollDialog.getByLabel('Question').fill('Who leads after dressage?');
  await pollDialog.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Ros Canter');
  await pollDialog.getByRole('button', { name: 'Create Poll' }).click();
  await expect(page.getByText('Insufficient options', { exact: true })).toBeVisible();
  await expect(page.getByText('Please provide at least 2 options.', { exact: true })).toBeVisible();
  await pollDialog.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Tim Price');
  for (let i = 3; i <= 5; i += 1)
    await pollDialog.getByRole('button', { name: 'Add option' }).click();
  await expect(pollDialog.getByRole('button', { name: 'Add option' })).toHaveCount(0);
  await pollDialog.getByRole('textbox', { name: 'Option 3', exact: true }).fill('Oliver Townend');
  await pollDialog.getByRole('button', { name: 'Create Poll' }).click();
  await expect(page.getByText('Poll created', { exact: true })).toBeVisible();

  await page.goto('/news');
  const hero = page.getByRole('region', { name: 'Featured story' });
  await expect(hero.getByRole('link', { name: title })).toBeVisible();
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Featured story' }).getByRole('link', { name: title }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top Horses and Riders' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page
    .getByRole('region', { name: 'Featured story' })
    .getByRole('link', { name: title })
    .click();
  const poll = page.getByRole('region', { name: 'Poll' });
  await expect(poll.getByText('Who leads after dressage?')).toBeVisible();
  await expect(poll.getByRole('button')).toHaveText(['Ros Canter', 'Tim Price', 'Oliver Townend']);
});

test('a visitor sends feedback and the administrator answers it', async ({ page, browser }) => {
  const subject = `Scores froze ${stamp}`;
  const email = `visitor.${stamp}@example.test`;
  await page.goto('/feedback');
  await expect(
    page.getByRole('heading', { name: 'Help Shape Eventing Manager 2.0' }),
  ).toBeVisible();
  await expect(page.getByText('Share Your Feedback')).toBeVisible();
  await expect(
    page.getByText("We'll use this to respond to your feedback directly."),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bug Reports' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Feature Requests' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByLabel('Name').fill('Vera Visitor');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();
  await expect(page.getByText('Please fill in all fields.', { exact: true })).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('The live scores stopped updating.');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Thank you for your feedback!', { exact: true })).toBeVisible();
  await expect(
    page.getByText('We appreciate your patience and input. Our team will be on it!', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');

  const context = await browser.newContext({ baseURL: baseURL() });
  const adminPage = await context.newPage();
  await signIn(adminPage.request, E2E_ADMIN.email, E2E_ADMIN.password);
  await adminPage.goto('/admin?tab=feedback');
  const item = adminPage.getByTestId('admin-feedback').filter({ hasText: subject });
  await expect(item.getByText('pending', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(adminPage);
  await item.getByRole('button', { name: `Respond to ${subject}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Respond to Feedback' });
  await expect(dialog.getByRole('button', { name: 'Send Response' })).toBeDisabled();
  await dialog.getByLabel('Response').fill('Thanks, fixed in today’s release.');
  await dialog.getByRole('button', { name: 'Send Response' }).click();
  await expect(adminPage.getByText('Response Sent', { exact: true })).toBeVisible();
  await expect(item.getByText('responded', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: `Respond to ${subject}` })).toHaveCount(0);
  const mail = await mailTo(process.env.E2E_DATA_DIR ?? '', email, new RegExp(`Re: ${subject}`));
  expect(mail).toContain('Thanks, fixed in today');
  await item.getByRole('button', { name: `Mark Resolved: ${subject}` }).click();
  await expect(adminPage.getByText('Feedback Resolved', { exact: true })).toBeVisible();
  await expect(item.getByText('resolved', { exact: true })).toBeVisible();
  await expect(item.getByRole('button')).toHaveCount(0);
  await context.close();
});
