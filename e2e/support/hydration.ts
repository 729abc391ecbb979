import { expect, type Page } from '@playwright/test';

/**
 * Resolves once the app has taken over a server-rendered page (decisions 019 and 034): React has
 * hydrated it and its controls take input, so a link click is the app's own navigation.
 */
export async function hydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate<boolean>(
        "document.getElementById('root')?.hasAttribute('data-hydrated') ?? false",
      ),
    )
    .toBe(true);
}
