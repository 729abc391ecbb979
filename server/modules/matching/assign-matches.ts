import { compareCombination, type Combination, type NameMatch } from './name-matcher';

export type ScrapedCandidate = Combination & { key: number };
export type EntryCandidate = Combination & { entryId: number };
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
      const match = compareCombination(row, entry);
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
