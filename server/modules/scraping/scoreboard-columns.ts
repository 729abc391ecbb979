import type * as cheerio from 'cheerio';
import { cleanText } from './scoreboard-cells';

/** The page is not a results board we can read; nothing from it is written. */
export class ScoreboardFormatError extends Error {
  override readonly name = 'ScoreboardFormatError';
}

export type ColumnKey =
  | 'no'
  | 'rider'
  | 'horse'
  | 'm'
  | 'c'
  | 'e'
  | 'dressage'
  | 'sj'
  | 'xct'
  | 'xcj'
  | 'total'
  | 'place';

const HEADER_ALIASES: Record<ColumnKey, readonly string[]> = {
  no: ['no', 'number', 'bib'],
  rider: ['rider', 'athlete'],
  horse: ['horse'],
  m: ['m%'],
  c: ['c%'],
  e: ['e%'],
  dressage: ['dressage'],
  sj: ['sj', 'showjumping'],
  xct: ['xct', 'xctime'],
  xcj: ['xcj', 'xcjump', 'xcjumping'],
  total: ['total'],
  place: ['place', 'pos', 'position'],
};
/** Headers boards carry that hold nothing we read (the flag column has none). */
const IGNORED_HEADERS = new Set(['', 'flag', 'nat', 'nation']);
const REQUIRED: readonly ColumnKey[] = ['rider', 'horse', 'dressage', 'sj', 'xct', 'xcj', 'total'];
export const COLUMN_LABELS: Record<ColumnKey, string> = {
  no: 'No',
  rider: 'Rider',
  horse: 'Horse',
  m: 'M %',
  c: 'C %',
  e: 'E %',
  dressage: 'Dressage',
  sj: 'SJ',
  xct: 'XCT',
  xcj: 'XCJ',
  total: 'Total',
  place: 'Place',
};

const normalHeader = (text: string) => text.toLowerCase().replace(/[\s.]+/g, '');

const headerKey = (text: string): ColumnKey | null => {
  const normal = normalHeader(text);
  for (const [key, aliases] of Object.entries(HEADER_ALIASES)) {
    if (aliases.includes(normal)) return key as ColumnKey;
  }
  return null;
};

type $Api = cheerio.CheerioAPI;
export type Node = Parameters<$Api>[0];

export type Columns = {
  table: Node;
  columns: Map<ColumnKey, number>;
  width: number;
  /** Header labels that are not a column we know: shown to the operator, never read. */
  unknown: string[];
};

/** A header cell's label: its text, or the field name some boards put on an empty header. */
function headerLabel($: $Api, cell: Node): string {
  const text = cleanText($(cell).text());
  return text || cleanText($(cell).attr('data-fieldname') ?? '');
}

/**
 * Finds the results table (the first with Rider and Horse headers) and its columns by header
 * text. A missing or duplicated required column throws; an unknown header is returned.
 */
export function findColumns($: $Api): Columns {
  for (const table of $('table').toArray()) {
    const first = $(table)
      .find('tr')
      .filter((_, tr) => $(tr).children('th').length > 0)
      .first();
    if (first.length === 0) continue;
    const labels: string[] = [];
    first.children('th,td').each((_, cell) => {
      const span = Math.max(1, Math.min(20, Number($(cell).attr('colspan') ?? 1) || 1));
      labels.push(headerLabel($, cell));
      for (let i = 1; i < span; i += 1) labels.push('');
    });
    const columns = new Map<ColumnKey, number>();
    const unknown: string[] = [];
    labels.forEach((label, index) => {
      const key = headerKey(label);
      if (key === null) {
        if (!IGNORED_HEADERS.has(normalHeader(label))) unknown.push(label);
        return;
      }
      if (columns.has(key)) {
        throw new ScoreboardFormatError(
          `The scoreboard page has changed: the column ${COLUMN_LABELS[key]} appears twice.`,
        );
      }
      columns.set(key, index);
    });
    if (!columns.has('rider') || !columns.has('horse')) continue;
    const missing = REQUIRED.filter((key) => !columns.has(key)).map((key) => COLUMN_LABELS[key]);
    if (missing.length > 0) {
      throw new ScoreboardFormatError(
        `The scoreboard page has changed: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`,
      );
    }
    return { table, columns, width: labels.length, unknown };
  }
  throw new ScoreboardFormatError(
    'The scoreboard page has no results table with Rider and Horse columns: the page layout may have changed.',
  );
}
