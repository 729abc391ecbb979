import { expect, type Page } from '@playwright/test';

/** Waits until a service worker controls the page (its first visit installs one). */
export async function waitForControl(page: Page) {
  // String expressions: the page's CSP forbids eval, which waitForFunction would need.
  await expect
    .poll(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null'), {
      timeout: 60_000,
    })
    .toBe(true);
}
