import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until no entrance animation or transition runs (the endless ones, a live pulse or a
 * loading shimmer, are not waited for): colours measured half-way through a fade are not the
 * page's.
 */
async function settled(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate<number>(`document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getComputedTiming().iterations !== Infinity,
          ).length`),
      { message: 'entrance animations and transitions end' },
    )
    .toBe(0);
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
