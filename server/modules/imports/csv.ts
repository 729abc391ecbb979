import Papa from 'papaparse';
import { IMPORT_MESSAGES } from '../../../contract/imports';
import { AppError } from '../../errors';

export type CsvRow = { rowIndex: number; data: Record<string, string> };
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

/**
 * Parses CSV text with a header row: quoted fields, CRLF or LF, blank lines ignored. Headers are
 * matched case-insensitively; `rowIndex` counts data rows from 1 (the header is not counted).
 */
export function parseCsv(text: string, maxRows: number): CsvTable {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const [header, ...body] = parsed.data;
  if (!header) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.empty);
  const columns = header.map(normaliseHeader);
  if (body.length > maxRows) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.tooManyRows);
  const rows = body.map((cells, index) => {
    const data: Record<string, string> = {};
    columns.forEach((column, position) => {
      if (column !== '') data[column] = (cells[position] ?? '').trim();
    });
    return { rowIndex: index + 1, data };
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
