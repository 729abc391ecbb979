import { expect, type Page } from '@playwright/test';

/** The page itself never scrolls sideways: whatever is wider scrolls inside its own box. */
export async function expectNoPageOverflow(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate<[number, number]>(
    '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
  );
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}
