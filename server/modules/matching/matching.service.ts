import {
  MATCHING_MESSAGES,
  type MatchChanged,
  type MatchingDashboard,
  type ScrapedEntry,
  type ScrapedRowKey,
} from '../../../contract/matching';
import { formatTenths, type Phase } from '../../../contract/scoring';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import type { AppDeps, SessionUser } from '../../types';
import { adminAuthor, recordResults, type ScoreWrite } from '../results/results.service';
import { phaseWrites, readScrapedScores, releasedScores, type Released } from './scraped-scores';
import {
  clearMatchesOfEntries,
  clearScrapedRowMatch,
  deleteCompetitionEntry,
  entryIsMatched,
  findCompetitionForMatching,
  findHeldScores,
  findScrapedRow,
  listActiveScrapedRows,
  listEntryNames,
  setScrapedRowMatch,
  type HeldScores,
  type ScrapedRow,
} from './matching.repository';

export const competitionNotFound = () => notFound(MATCHING_MESSAGES.competitionNotFound);

export async function requireCompetition(deps: AppDeps, competitionId: number) {
  const competition = await findCompetitionForMatching(deps.database.db, competitionId);
  if (!competition) throw competitionNotFound();
  return competition;
}

/** A scraped row as the dashboard shows it: names, match and the dressage and total it carries. */
export function presentScrapedRow(row: ScrapedRow): ScrapedEntry {
  const scores = readScrapedScores(row.scrapedData);
  const dressage = scores.dressage;
  let dressageText: string | null = scores.startTime ?? null;
  if (dressage)
    dressageText = 'status' in dressage ? dressage.status : formatTenths(dressage.penalties);
  return {
    scrapedAthleteName: row.scrapedAthleteName,
    scrapedHorseName: row.scrapedHorseName,
    scrapedNationality: row.scrapedNationality,
    matchedEntryId: row.matchedEntryId,
    matchedAthleteName: row.matchedEntryId === null ? null : row.matchedAthleteName,
    matchedHorseName: row.matchedEntryId === null ? null : row.matchedHorseName,
    confidence:
      row.matchedEntryId === null || row.confidence === null ? null : Number(row.confidence),
    matchType: row.matchedEntryId === null ? null : row.matchType,
    dressage: dressageText,
    total: scores.total === undefined || scores.total === null ? null : scores.total / 10,
    place: scores.place ?? null,
  };
}

/** The matching dashboard: every active scraped row and the entries no row holds. */
export async function getMatchingDashboard(
  deps: AppDeps,
  competitionId: number,
): Promise<MatchingDashboard> {
  const competition = await requireCompetition(deps, competitionId);
  const db = deps.database.db;
  const rows = await listActiveScrapedRows(db, competitionId);
  const entries = await listEntryNames(db, competitionId);
  const taken = new Set(rows.flatMap((row) => (row.matchedEntryId ? [row.matchedEntryId] : [])));
  return {
    competitionId,
    competitionName: competition.name,
    lastScrapedAt: competition.lastScrapedAt?.toISOString() ?? null,
    scrapedEntries: rows.map(presentScrapedRow),
    unassignedEntries: entries
      .filter((entry) => !taken.has(entry.entryId))
      .map((entry) => ({
        id: entry.entryId,
        athleteName: entry.athleteName,
        horseName: entry.horseName,
        position: entry.position,
      })),
  };
}

/** The scraped row of the competition under `key`; 404 when there is none. */
async function loadRow(db: Db, competitionId: number, key: ScrapedRowKey) {
  const row = await findScrapedRow(db, competitionId, key.scrapedAthleteName, key.scrapedHorseName);
  if (!row) throw notFound(MATCHING_MESSAGES.scrapedRowNotFound);
  return row;
}

const PHASE_WORDS: Record<Phase, string> = {
  dressage: 'dressage',
  showJumping: 'show jumping',
  crossCountry: 'cross-country',
};

const listed = (phases: readonly Phase[]) => {
  const words = phases.map((phase) => PHASE_WORDS[phase]);
  return words.length > 1
    ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
    : (words[0] ?? '');
};

