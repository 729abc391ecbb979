import { OFFICIAL_RESULT_MESSAGES } from '../../../contract/admin-competitions';
import {
  RANK_PHASE_LABELS,
  stoppedPhase,
  valuesNotRidden,
  type RankPhase,
} from '../../../contract/rank-phases';
import { SCORE_SOURCE_LABELS, type ScoreSource } from '../../../contract/score-history';
import {
  computePointsTenths,
  formatTenths,
  isFinisher,
  orderResults,
  statusOnceScored,
  toTenths,
  totalPenaltiesTenths,
  type EntryScores,
  type OrderableEntry,
} from '../../../contract/scoring';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { notifyCompetitionChanged } from '../../live/competition-changed';
import type { AppDeps, SessionUser } from '../../types';
import { findEntryNames, lockCompetition } from './competition-lock';
import { keepPhaseEnd, ridingPhaseEnded } from './phase-ends';
import {
  insertScoreChanges,
  listEntryScores,
  updateEntryPhaseScores,
  updateEntryResults,
  type EntryResultWrite,
  type EntryScoreRow,
  type PhaseScoresWrite,
  type ScoreChangeWrite,
} from './results.repository';
import {
  VALUE_KEYS,
  checkedValue,
  sameValue,
  storedValues,
  type RecordedValues,
} from './recorded-values';

export type { EntryScoreRow, PhaseScoresWrite } from './results.repository';

/**
 * Phase scores, statuses and the official position a source brings for one entry; fields left
 * out keep their value.
 */
export type ScoreWrite = { entryId: number; scores: Partial<PhaseScoresWrite> };

/** Who or what brings the scores, as the audit trail keeps it (decision 041). */
export type ScoreAuthor = {
  source: ScoreSource;
  /** The administrator who made the change; null for the scraper. */
  user: { id: number; name: string } | null;
  /** The file's name, the scoring address, how a match was made… */
  detail?: string | null;
  /** For an undo: the change it reverts. */
  undoesChangeId?: number;
};

/** Sources that read scraped results: locked once the competition's results are final. */
const SCRAPED_SOURCES = new Set<ScoreSource>(['scrape', 'match']);

/**
 * A source's own work inside the results transaction (reading a file, matching scraped rows,
 * deleting an entry...), run once the competition is locked. It returns the scores it brings
 * and anything it wants back.
 */
export type CollectScores<T> = (tx: Db) => Promise<CollectedScores<T>> | CollectedScores<T>;
export type CollectedScores<T> = { scores: readonly ScoreWrite[]; outcome: T };

export type RecordedResults<T> = {
  outcome: T;
  /** Entries whose phase scores or statuses changed. */
  scored: ReadonlySet<number>;
  /** How many entries' points, total penalties or position changed. */
  recomputed: number;
  /** Every entry of the competition as stored once the transaction commits, by id. */
  entries: readonly EntryScoreRow[];
  /** The audit rows written, by entry id. */
  changes: ReadonlyMap<number, number>;
};

export const ENTRY_NOT_FOUND = 'Competition entry not found.';

const scoreAfterStopMessage = (rider: string, horse: string, phase: string, status: string) =>
  `Nothing was saved: ${rider} / ${horse} is recorded ${status} in ${phase}, so no later phase can be scored. Change the ${phase} status first if that is wrong.`;

/**
 * The only way a score reaches the database (decision 023). In one transaction holding the
 * competition's lock, in this order:
 *   1. the source's own work runs and names the phase scores it brings (`collect`);
 *   2. each is checked: an entry of this competition, a status its phase allows, penalties in
 *      tenths within the field's bounds (contract/score-bounds.ts), an official position from 1
 *      given only to a finisher and that no other entry holds;
 *   3. the values that differ from the stored ones are written, each change kept in the audit
 *      trail with its author, time and the values before and after; scraped scores that would
 *      change a competition whose results are final are refused;
 *   4. every entry's points (`contract/scoring`), total penalties and position are recomputed
 *      and the ones that differ written;
 *   5. when this save has just ended a phase, the entries' points are kept as that phase's end
 *      (one small row, decision 052).
 * No team or standing is written: its cost is the same however many teams there are. After the
 * commit, `competition_changed` is notified: every process drops its cached copy of the
 * competition, tells its open results pages, and its standings engine reads the entries' points
 * and recomputes every rank in memory (decision 051). A score form save that changed nothing
 * notifies nothing (`quietWhenUnchanged`), so a save sent twice does not refetch every board.
 */
