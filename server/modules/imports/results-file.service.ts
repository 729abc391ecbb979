import {
  CSV_UPLOAD,
  IMPORT_MESSAGES,
  RESULTS_CSV_COLUMNS,
  type ResultsUploadResult,
} from '../../../contract/imports';
import { formatTenths, isFinisher, toTenths, type Phase } from '../../../contract/scoring';
import { SCORE_PENALTY_FIELDS } from '../../../contract/score-fields';
import { readStatusCode } from '../../../contract/status-codes';
import type { competitionEntries } from '../../db/schema/index';
import { AppError, conflict, notFound } from '../../errors';
import { entryScores } from '../competitions/competitions.presenter';
import type { AppDeps, SessionUser } from '../../types';
import { adminAuthor, recordResults, type ScoreWrite } from '../results/results.service';
import { parseCsv, requireColumns, restoreCell, toCsv, type CsvRow } from './csv';
import {
  findCompetitionName,
  listCompetitionEntriesForFile,
  updateEntryDetails,
  type EntryFileRow,
} from './imports.repository';
import { rowFailures } from './row-failures';
import { RECORDED_KEY_SET, isStale, scoresVersion } from './scores-version';
import {
  RowError,
  invalidFormat,
  parseBridleNumber,
  parseOptionalInt,
  parsePenalties,
  parsePrice,
  parseStatistic,
  parseStatus,
} from './values';

type Entry = typeof competitionEntries.$inferSelect;
type Editable = Pick<
  Entry,
  | 'startOrder'
  | 'bridleNumber'
  | 'price'
  | 'ra6'
  | 'sj6'
  | 'xcj10'
  | 'tsp'
  | 'expPts'
  | 'eloIn'
  | 'eloOut'
  | 'hpr'
  | 'drStatus'
  | 'drScore'
  | 'sjStatus'
  | 'sjScore'
  | 'xcStatus'
  | 'xcjScore'
  | 'xctScore'
  | 'positionOverride'
>;

const tenths = (value: string | null) => {
  const t = toTenths(value);
  return t === null ? '' : formatTenths(t);
};
const statistic = (value: string | null) => (value === null ? '' : String(Number(value)));

const STATISTICS = [
  ['ra6', 'ra6'],
  ['sj6', 'sj6'],
  ['hfi', 'xcj10'],
  ['tsp', 'tsp'],
  ['exp_pts', 'expPts'],
  ['elo_in', 'eloIn'],
  ['elo_out', 'eloOut'],
  ['hpr', 'hpr'],
] as const;

const STATUSES: ReadonlyArray<readonly [string, 'drStatus' | 'sjStatus' | 'xcStatus', Phase]> = [
  ['dr_status', 'drStatus', 'dressage'],
  ['sj_status', 'sjStatus', 'showJumping'],
  ['xc_status', 'xcStatus', 'crossCountry'],
];
const PENALTIES = [
  ['dr_score', 'drScore', 'drStatus'],
  ['sj_score', 'sjScore', 'sjStatus'],
  ['xcj_score', 'xcjScore', 'xcStatus'],
  ['xct_score', 'xctScore', 'xcStatus'],
] as const;
/** The columns an upload saves; the download's others are read-only or computed. */
const EDITABLE_COLUMNS = [
  'start_order',
  'bridle_number',
  'price',
  ...STATISTICS.map(([column]) => column),
  ...SCORE_PENALTY_FIELDS,
  'position_override',
];

/**
 * A file with none of the columns an upload saves is refused, naming them; columns that are none
 * of the download's are returned, to be named in the answer.
 */
function checkResultsColumns(columns: readonly string[]): string[] {
  const named = columns.filter((column) => column !== '');
  if (!named.some((column) => EDITABLE_COLUMNS.includes(column))) {
    throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.noResultsColumns(named, EDITABLE_COLUMNS));
  }
  const known = new Set<string>(RESULTS_CSV_COLUMNS);
  return named.filter((column) => !known.has(column));
}

const optionalNumber = (value: number | null) => (value === null ? '' : String(value));