/** The sentence naming the entry a match left, what was cleared from it and what it keeps. */
function releaseNotice(release: Release | null): string | null {
  if (!release) return null;
  const { entry, cleared, kept } = release;
  const name = `${entry.athleteName} / ${entry.horseName}`;
  const sentences = [];
  if (cleared.length > 0) {
    sentences.push(
      `Cleared the ${listed(cleared)} this row had written to ${name}; its score history keeps ${cleared.length > 1 ? 'them' : 'it'}.`,
    );
  }
  if (kept.length > 0) {
    sentences.push(
      `${name} keeps its ${listed(kept)}: ${kept.length > 1 ? 'they were' : 'it was'} changed after this row wrote ${kept.length > 1 ? 'them' : 'it'}.`,
    );
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}

type Release = Released & { entry: HeldScores };

/**
 * The scores a row's match wrote to the entry it leaves, taken back (decision 089): the phases the
 * entry still holds as the row wrote them are emptied through the results writer.
 */
async function releaseEntry(tx: Db, row: ScrapedRow): Promise<Release | null> {
  if (row.matchedEntryId === null) return null;
  const entry = await findHeldScores(tx, row.matchedEntryId);
  if (!entry) return null;
  return { entry, ...releasedScores(entry, phaseWrites(readScrapedScores(row.scrapedData))) };
}

const releaseWrites = (release: Release | null): ScoreWrite[] =>
  release && release.cleared.length > 0
    ? [{ entryId: release.entry.entryId, scores: release.scores }]
    : [];

/**
 * A person's match of a scraped row to an entry of the same competition ('manual', confidence
 * 1.00). The entry must not be held by another row. The row's scores are written to the entry;
 * moved from another entry, the match takes back what it wrote there (decision 089).
 */
export async function setManualMatch(
  deps: AppDeps,
  user: SessionUser,
  competitionId: number,
  input: ScrapedRowKey & { entryId: number },
): Promise<MatchChanged> {
  await requireCompetition(deps, competitionId);
  const now = deps.clock.now();
  const { outcome } = await recordResults(
    deps,
    competitionId,
    async (tx) => {
      const row = await loadRow(tx, competitionId, input);
      const entry = (await listEntryNames(tx, competitionId)).find(
        (e) => e.entryId === input.entryId,
      );
      if (!entry) throw notFound(MATCHING_MESSAGES.entryNotFound);
      if (row.matchedEntryId !== entry.entryId && (await entryIsMatched(tx, entry.entryId))) {
        throw conflict(MATCHING_MESSAGES.entryTaken);
      }
      const release = row.matchedEntryId === entry.entryId ? null : await releaseEntry(tx, row);
      await setScrapedRowMatch(
        tx,
        row.id,
        {
          matchedEntryId: entry.entryId,
          matchedAthleteName: entry.athleteName,
          matchedHorseName: entry.horseName,
          matchType: 'manual',
          confidence: '1.00',
        },
        now,
      );
      const scores = phaseWrites(readScrapedScores(row.scrapedData));
      return {
        scores: [...releaseWrites(release), { entryId: entry.entryId, scores }],
        outcome: release,
      };
    },
    { author: adminAuthor(user, 'match', 'Manual match') },
  );
  return {
    message: MATCHING_MESSAGES.matchSet,
    scrapedEntry: presentScrapedRow(await loadRow(deps.database.db, competitionId, input)),
    notice: releaseNotice(outcome),
  };
}

/**
 * Undoes a row's match and takes back the scores it wrote that the entry still holds as written
 * (decision 089); phases changed since stay, and the answer names them.
 */
export async function removeMatch(
  deps: AppDeps,
  user: SessionUser,
  competitionId: number,
  key: ScrapedRowKey,
): Promise<MatchChanged> {
  await requireCompetition(deps, competitionId);
  const now = deps.clock.now();
  const { outcome } = await recordResults(
    deps,
    competitionId,
    async (tx) => {
      const row = await loadRow(tx, competitionId, key);
      const release = await releaseEntry(tx, row);
      await clearScrapedRowMatch(tx, row.id, now);
      return { scores: releaseWrites(release), outcome: release };
    },
    { author: adminAuthor(user, 'match', 'Match removed') },
  );
  return {
    message: MATCHING_MESSAGES.matchRemoved,
    scrapedEntry: presentScrapedRow(await loadRow(deps.database.db, competitionId, key)),
    notice: releaseNotice(outcome),
  };
}

/** Deletes one entry of the competition (its teams' picks go with it); its match is released. */
export async function deleteEntry(
  deps: AppDeps,
  user: SessionUser,
  competitionId: number,
  entryId: number,
) {
  await requireCompetition(deps, competitionId);
  const now = deps.clock.now();
  await recordResults(
    deps,
    competitionId,
    async (tx) => {
      await clearMatchesOfEntries(tx, [entryId], now);
      if (!(await deleteCompetitionEntry(tx, competitionId, entryId))) {
        throw notFound(MATCHING_MESSAGES.entryNotFound);
      }
      return { scores: [], outcome: null };
    },
    { author: adminAuthor(user, 'match') },
  );
  return { message: MATCHING_MESSAGES.entryDeleted, id: entryId };
}