export async function recordResults<T>(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  competitionId: number,
  collect: CollectScores<T>,
  options: {
    author: ScoreAuthor;
    competitionNotFound?: string;
    /**
     * No notification when nothing was written: a save sent twice leaves every watcher quiet.
     * Only for sources whose own work writes nothing but scores (the score form).
     */
    quietWhenUnchanged?: boolean;
    /**
     * Refuses a value for a phase the entry no longer rides because of a stop already stored,
     * rather than emptying it: the score form, whose operator typed it (decision 114).
     */
    refuseNotRidden?: boolean;
  },
): Promise<RecordedResults<T>> {
  const now = deps.clock.now();
  const recorded = await deps.database.db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, competitionId);
    if (!competition) throw notFound(options.competitionNotFound ?? 'Competition not found.');
    const { scores, outcome } = await collect(tx);
    const rows = await listEntryScores(tx, competitionId);
    const endedBefore = ridingPhaseEnded(competition, rows);
    const entries = new Map(rows.map((r) => [r.id, r]));
    const written = await writePhaseScores(tx, competition.level, entries, scores, now, {
      refuseNotRidden: options.refuseNotRidden ?? false,
    });
    refuseOfficialPositionToNonFinisher(entries, written);
    await refuseSharedOfficialPosition(tx, entries, written);
    if (
      written.size > 0 &&
      competition.resultsFinal &&
      SCRAPED_SOURCES.has(options.author.source)
    ) {
      throw conflict(OFFICIAL_RESULT_MESSAGES.finalLocked);
    }
    const changes = await keepChanges(tx, competitionId, written, options.author, now);
    const recomputed = await writePointsAndPositions(tx, entries, now);
    await keepPhaseEnd(tx, competition, endedBefore, [...entries.values()], now);
    const scored = new Set(written.keys());
    return { outcome, scored, recomputed, entries: [...entries.values()], changes };
  });
  const unchanged = recorded.scored.size === 0 && recorded.recomputed === 0;
  if (!(options.quietWhenUnchanged && unchanged)) {
    await notifyCompetitionChanged(deps.database, competitionId);
  }
  return recorded;
}

type WrittenChange = { before: RecordedValues; after: RecordedValues };

/**
 * Steps 2 and 3: checks each write, writes the entries whose values differ. A jumping phase
 * given penalties and no status is stored OK, as ridden. A combination that
 * stopped in a phase (WD, EL, RET, DSQ, NS) rides none after it in the class's order, so those
 * phases are emptied whatever the source sends or left stored (docs/rules.md#stopped).
 */
async function writePhaseScores(
  tx: Db,
  level: string,
  entries: Map<number, EntryScoreRow>,
  writes: readonly ScoreWrite[],
  now: Date,
  options: { refuseNotRidden: boolean },
): Promise<Map<number, WrittenChange>> {
  const written = new Map<number, WrittenChange>();
  for (const { entryId, scores } of writes) {
    const row = entries.get(entryId);
    if (!row) throw notFound(ENTRY_NOT_FOUND);
    const before = Object.fromEntries(VALUE_KEYS.map((key) => [key, row[key]])) as RecordedValues;
    const next = { ...before };
    for (const key of VALUE_KEYS) {
      const value = key in scores ? checkedValue(key, scores[key]) : row[key];
      Object.assign(next, { [key]: value });
    }
    // Penalties with no status were ridden, whoever sends them (docs/rules.md#phase-statuses).
    next.sjStatus = statusOnceScored('showJumping', next.sjStatus, next.sjScore !== null);
    next.xcStatus = statusOnceScored(
      'crossCountry',
      next.xcStatus,
      next.xcjScore !== null || next.xctScore !== null,
    );
    const notRidden = valuesNotRidden(next, level);
    if (options.refuseNotRidden) await refuseValueAfterStoredStop(tx, level, row, next, scores);
    for (const key of notRidden) next[key] = null;
    if (VALUE_KEYS.every((key) => sameValue(key, next[key], row[key]))) continue;
    await updateEntryPhaseScores(tx, entryId, next, now);
    Object.assign(row, next);
    written.set(entryId, { before: written.get(entryId)?.before ?? before, after: next });
  }
  return written;
}

const STATUS_OF_PHASE = {
  dressage: 'drStatus',
  'show-jumping': 'sjStatus',
  'cross-country': 'xcStatus',
} as const satisfies Record<Exclude<RankPhase, 'final'>, keyof RecordedValues>;

/**
 * A value sent for a phase after the one the entry stopped in, when that stop was already stored
 * and this write leaves it standing, is refused (409) rather than emptied: another operator set
 * the status while this one typed, and their score must not vanish behind a 200 (decision 114).
 */
async function refuseValueAfterStoredStop(
  tx: Db,
  level: string,
  row: EntryScoreRow,
  next: RecordedValues,
  scores: Partial<PhaseScoresWrite>,
): Promise<void> {
  const stopped = stoppedPhase(row, level);
  if (stopped === null || stopped === 'final' || stoppedPhase(next, level) !== stopped) return;
  const sent = valuesNotRidden(next, level).some(
    (key) => key in scores && scores[key] !== null && scores[key] !== undefined,
  );
  if (!sent) return;
  const names = await findEntryNames(tx, row.id);
  throw conflict(
    scoreAfterStopMessage(
      names?.rider ?? '',
      names?.horse ?? '',
      RANK_PHASE_LABELS[stopped],
      row[STATUS_OF_PHASE[stopped]] ?? '',
    ),
  );
}

