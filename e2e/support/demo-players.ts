import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** The password the journeys give the demo players they sign in as. */
export const DEMO_PASSWORD = 'season-journey-password';

export const demoEmail = (first: string, last: string) =>
  `${first}.${last}`.toLowerCase().replace(/\s+/g, '') + '@demo.eventing-manager.local';

/**
 * Gives a demo player a known password through the administrator's password-setup link, as an
 * administrator would for a player who asked: `admin` is a signed-in administrator's context.
 */
export async function setDemoPassword(admin: APIRequestContext, baseUrl: string, email: string) {
  const headers = { origin: baseUrl };
  const found = await admin.get(
    `${baseUrl}/api/admin/data/users/search?q=${encodeURIComponent(email)}`,
    { headers },
  );
  expect(found.status(), await found.text()).toBe(200);
  const [user] = (await found.json()) as Array<{ id: number }>;
  if (!user) throw new Error(`no demo player ${email}`);
  const link = await admin.post(
    `${baseUrl}/api/admin/data/users/${user.id}/generate-password-link`,
    { headers },
  );
  expect(link.status()).toBe(200);
  const { verificationUrl } = (await link.json()) as { verificationUrl: string };
  const token = new URL(verificationUrl).searchParams.get('token');
  const verified = await fetch(`${baseUrl}/api/auth/verify-email`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: DEMO_PASSWORD }),
  });
  expect(verified.status).toBe(200);
}

/** A page of its own, signed in as the player, at the given size. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  const page = await context.newPage();
  const login = await page.request.post(`${baseUrl}/api/auth/login`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: baseUrl },
  });
  expect(login.status(), await login.text()).toBe(200);
  return page;
}
