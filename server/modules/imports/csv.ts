import Papa from 'papaparse';
import { IMPORT_MESSAGES } from '../../../contract/imports';
import { AppError } from '../../errors';
import { decodeText } from './text-encoding';

/** `data` holds trimmed cells by column; `raw` the same cells exactly as the file wrote them. */
export type CsvRow = {
  rowIndex: number;
  data: Record<string, string>;
  raw: Record<string, string>;
};
export type CsvTable = { columns: string[]; rows: CsvRow[]; delimiter: string };

const normaliseHeader = (value: string) => value.trim().toLowerCase().replace(/\s+/g, '_');

/**
 * The file's text in the encoding a spreadsheet saved it in (UTF-8, UTF-16, Windows-1252…; see
 * text-encoding.ts), without a byte-order mark, and that encoding. Bytes that are no text in any of them are
 * refused, asking for "CSV UTF-8".
 */
export function decodeCsvText(bytes: Buffer): { text: string; encoding: string } {
  const decoded = decodeText(bytes);
  if (!decoded) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_MESSAGES.notText);
  return decoded;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** Excel's first line naming the separator: "sep=;". */
const SEPARATOR_LINE = /^sep=(.)\r?\n/i;
const DECIMAL_COMMA = /^[-+]?\d+,\d+$/;

/** papaparse's guess over the first rows, blank lines left out so they do not tip it. */
function guessDelimiter(text: string): string {
  const guess = Papa.parse<string[]>(text, {
    preview: 50,
    skipEmptyLines: 'greedy',
    delimitersToGuess: ['\t', ';', ',', '|'],
  });
  return guess.meta.delimiter || ',';
}

/**
 * The spreadsheet line of the first quote that does not close at the end of its cell, after
 * which papaparse reads every following line into that cell. A quote inside a cell that does not
 * start with one (O"Brien) is no quote to papaparse and stays as written, as Excel reads it; so
 * does a badly closed quote whose cell ends on its own line ("A "B" C").
 */
function findRunawayQuote(parsed: Papa.ParseResult<string[]>): number | undefined {
  const runaway = parsed.errors.find(({ code, row }) => {
    if (row === undefined) return false;
    if (code === 'MissingQuotes') return true;
    const cells = parsed.data[row] ?? [];
    return (
      code === 'InvalidQuotes' && cells.some((cell) => cell.includes('"') && /[\r\n]/.test(cell))
    );
  });
  return runaway?.row === undefined ? undefined : runaway.row + 1;
}

type ParseOptions = {
  /** Other header names read as the column on the right (after lower-casing). */
  aliases?: Readonly<Record<string, string>>;
};

/**
 * Parses CSV text with a header row: quoted fields, CRLF or LF, blank lines ignored, the
 * separator found by papaparse (comma, semicolon, tab…) or named by Excel's "sep=" line. Headers
 * are matched case-insensitively. In a file not separated by commas a number may be written with
 * a decimal comma ("2,5"): `data` holds it with a point. `rowIndex` is the row's line number as a
 * spreadsheet shows it: the header is line 1, blank lines count, and a quoted cell spanning
 * lines stays one line. A quote that never closes is refused, naming its line: read on, it would
 * swallow every row after it into one cell.
 */
export function parseCsv(text: string, maxRows: number, options: ParseOptions = {}): CsvTable {
  const separator = SEPARATOR_LINE.exec(text);
  const body = separator ? text.slice(separator[0].length) : text;
  const delimiter = separator?.[1] ?? guessDelimiter(body);
  const parsed = Papa.parse<string[]>(body, { skipEmptyLines: false, delimiter });
  const runaway = findRunawayQuote(parsed);
  if (runaway !== undefined)
    throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.unclosedQuote(runaway));
  const records = parsed.data.map((cells, index) => ({ cells, line: index + 1 }));
  const [header, ...lines] = records.filter(({ cells }) => !isBlank(cells));
  if (!header) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.empty);
  const named = header.cells.map(normaliseHeader);
  const columns = named.map((column) => {
    const alias = options.aliases?.[column];
    return alias !== undefined && !named.includes(alias) ? alias : column;
  });
  if (lines.length > maxRows) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.tooManyRows);
  const decimalComma = delimiter !== ',';
  const rows = lines.map(({ cells, line }) => {
    // Without a prototype: a column named "__proto__" or "constructor" is a column like any other.
    const data = Object.create(null) as Record<string, string>;
    const raw = Object.create(null) as Record<string, string>;
    columns.forEach((column, position) => {
      if (column === '') return;
      raw[column] = cells[position] ?? '';
      const value = raw[column].trim();
      data[column] = decimalComma && DECIMAL_COMMA.test(value) ? value.replace(',', '.') : value;
    });
    return { rowIndex: line, data, raw };
  });
  if (rows.length === 0) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.empty);
  return { columns, rows, delimiter };
}

/** Refuses a file whose header lacks any of the required columns, naming them. */
export function requireColumns(table: CsvTable, required: readonly string[]) {
  const missing = required.filter((column) => !table.columns.includes(column));
  if (missing.length > 0)
    throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.missingColumns(missing));
}

const formulaStart = /^[=+\-@\t\r]/;

/** Whether a spreadsheet would read this cell as a formula: it starts with = + - @, tab or CR. */
export const startsLikeFormula = (value: string) => formulaStart.test(value);

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
export function neutraliseCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/** Undoes neutraliseCell on upload, so a downloaded file goes back in unchanged. */
export function restoreCell(value: string): string {
  return value.length > 1 && value.startsWith("'") && formulaStart.test(value.slice(1))
    ? value.slice(1)
    : value;
}

/** CSV text (with a BOM, so spreadsheets read UTF-8) from a header and rows of cells. */
export function toCsv(
  columns: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string>>,
): string {
  const safe = rows.map((row) => row.map(neutraliseCell));
  return `\uFEFF${Papa.unparse({ fields: [...columns], data: safe }, { newline: '\r\n' })}\r\n`;
}
