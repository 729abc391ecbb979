import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page's entrance animations and transitions (not the endless ones: a live pulse,
 * a loading shimmer) to end: colours measured half-way through a fade are not the page's.
 */
async function settled(page: Page) {
  await page.evaluate(`Promise.race([
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ])`);
}

/** Every journey stays axe-clean: no serious or critical violation on the page as it is now. */
export async function expectNoSeriousViolations(page: Page) {
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The player pages' bar: no serious, critical or moderate violation (heading order included). */
export async function expectNoModerateViolations(page: Page) {
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.filter((violation) =>
    ['moderate', 'serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(
    found.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 2)
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    ),
  ).toEqual([]);
}