function fileCells({
  entry,
  rider,
  nationality,
  horse,
}: EntryFileRow): Record<(typeof RESULTS_CSV_COLUMNS)[number], string> {
  return {
    entry_id: String(entry.id),
    competition_id: String(entry.competitionId),
    athlete_id: String(entry.athleteId),
    rider,
    nationality: nationality ?? '',
    horse_id: String(entry.horseId),
    horse,
    start_order: optionalNumber(entry.startOrder),
    bridle_number: optionalNumber(entry.bridleNumber),
    price: tenths(entry.price),
    ra6: statistic(entry.ra6),
    sj6: statistic(entry.sj6),
    hfi: statistic(entry.xcj10),
    tsp: statistic(entry.tsp),
    exp_pts: statistic(entry.expPts),
    elo_in: statistic(entry.eloIn),
    elo_out: statistic(entry.eloOut),
    hpr: statistic(entry.hpr),
    dr_status: entry.drStatus ?? '',
    dr_score: tenths(entry.drScore),
    sj_status: entry.sjStatus ?? '',
    sj_score: tenths(entry.sjScore),
    xc_status: entry.xcStatus ?? '',
    xcj_score: tenths(entry.xcjScore),
    xct_score: tenths(entry.xctScore),
    position_override: optionalNumber(entry.positionOverride),
    score: tenths(entry.score),
    position: entry.position === null ? '' : String(entry.position),
    dr_pts: tenths(entry.drPts),
    sj_pts: tenths(entry.sjPts),
    xc_pts: tenths(entry.xcPts),
    total_pts: tenths(entry.totalPts),
    scores_version: scoresVersion(entry),
  };
}

/**
 * A plain ASCII file name from the competition's name, for clients that read no other: accents
 * dropped (Crème → Creme), letters, digits, - and _ kept, anything else one _.
 */
export function entriesFileName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\w-]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `${base || 'competition'}_entries.csv`;
}

/** Percent-encoding as RFC 8187 wants it: encodeURIComponent leaves ' ( ) * bare, which it forbids. */
const extValue = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The download's content-disposition: the ASCII name, and the competition's own name as
 * `filename*` (a browser replaces what its file system forbids, such as / or *).
 */
export function entriesFileDisposition(name: string): string {
  const own = extValue(`${name}_entries.csv`);
  return `attachment; filename="${entriesFileName(name)}"; filename*=UTF-8''${own}`;
}

/** The competition's entries as CSV, named after it; cells that look like formulas are neutralised. */
export async function exportEntriesCsv(deps: AppDeps, competitionId: number) {
  const competition = await findCompetitionName(deps.database.db, competitionId);
  if (!competition) throw notFound(IMPORT_MESSAGES.competitionNotFound);
  const rows = await listCompetitionEntriesForFile(deps.database.db, competitionId);
  const body = toCsv(
    RESULTS_CSV_COLUMNS,
    rows.map((row) => {
      const cells = fileCells(row);
      return RESULTS_CSV_COLUMNS.map((column) => cells[column]);
    }),
  );
  return { disposition: entriesFileDisposition(competition.name), body };
}

/**
 * Reads the editable columns present in the file; absent columns keep their stored values. A
 * jumping phase the row gives penalties with no status is stored OK by the results writer.
 */
function parseResultRow(
  { data, raw }: Pick<CsvRow, 'data' | 'raw'>,
  current: Entry,
): Partial<Editable> {
  const has = (column: string) => column in data;
  const cell = (column: string) => restoreCell(data[column] ?? '');
  // The cell as the file wrote it ("29,95" where the value read is 29.95), for a refusal to quote.
  const asWritten = (column: string) => restoreCell((raw[column] ?? '').trim());
  const next: Partial<Editable> = {};
  if (has('start_order')) next.startOrder = parseOptionalInt('start_order', cell('start_order'), 1);
  if (has('bridle_number')) next.bridleNumber = parseBridleNumber(cell('bridle_number'));
  if (has('position_override')) {
    next.positionOverride = parseOptionalInt('position_override', cell('position_override'), 1);
  }
  if (has('price')) {
    const price = parsePrice(cell('price'), asWritten('price'));
    if (price === null) throw invalidFormat('price is empty');
    next.price = price;
  }
  for (const [column, key] of STATISTICS)
    if (has(column)) next[key] = parseStatistic(column, cell(column), asWritten(column));
  for (const [column, key, phase] of STATUSES)
    if (has(column)) next[key] = parseStatus(column, phase, cell(column));
  for (const [column, key, statusKey] of PENALTIES) {
    if (!has(column)) continue;
    // Boards write a status in the phase's score cell ("RF", "E"): it is the phase's status.
    const code = readStatusCode(cell(column));
    if (code === null) {
      next[key] = parsePenalties(column, cell(column), column, asWritten(column));
      continue;
    }
    const status = next[statusKey];
    if (status !== undefined && status !== null && status !== 'OK' && status !== code) {
      throw invalidFormat(
        `${column} "${cell(column)}" says ${code} but the phase's status is ${status}`,
      );
    }
    next[key] = null;
    next[statusKey] = code;
  }
  if (has('competition_id') && cell('competition_id') !== String(current.competitionId)) {
    throw invalidFormat(
      `competition_id ${cell('competition_id')} is not this competition (${current.competitionId})`,
    );
  }
  return next;
}

