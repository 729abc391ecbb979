import { expect, type Locator, type Page } from '@playwright/test';

/** The page itself never scrolls sideways: whatever is wider scrolls inside its own box. */
export async function expectNoPageOverflow(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate<[number, number]>(
    '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
  );
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** A box never scrolls sideways: its content wraps within its width (a dialog on a phone). */
export async function expectNoSidewaysScroll(box: Locator) {
  const [scrollWidth, clientWidth] = await box.evaluate(
    (element: { scrollWidth: number; clientWidth: number }): [number, number] => [
      element.scrollWidth,
      element.clientWidth,
    ],
  );
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}
