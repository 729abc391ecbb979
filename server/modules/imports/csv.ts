import Papa from 'papaparse';
import { IMPORT_MESSAGES } from '../../../contract/imports';
import { AppError } from '../../errors';

/** `data` holds trimmed cells by column; `raw` the same cells exactly as the file wrote them. */
export type CsvRow = {
  rowIndex: number;
  data: Record<string, string>;
  raw: Record<string, string>;
};
export type CsvTable = { columns: string[]; rows: CsvRow[] };

const normaliseHeader = (value: string) => value.trim().toLowerCase().replace(/\s+/g, '_');

/** The file's text: UTF-8 (a BOM is dropped), no NUL bytes, else it is not a CSV file. */
export function decodeCsvText(bytes: Buffer): string {
  if (bytes.includes(0)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_MESSAGES.notText);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_MESSAGES.notText);
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Parses CSV text with a header row: quoted fields, CRLF or LF, blank lines ignored. Headers are
 * matched case-insensitively. `rowIndex` is the row's line number as a spreadsheet shows it: the
 * header is line 1, blank lines count, and a quoted cell spanning lines stays one line.
 */
export function parseCsv(text: string, maxRows: number): CsvTable {
  const records = Papa.parse<string[]>(text, { skipEmptyLines: false }).data.map(
    (cells, index) => ({ cells, line: index + 1 }),
  );
  const [header, ...body] = records.filter(({ cells }) => !isBlank(cells));
  if (!header) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.empty);
  const columns = header.cells.map(normaliseHeader);
  if (body.length > maxRows) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.tooManyRows);
  const rows = body.map(({ cells, line }) => {
    const data: Record<string, string> = {};
    const raw: Record<string, string> = {};
    columns.forEach((column, position) => {
      if (column === '') return;
      raw[column] = cells[position] ?? '';
      data[column] = raw[column].trim();
    });
    return { rowIndex: line, data, raw };
  });
  if (rows.length === 0) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.empty);
  return { columns, rows };
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