const scaled = (value: string | number | null | undefined, scale: number) =>
  value === null || value === undefined || value === '' ? null : Math.round(Number(value) * scale);

const PLAIN_KEYS = new Set<keyof Editable>([
  'startOrder',
  'bridleNumber',
  'positionOverride',
  'drStatus',
  'sjStatus',
  'xcStatus',
]);

/** A row's changes split into the entry's details and the phase scores `recordResults` writes. */
function splitScores(changes: Partial<Editable>) {
  const details: Partial<Editable> = {};
  const phases: ScoreWrite['scores'] = {};
  for (const [key, value] of Object.entries(changes) as Array<[keyof Editable, unknown]>) {
    Object.assign(RECORDED_KEY_SET.has(key) ? phases : details, { [key]: value });
  }
  return { details, phases };
}

/** The fields whose value really differs from the stored one. */
function changedFields(current: Entry, next: Partial<Editable>): Partial<Editable> {
  const changes: Partial<Editable> = {};
  const keys = Object.keys(next) as Array<keyof Editable>;
  for (const key of keys) {
    const value = next[key];
    const stored = current[key];
    const same = PLAIN_KEYS.has(key)
      ? (value ?? null) === stored
      : scaled(value, 1000) === scaled(stored, 1000);
    if (!same) Object.assign(changes, { [key]: value });
  }
  return changes;
}

/**
 * Every bridle number, and every official position (decision 100), held by one entry once the
 * file is saved; a pair the file leaves as it was is not the file's to refuse.
 */
function checkHeldOnce(
  [column, key]:
    readonly ['bridle_number', 'bridleNumber'] | readonly ['position_override', 'positionOverride'],
  entries: ReadonlyMap<number, Entry>,
  writes: ReadonlyArray<{ id: number; changes: Partial<Editable> }>,
  lines: ReadonlyMap<number, number>,
  failures: ReturnType<typeof rowFailures>,
) {
  const next = new Map([...entries].map(([id, entry]) => [id, entry[key]]));
  const changed = new Set<number>();
  for (const { id, changes } of writes) {
    const value = changes[key];
    if (value === undefined) continue;
    next.set(id, value);
    changed.add(id);
  }
  const holders = new Map<number, number>();
  for (const [id, value] of next) {
    if (value === null) continue;
    const other = holders.get(value);
    if (other === undefined) {
      holders.set(value, id);
      continue;
    }
    if (!changed.has(id) && !changed.has(other)) continue;
    const [here, there] = changed.has(id) ? [id, other] : [other, id];
    const line = lines.get(here) ?? 0;
    const thereLine = lines.get(there);
    failures.add(
      line,
      `Invalid data format: ${column} ${value} is also ${thereLine === undefined ? `entry ${there}'s, which this file leaves as it is` : `on line ${thereLine}`}`,
    );
  }
}

/**
 * Uploads an edited entries file (the download's columns): rows are matched by entry_id, the
 * editable columns present are saved, and points, total penalties and positions are recomputed
 * by the scoring rules; kept standings follow. All or nothing: one bad row refuses the file, and
 * so does a row that would change scores saved since its `scores_version` was downloaded (409).
 * `updated` counts the entries whose values changed; the answer names the encoding the file was
 * read in (decision 040).
 */
