import { compareCombination, type Combination, type NameMatch } from './name-matcher';
import { readScrapedScores } from './scraped-scores';
import type { EntryName, ScrapedRow } from './matching.repository';

type FeiIds = { riderFeiId?: string | null; horseFeiId?: string | null };
export type ScrapedCandidate = Combination & FeiIds & { key: number };
export type EntryCandidate = Combination & FeiIds & { entryId: number };

/** A stored scraped row as a matching candidate, with the FEI ids its source gave. */
export function scrapedCandidate(row: ScrapedRow): ScrapedCandidate {
  const { riderFeiId, horseFeiId } = readScrapedScores(row.scrapedData);
  return {
    key: row.id,
    rider: row.scrapedAthleteName,
    horse: row.scrapedHorseName,
    riderFeiId: riderFeiId ?? null,
    horseFeiId: horseFeiId ?? null,
  };
}

export function entryCandidate(entry: EntryName): EntryCandidate {
  return {
    entryId: entry.entryId,
    rider: entry.athleteName,
    horse: entry.horseName,
    riderFeiId: entry.riderFeiId,
    horseFeiId: entry.horseFeiId,
  };
}

const FEI_MATCH: NameMatch = { matchType: 'exact', confidence: 1 };

/**
 * FEI ids decide when both sides have one (decision 043): the same id is the same rider or
 * horse whatever the names say; a different id is never the same, however alike the names.
 */
function compareByFeiIds(row: FeiIds, entry: FeiIds): NameMatch | 'different' | null {
  const pairs = [
    [row.riderFeiId, entry.riderFeiId],
    [row.horseFeiId, entry.horseFeiId],
  ] as const;
  const known = pairs.filter(([a, b]) => a && b);
  if (known.some(([a, b]) => a !== b)) return 'different';
  return known.length > 0 ? FEI_MATCH : null;
}
export type Proposal = { key: number; entryId: number; match: NameMatch };

const RANK = { exact: 3, variation: 2, ai: 1 } as const;
/** Two candidates closer than this are a tie: neither is chosen automatically. */
const TIE = 0.03;

const better = (a: NameMatch, b: NameMatch) =>
  RANK[a.matchType] - RANK[b.matchType] || a.confidence - b.confidence;
const tied = (a: NameMatch, b: NameMatch) =>
  a.matchType === b.matchType && Math.abs(a.confidence - b.confidence) < TIE;

/**
 * Proposes one entry for each scraped row that clearly matches one: the best candidate must beat
 * the runner-up (a tie is left for a person), an entry goes to at most one row (the best), and
 * fuzzy ('ai') candidates are considered only when `allowAi` is set.
 */
export function proposeMatches(
  scraped: readonly ScrapedCandidate[],
  entries: readonly EntryCandidate[],
  options: { allowAi: boolean },
): Proposal[] {
  const best: Proposal[] = [];
  for (const row of scraped) {
    const found: Array<{ entryId: number; match: NameMatch }> = [];
    for (const entry of entries) {
      const byFei = compareByFeiIds(row, entry);
      if (byFei === 'different') continue;
      const match = byFei ?? compareCombination(row, entry);
      if (!match || (match.matchType === 'ai' && !options.allowAi)) continue;
      found.push({ entryId: entry.entryId, match });
    }
    found.sort((a, b) => better(b.match, a.match));
    const [first, second] = found;
    if (!first) continue;
    if (second && tied(first.match, second.match)) continue;
    best.push({ key: row.key, entryId: first.entryId, match: first.match });
  }
  const byEntry = new Map<number, Proposal[]>();
  for (const proposal of best) {
    byEntry.set(proposal.entryId, [...(byEntry.get(proposal.entryId) ?? []), proposal]);
  }
  const chosen: Proposal[] = [];
  for (const proposals of byEntry.values()) {
    proposals.sort((a, b) => better(b.match, a.match));
    const [first, second] = proposals;
    if (!first || (second && tied(first.match, second.match))) continue;
    chosen.push(first);
  }
  return chosen.sort((a, b) => a.key - b.key);
}
