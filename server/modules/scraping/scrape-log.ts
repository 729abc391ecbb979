import {
  scrapeEntryChangeSchema,
  type ScrapeEntryChange,
  type ScrapeLogEntry,
} from '../../../contract/scraping';
import { formatTenths, toTenths } from '../../../contract/scoring';
import type { EntryResultRow, ScrapeLogRow } from './scraping.repository';

const shown = (value: string | null) => {
  const tenths = toTenths(value);
  return tenths === null ? null : formatTenths(tenths);
};
const phase = (status: string | null, score: string | null) =>
  status !== null && status !== 'OK' ? status : shown(score);

/** The result fields an operator reads on the board, as shown. */
function fieldsOf(row: EntryResultRow): [string, string | null][] {
  return [
    ['Dressage', phase(row.drStatus, row.drScore)],
    ['SJ', phase(row.sjStatus, row.sjScore)],
    ['XCJ', phase(row.xcStatus, row.xcjScore)],
    ['XCT', row.xcStatus !== null && row.xcStatus !== 'OK' ? null : shown(row.xctScore)],
    ['Total', shown(row.score)],
    ['Position', row.position === null ? null : String(row.position)],
  ];
}

const PHASE_FIELDS = new Set(['Dressage', 'SJ', 'XCJ', 'XCT']);

/**
 * The entries whose published phases a scrape changed, each with the fields that differ before
 * and after (a position that moved only because others scored is not a change of that entry).
 */
export function diffEntryResults(
  before: readonly EntryResultRow[],
  after: readonly EntryResultRow[],
): ScrapeEntryChange[] {
  const earlier = new Map(before.map((row) => [row.id, row]));
  const changes: ScrapeEntryChange[] = [];
  for (const row of after) {
    const previous = earlier.get(row.id);
    if (!previous) continue;
    const old = new Map(fieldsOf(previous));
    const fields = fieldsOf(row)
      .filter(([field, value]) => old.get(field) !== value)
      .map(([field, value]) => ({ field, before: old.get(field) ?? null, after: value }));
    if (!fields.some((change) => PHASE_FIELDS.has(change.field))) continue;
    changes.push({ entryId: row.id, rider: row.rider, horse: row.horse, fields });
  }
  return changes;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** One line for the toast and the log: what was read, matched, changed, and how many problems. */
export function summarise(counts: {
  rowsRead: number;
  rowsScored: number;
  matched: number;
  changed: number;
  unmatched: number;
  problems: number;
}): string {
  const problems = counts.problems === 0 ? '' : ` ${plural(counts.problems, 'problem')}.`;
  return (
    `Read ${plural(counts.rowsRead, 'row')} (${counts.rowsScored} with scores): ` +
    `${counts.matched} matched, ${plural(counts.changed, 'entry', 'entries')} changed, ` +
    `${counts.unmatched} unmatched.${problems}`
  );
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A stored scrape as the log endpoint and Scrape now show it. */
export function presentScrapeLog(row: ScrapeLogRow): ScrapeLogEntry {
  const changes = scrapeEntryChangeSchema.array().safeParse(row.changes);
  const unmatchedRows = Array.isArray(row.unmatchedRows)
    ? row.unmatchedRows.flatMap((item: unknown) => {
        if (typeof item !== 'object' || item === null) return [];
        const { rider, horse, nationality } = item as {
          rider?: unknown;
          horse?: unknown;
          nationality?: unknown;
        };
        if (typeof rider !== 'string' || typeof horse !== 'string') return [];
        return [
          { rider, horse, nationality: typeof nationality === 'string' ? nationality : null },
        ];
      })
    : [];
  return {
    id: row.id,
    ranAt: row.ranAt.toISOString(),
    trigger: row.trigger === 'automatic' ? 'automatic' : 'manual',
    outcome: row.outcome === 'failed' ? 'failed' : row.outcome === 'problems' ? 'problems' : 'ok',
    source: row.source === 'gateway' ? 'gateway' : row.source === 'board' ? 'board' : null,
    url: row.url,
    rowsRead: row.rowsRead,
    rowsScored: row.rowsScored,
    matched: row.matched,
    updated: row.updated,
    unmatched: row.unmatched,
    summary: row.summary,
    changes: changes.success ? changes.data : [],
    unmatchedRows,
    problems: strings(row.problems),
  };
}