/**
 * An official position this save gives goes to a finisher only (docs/rules.md#official-result),
 * whichever source gives it: the form, a results file or an undo that would hand a position back
 * to an entry that has since stopped. A position kept while the entry's scores change is left as
 * it is, as are positions cleared.
 */
function refuseOfficialPositionToNonFinisher(
  entries: ReadonlyMap<number, EntryScoreRow>,
  written: ReadonlyMap<number, WrittenChange>,
): void {
  for (const [entryId, { before, after }] of written) {
    const position = after.positionOverride;
    if (position === null || position === before.positionOverride) continue;
    const row = entries.get(entryId);
    if (row && !isFinisher(orderable(row))) throw conflict(OFFICIAL_RESULT_MESSAGES.notFinisher);
  }
}

/**
 * An official position this save gives must not be another entry's (decision 100): the save is
 * refused, naming who holds it. Checked under the competition's lock, so two operators saving at
 * once cannot both give it; positions already shared before are left to the operator to clear.
 */
async function refuseSharedOfficialPosition(
  tx: Db,
  entries: ReadonlyMap<number, EntryScoreRow>,
  written: ReadonlyMap<number, WrittenChange>,
): Promise<void> {
  for (const [entryId, { before, after }] of written) {
    const position = after.positionOverride;
    if (position === null || position === before.positionOverride) continue;
    const holder = [...entries.values()].find(
      (row) => row.id !== entryId && row.positionOverride === position,
    );
    if (!holder) continue;
    const names = await findEntryNames(tx, holder.id);
    throw conflict(
      OFFICIAL_RESULT_MESSAGES.positionTaken(position, names?.rider ?? '', names?.horse ?? ''),
    );
  }
}

/** Step 3's audit rows: one per entry changed, in one statement. Returns their ids by entry. */
async function keepChanges(
  tx: Db,
  competitionId: number,
  written: ReadonlyMap<number, WrittenChange>,
  author: ScoreAuthor,
  now: Date,
): Promise<Map<number, number>> {
  const rows: ScoreChangeWrite[] = [...written].map(([entryId, { before, after }]) => ({
    competitionId,
    entryId,
    source: author.source,
    userId: author.user?.id ?? null,
    actor: author.user?.name ?? SCORE_SOURCE_LABELS[author.source],
    detail: author.detail ?? null,
    undoesChangeId: author.undoesChangeId ?? null,
    before: storedValues(before),
    after: storedValues(after),
    createdAt: now,
  }));
  const ids = await insertScoreChanges(tx, rows);
  return new Map(rows.map((row, index) => [row.entryId, ids[index] ?? 0]));
}

function orderable(row: EntryScoreRow): OrderableEntry {
  return {
    id: row.id,
    startOrder: row.startOrder,
    positionOverride: row.positionOverride,
    drStatus: row.drStatus,
    drScore: toTenths(row.drScore),
    sjStatus: row.sjStatus,
    sjScore: toTenths(row.sjScore),
    xcStatus: row.xcStatus,
    xcjScore: toTenths(row.xcjScore),
    xctScore: toTenths(row.xctScore),
  };
}

const hasAnyScore = (s: EntryScores) =>
  s.drScore !== null || s.sjScore !== null || s.xcjScore !== null || s.xctScore !== null;
const tenthsText = (value: string | null) => {
  const tenths = toTenths(value);
  return tenths === null ? null : formatTenths(tenths);
};

/**
 * Step 4: every entry's phase points, total points, total penalties (`score`) and position from
 * its stored scores and statuses; writes the rows that differ in one statement. Returns how many.
 */
async function writePointsAndPositions(
  tx: Db,
  entries: Map<number, EntryScoreRow>,
  now: Date,
): Promise<number> {
  const changes: EntryResultWrite[] = [];
  for (const { entry, position } of orderResults([...entries.values()].map(orderable))) {
    const row = entries.get(entry.id);
    if (!row) continue;
    const points = computePointsTenths(entry);
    const next: EntryResultWrite = {
      id: entry.id,
      position,
      score: hasAnyScore(entry) ? formatTenths(totalPenaltiesTenths(entry)) : null,
      drPts: formatTenths(points.drPts),
      sjPts: formatTenths(points.sjPts),
      xcPts: formatTenths(points.xcPts),
      totalPts: formatTenths(points.totalPts),
    };
    const same =
      row.position === next.position &&
      tenthsText(row.score) === next.score &&
      tenthsText(row.drPts) === next.drPts &&
      tenthsText(row.sjPts) === next.sjPts &&
      tenthsText(row.xcPts) === next.xcPts &&
      tenthsText(row.totalPts) === next.totalPts;
    if (same) continue;
    changes.push(next);
    Object.assign(row, next);
  }
  await updateEntryResults(tx, changes, now);
  return changes.length;
}

/** The audit author for an administrator's change: their name as shown, else their email. */
export function adminAuthor(
  user: Pick<SessionUser, 'id' | 'firstName' | 'lastName' | 'email'>,
  source: ScoreSource,
  detail: string | null = null,
): ScoreAuthor {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return { source, user: { id: user.id, name }, detail };
}
