import type { ScrapedScores } from '../../../contract/scraping';
import type { AppDeps } from '../../types';
import { recordResults, type ScoreAuthor, type ScoreWrite } from '../results/results.service';
import { boardChanges, phaseWrites, readScrapedScores, type BoardChanges } from './scraped-scores';
import { entryCandidate, proposeMatches, scrapedCandidate } from './assign-matches';
import {
  listActiveScrapedRows,
  listEntryNames,
  listHeldScores,
  replaceScrapedRows,
  setScrapedRowMatch,
  touchLastScrapedAt,
} from './matching.repository';

export type ScrapedRowInput = {
  athleteName: string;
  horseName: string;
  nationality: string | null;
  scores: ScrapedScores;
};

export type RowOutcome = {
  matched: boolean;
  confidence: number | null;
  updated: boolean;
  position: number | null;
};

/** A phase an entry keeps although the board shows otherwise: it was changed by hand. */
export type KeptPhase = BoardChanges['kept'][number] & { rider: string; horse: string };

export type RecordOutcome = {
  rowsParsed: number;
  kept: KeptPhase[];
  matched: number;
  updated: number;
  unmatched: number;
  rows: Map<string, RowOutcome>;
};

export const rowKey = (athleteName: string, horseName: string) =>
  `${athleteName}\u0000${horseName}`;

/**
 * Stores a snapshot of scraped rows for a competition, matches new rows to free entries
 * automatically (exact and variation always, fuzzy 'ai' when `allowAi`), writes the published
 * phases of every matched row through `recordResults` (points, positions and standings follow in
 * the same transaction). One entry is never held by two rows. `lastScrapedAt` is set when
 * `markScraped`.
 */
export async function recordScrapedRows(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  competitionId: number,
  input: readonly ScrapedRowInput[],
  options: {
    allowAi: boolean;
    markScraped: boolean;
    author: ScoreAuthor;
    /** Write only the phases the source changed since its previous reading (decision 112). */
    boardChangesOnly?: boolean;
  },
): Promise<RecordOutcome> {
  const now = deps.clock.now();
  const unique = new Map<string, ScrapedRowInput>();
  for (const row of input) {
    const key = rowKey(row.athleteName, row.horseName);
    if (!unique.has(key)) unique.set(key, row);
  }
  const recorded = await recordResults(
    deps,
    competitionId,
    async (tx) => {
      const earlier = new Map(
        options.boardChangesOnly
          ? (await listActiveScrapedRows(tx, competitionId)).map((row) => [
              rowKey(row.scrapedAthleteName, row.scrapedHorseName),
              row,
            ])
          : [],
      );
      await replaceScrapedRows(
        tx,
        competitionId,
        [...unique.values()].map((row) => ({
          athleteName: row.athleteName,
          horseName: row.horseName,
          nationality: row.nationality,
          data: row.scores,
        })),
        now,
      );
      const rows = await listActiveScrapedRows(tx, competitionId);
      const entries = await listEntryNames(tx, competitionId);
      const taken = new Set(
        rows.flatMap((row) => (row.matchedEntryId ? [row.matchedEntryId] : [])),
      );
      const free = entries.filter((entry) => !taken.has(entry.entryId));
      const proposals = proposeMatches(
        rows.filter((row) => row.matchedEntryId === null).map(scrapedCandidate),
        free.map(entryCandidate),
        { allowAi: options.allowAi },
      );
      const byId = new Map(entries.map((entry) => [entry.entryId, entry]));
      for (const proposal of proposals) {
        const entry = byId.get(proposal.entryId);
        const row = rows.find((r) => r.id === proposal.key);
        if (!entry || !row) continue;
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
        row.matchedEntryId = entry.entryId;
        row.confidence = proposal.match.confidence.toFixed(2);
      }
      const held = new Map(
        earlier.size === 0
          ? []
          : (await listHeldScores(tx, competitionId)).map((entry) => [entry.entryId, entry]),
      );
      const scores: ScoreWrite[] = [];
      const kept: KeptPhase[] = [];
      for (const row of rows) {
        if (row.matchedEntryId === null) continue;
        const write = phaseWrites(readScrapedScores(row.scrapedData));
        const before = earlier.get(rowKey(row.scrapedAthleteName, row.scrapedHorseName));
        if (before?.matchedEntryId !== row.matchedEntryId) {
          scores.push({ entryId: row.matchedEntryId, scores: write });
          continue;
        }
        const entry = held.get(row.matchedEntryId);
        const changes = boardChanges(
          write,
          phaseWrites(readScrapedScores(before.scrapedData)),
          entry,
        );
        scores.push({ entryId: row.matchedEntryId, scores: changes.scores });
        for (const phase of changes.kept) {
          kept.push({
            ...phase,
            rider: entry?.athleteName ?? row.scrapedAthleteName,
            horse: entry?.horseName ?? row.scrapedHorseName,
          });
        }
      }
      if (options.markScraped) await touchLastScrapedAt(tx, competitionId, now);
      return { scores, outcome: { rows, kept } };
    },
    { author: options.author },
  );
  const { rows, kept } = recorded.outcome;
  const positions = new Map(recorded.entries.map((entry) => [entry.id, entry.position]));
  const results = new Map<string, RowOutcome>();
  let updated = 0;
  for (const row of rows) {
    const changed = row.matchedEntryId !== null && recorded.scored.has(row.matchedEntryId);
    if (changed) updated += 1;
    results.set(rowKey(row.scrapedAthleteName, row.scrapedHorseName), {
      matched: row.matchedEntryId !== null,
      confidence: row.confidence === null ? null : Number(row.confidence),
      updated: changed,
      position: row.matchedEntryId === null ? null : (positions.get(row.matchedEntryId) ?? null),
    });
  }
  const matched = rows.filter((row) => row.matchedEntryId !== null).length;
  return {
    rowsParsed: unique.size,
    kept,
    matched,
    updated,
    unmatched: rows.length - matched,
    rows: results,
  };
}
