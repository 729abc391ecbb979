import { expect, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { systemClock } from '../../server/clock';
import type { Database } from '../../server/db/client';
import { competitionEntries } from '../../server/db/schema/index';
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

/** An entry's points as the database holds them, in the screens' format ("95.0"). */
export async function storedPoints(database: Database, entryId: number) {
  const [row] = await database.db
    .select({ points: competitionEntries.totalPts })
    .from(competitionEntries)
    .where(eq(competitionEntries.id, entryId));
  return Number(row?.points ?? 0).toFixed(1);
}

/** The player's own row of the board on screen, as its text. */
export const myBoardRow = (page: Page) =>
  page
    .locator('[data-testid="leaderboard-row"][data-mine]')
    .innerText()
    .then((text) => text.replace(/\s+/g, ' ').trim());
