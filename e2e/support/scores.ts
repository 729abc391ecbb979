import { expect, type Page } from '@playwright/test';
import { systemClock } from '../../server/clock';
import type { Database } from '../../server/db/client';
import { recordResults, type PhaseScoresWrite } from '../../server/modules/results/results.service';

/** Signs a player in on the page's own request context (its cookie then serves the page). */
export async function signInAt(page: Page, url: string, email: string, password: string) {
  const response = await page.request.post(`${url}/api/auth/login`, {
    data: { email, password },
    headers: { origin: url },
  });
  expect(response.status()).toBe(200);
}

/** Saves phase scores through the one results writer, as the score form does. */
export const saveScores = (
  database: Database,
  competitionId: number,
  scores: Array<{ entryId: number; scores: Partial<PhaseScoresWrite> }>,
) =>
  recordResults(
    { database, clock: systemClock },
    competitionId,
    () => ({ scores, outcome: null }),
    { author: { source: 'form', user: null } },
  );