export async function uploadResultsCsv(
  deps: AppDeps,
  user: SessionUser,
  competitionId: number,
  file: { text: string; filename: string; encoding: string },
): Promise<ResultsUploadResult> {
  const { text } = file;
  if (!(await findCompetitionName(deps.database.db, competitionId))) {
    throw notFound(IMPORT_MESSAGES.competitionNotFound);
  }
  const table = parseCsv(text, CSV_UPLOAD.maxRows);
  requireColumns(table, ['entry_id']);
  const ignoredColumns = checkResultsColumns(table.columns);
  const now = deps.clock.now();
  const recorded = await recordResults(
    deps,
    competitionId,
    async (tx) => {
      const entries = new Map(
        (await listCompetitionEntriesForFile(tx, competitionId)).map(({ entry }) => [
          entry.id,
          entry,
        ]),
      );
      const failures = rowFailures();
      const seen = new Map<number, number>();
      const stale: number[] = [];
      const writes: Array<{ id: number; changes: Partial<Editable> }> = [];
      for (const { rowIndex, data, raw } of table.rows) {
        try {
          const id = parseOptionalInt('entry_id', restoreCell(data.entry_id ?? ''), 1);
          if (id === null) throw invalidFormat('entry_id is empty');
          const current = entries.get(id);
          if (!current) throw invalidFormat(`entry_id ${id} is not an entry of this competition`);
          const earlier = seen.get(id);
          if (earlier !== undefined)
            throw invalidFormat(`entry_id ${id} is also on line ${earlier}`);
          seen.set(id, rowIndex);
          const changes = changedFields(current, parseResultRow({ data, raw }, current));
          const official = changes.positionOverride;
          // As the position form: an official position is a finisher's (docs/rules.md#official-result).
          if (
            typeof official === 'number' &&
            !isFinisher(entryScores({ ...current, ...changes }))
          ) {
            throw invalidFormat(
              `position_override ${official} is for a finisher only (every phase completed)`,
            );
          }
          const changesScores = Object.keys(changes).some((key) => RECORDED_KEY_SET.has(key));
          if (changesScores && isStale(restoreCell(data.scores_version ?? ''), current)) {
            stale.push(rowIndex);
          }
          if (Object.keys(changes).length > 0) writes.push({ id, changes });
        } catch (error) {
          if (!(error instanceof RowError)) throw error;
          failures.add(rowIndex, error.message);
        }
      }
      // Scores saved since the download would be overwritten by the file's older ones.
      if (stale.length > 0) throw conflict(IMPORT_MESSAGES.scoresChanged(stale));
      checkHeldOnce(['bridle_number', 'bridleNumber'], entries, writes, seen, failures);
      checkHeldOnce(['position_override', 'positionOverride'], entries, writes, seen, failures);
      failures.throwIfAny();
      // Bridle numbers may swap between rows: free the changed ones before writing any.
      for (const { id, changes } of writes) {
        if (changes.bridleNumber !== undefined) {
          await updateEntryDetails(tx, id, { bridleNumber: null }, now);
        }
      }
      const scores: ScoreWrite[] = [];
      for (const { id, changes } of writes) {
        const { details, phases } = splitScores(changes);
        if (Object.keys(details).length > 0) await updateEntryDetails(tx, id, details, now);
        if (Object.keys(phases).length > 0) scores.push({ entryId: id, scores: phases });
      }
      // A file's price under an operator's price goes beneath it (decision 039): say so.
      const beneath = writes.filter(
        ({ id, changes }) =>
          changes.price !== undefined && (entries.get(id)?.priceOverride ?? null) !== null,
      ).length;
      return { scores, outcome: { updated: writes.length, beneath } };
    },
    {
      competitionNotFound: IMPORT_MESSAGES.competitionNotFound,
      author: adminAuthor(user, 'csv', file.filename),
    },
  );
  const { updated, beneath } = recorded.outcome;
  const kept =
    beneath === 0
      ? ''
      : beneath === 1
        ? " 1 entry has a manual price: players pay it until it is cleared, then the file's price."
        : ` ${beneath} entries have a manual price: players pay it until it is cleared, then the file's price.`;
  return {
    message: `Results uploaded: ${updated} ${updated === 1 ? 'entry' : 'entries'} updated.${kept}${IMPORT_MESSAGES.columnsNotRead(ignoredColumns)}`,
    updated,
    ignoredColumns,
    encoding: file.encoding,
  };
}
