import {
  PHASE_STATUSES,
  computePointsTenths,
  formatTenths,
  orderResults,
  toTenths,
  totalPenaltiesTenths,
  type EntryScores,
  type OrderableEntry,
} from '../../../contract/scoring';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import { notifyCompetitionChanged } from '../../realtime/competition-events';
import type { AppDeps } from '../../types';
import { lockCompetition } from './competition-lock';
import { keepPhaseEnd, ridingPhaseEnded } from './phase-ends';
import {
  listEntryScores,
  updateEntryPhaseScores,
  updateEntryResults,
  type EntryResultWrite,
  type EntryScoreRow,
  type PhaseScoresWrite,
} from './results.repository';

export type { EntryScoreRow, PhaseScoresWrite } from './results.repository';

/** Phase scores and statuses a source brings for one entry; fields left out keep their value. */
export type ScoreWrite = { entryId: number; scores: Partial<PhaseScoresWrite> };

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
};

export const ENTRY_NOT_FOUND = 'Competition entry not found.';

/**
 * The only way a score reaches the database (decision 023). In one transaction holding the
 * competition's lock, in this order:
 *   1. the source's own work runs and names the phase scores it brings (`collect`);
 *   2. each is checked: an entry of this competition, a status its phase allows, penalties that
 *      are tenths at or above zero;
 *   3. the phase scores that differ from the stored ones are written;
 *   4. every entry's points (`contract/scoring`), total penalties and position are recomputed
 *      and the ones that differ written;
 *   5. when this save has just ended a phase, the entries' points are kept as that phase's end
 *      (one small row, decision 052).
 * No team or standing is written: its cost is the same however many teams there are. After the
 * commit, `competition_changed` is notified: every process drops its cached copy of the
 * competition, tells its open results pages, and its standings engine reads the entries' points
 * and recomputes every rank in memory (decision 051).
 */
export async function recordResults<T>(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  competitionId: number,
  collect: CollectScores<T>,
  options: { competitionNotFound?: string } = {},
): Promise<RecordedResults<T>> {
  const now = deps.clock.now();
  const recorded = await deps.database.db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, competitionId);
    if (!competition) throw notFound(options.competitionNotFound ?? 'Competition not found.');
    const { scores, outcome } = await collect(tx);
    const rows = await listEntryScores(tx, competitionId);
    const endedBefore = ridingPhaseEnded(competition, rows);
    const entries = new Map(rows.map((r) => [r.id, r]));
    const scored = await writePhaseScores(tx, entries, scores, now);
    const recomputed = await writePointsAndPositions(tx, entries, now);
    await keepPhaseEnd(tx, competition, endedBefore, [...entries.values()], now);
    return { outcome, scored, recomputed, entries: [...entries.values()] };
  });
  await notifyCompetitionChanged(deps.database, competitionId);
  return recorded;
}

const PHASE_FIELDS = {
  drStatus: 'dr_status',
  drScore: 'dr_score',
  sjStatus: 'sj_status',
  sjScore: 'sj_score',
  xcStatus: 'xc_status',
  xcjScore: 'xcj_score',
  xctScore: 'xct_score',
} as const satisfies Record<keyof PhaseScoresWrite, string>;
type PhaseKey = keyof typeof PHASE_FIELDS;
const PHASE_KEYS = Object.keys(PHASE_FIELDS) as PhaseKey[];
const STATUS_KEYS = new Set<PhaseKey>(['drStatus', 'sjStatus', 'xcStatus']);
/** The largest penalties the columns hold (numeric(6,1)), in tenths. */
const MAX_PENALTIES_TENTHS = 999_999;

function checkedValue(key: PhaseKey, value: string | null | undefined): string | null {
  const field = PHASE_FIELDS[key];
  if (value === null || value === undefined) return null;
  if (STATUS_KEYS.has(key)) {
    if (!(PHASE_STATUSES as readonly string[]).includes(value)) {
      throw badRequest(`${field} must be one of ${PHASE_STATUSES.join(', ')}.`, field);
    }
    return value;
  }
  const tenths = toTenths(value);
  if (tenths === null || tenths < 0 || tenths > MAX_PENALTIES_TENTHS) {
    throw badRequest(`${field} must be penalties from 0 to 99999.9 in tenths.`, field);
  }
  return formatTenths(tenths);
}

const sameValue = (key: PhaseKey, a: string | null, b: string | null) =>
  STATUS_KEYS.has(key) ? a === b : toTenths(a) === toTenths(b);

/** Steps 2 and 3: checks each write, writes the entries whose phase scores differ. */
async function writePhaseScores(
  tx: Db,
  entries: Map<number, EntryScoreRow>,
  writes: readonly ScoreWrite[],
  now: Date,
): Promise<Set<number>> {
  const scored = new Set<number>();
  for (const { entryId, scores } of writes) {
    const row = entries.get(entryId);
    if (!row) throw notFound(ENTRY_NOT_FOUND);
    const next = {} as Required<PhaseScoresWrite>;
    let changed = false;
    for (const key of PHASE_KEYS) {
      const value = key in scores ? checkedValue(key, scores[key]) : row[key];
      changed ||= !sameValue(key, value, row[key]);
      Object.assign(next, { [key]: value });
    }
    if (!changed) continue;
    await updateEntryPhaseScores(tx, entryId, next, now);
    Object.assign(row, next);
    scored.add(entryId);
  }
  return scored;
}

function orderable(row: EntryScoreRow): OrderableEntry {
  return {
    id: row.id,
    startOrder: row.startOrder,
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
