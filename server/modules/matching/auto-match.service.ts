import { MATCHING_MESSAGES, type AutoMatchEvent } from '../../../contract/matching';
import type { AppDeps } from '../../types';
import { lockCompetition } from '../results/competition-lock';
import { recordResults, type ScoreAuthor, type ScoreWrite } from '../results/results.service';
import { phaseWrites, readScrapedScores } from './scraped-scores';
import { entryCandidate, proposeMatches, scrapedCandidate } from './assign-matches';
import {
  entryIsMatched,
  listActiveScrapedRows,
  listEntryNames,
  setScrapedRowMatch,
} from './matching.repository';
import { requireCompetition } from './matching.service';

/** A short pause between rows, so progress is visible and a Stop lands between two rows. */
export const AUTO_MATCH_STEP_MS = 40;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Auto-match: walks the unmatched scraped rows, matching each to a free entry when one
 * clearly fits (exact, variation or fuzzy 'ai'), and reports progress through `send` after every
 * row. Stops between rows once `stopped()` is true (the client closed the stream). The new
 * matches' scores go through `recordResults` before it ends, even when stopped.
 */
export async function runAutoMatch(
  deps: AppDeps,
  competitionId: number,
  author: ScoreAuthor,
  send: (event: AutoMatchEvent) => void,
  stopped: () => boolean,
  stepMs = AUTO_MATCH_STEP_MS,
): Promise<void> {
  await requireCompetition(deps, competitionId);
  const db = deps.database.db;
  const rows = (await listActiveScrapedRows(db, competitionId)).filter(
    (row) => row.matchedEntryId === null,
  );
  const entries = await listEntryNames(db, competitionId);
  const taken = new Set(
    (await listActiveScrapedRows(db, competitionId)).flatMap((row) =>
      row.matchedEntryId ? [row.matchedEntryId] : [],
    ),
  );
  const proposals = proposeMatches(
    rows.map(scrapedCandidate),
    entries.filter((entry) => !taken.has(entry.entryId)).map(entryCandidate),
    { allowAi: true },
  );
  const byRow = new Map(proposals.map((proposal) => [proposal.key, proposal]));
  const byEntry = new Map(entries.map((entry) => [entry.entryId, entry]));
  const total = rows.length;
  let matched = 0;
  const scores: ScoreWrite[] = [];
  for (const [index, row] of rows.entries()) {
    if (stopped()) break;
    const proposal = byRow.get(row.id);
    const entry = proposal ? byEntry.get(proposal.entryId) : undefined;
    const name = `${row.scrapedAthleteName} / ${row.scrapedHorseName}`;
    const now = deps.clock.now();
    const wrote =
      proposal && entry
        ? await db.transaction(async (tx) => {
            await lockCompetition(tx, competitionId);
            if (await entryIsMatched(tx, entry.entryId)) return null;
            await setScrapedRowMatch(
              tx,
              row.id,
              {
                matchedEntryId: entry.entryId,
                matchedAthleteName: entry.athleteName,
                matchedHorseName: entry.horseName,
                matchType: proposal.match.matchType,
                confidence: proposal.match.confidence.toFixed(2),
              },
              now,
            );
            return entry.entryId;
          })
        : null;
    if (proposal && entry && wrote !== null) {
      scores.push({ entryId: wrote, scores: phaseWrites(readScrapedScores(row.scrapedData)) });
      matched += 1;
      send({
        type: 'match',
        message: `Matched ${name} to ${entry.athleteName} / ${entry.horseName}`,
        current: index + 1,
        total,
        matched,
        entry: {
          athlete: row.scrapedAthleteName,
          horse: row.scrapedHorseName,
          matchedAthlete: entry.athleteName,
          matchedHorse: entry.horseName,
          matchType: proposal.match.matchType,
          confidence: proposal.match.confidence,
        },
      });
    } else {
      send({ type: 'match', message: `No match for ${name}`, current: index + 1, total, matched });
    }
    if (stepMs > 0 && index + 1 < total) await pause(stepMs);
  }
  if (scores.length > 0)
    await recordResults(deps, competitionId, () => ({ scores, outcome: null }), { author });
  if (stopped()) return;
  send({
    type: 'complete',
    message: MATCHING_MESSAGES.autoMatchingComplete,
    current: total,
    total,
    matched,
  });
}
