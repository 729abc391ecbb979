import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { hydrated } from './hydration';

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

/**
 * Opens a page for axe to read it as a player sees it: the app has taken it over, the first
 * visit's welcome dialog is dismissed, its main heading is shown, nothing is loading, and no
 * entrance animation runs.
 */
export async function openForAxe(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  if (path === '/auth') {
    await page
      .getByRole('dialog', { name: 'Welcome to Eventing Manager 2.0' })
      .getByRole('button', { name: 'Got it' })
      .click();
  }
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(
    page.locator('[aria-busy="true"], [role="status"][aria-label^="Loading"]'),
  ).toHaveCount(0);
  await settled(page);
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
