import { z } from 'zod';
import { SCORE_PENALTY_FIELDS } from './score-fields';

/** CSV imports and exports of the admin panel (decision 009). */
export const CSV_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  maxLabel: '5 MB',
  /** Rows beyond this are refused as a whole file, before any is read into the database. */
  maxRows: 20000,
} as const;

const SHOWN_LINES = 10;
const listLines = (lines: readonly number[]) => {
  const shown = lines.slice(0, SHOWN_LINES).map(String);
  if (lines.length > SHOWN_LINES)
    return `${shown.join(', ')} (and ${lines.length - SHOWN_LINES} more)`;
  const last = shown.pop();
  return shown.length === 0 ? (last ?? '') : `${shown.join(', ')} and ${last ?? ''}`;
};

export const IMPORT_MESSAGES = {
  onlyCsv: 'Only .csv files are accepted.',
  notText:
    'This file cannot be read as text in any encoding spreadsheets save: save it as "CSV UTF-8" and upload it again.',
  tooLarge: `The file is too large: CSV files can be at most ${CSV_UPLOAD.maxLabel}.`,
  fileMissing: (field: string) => `Choose a .csv file to upload (form field ${field}).`,
  empty: 'The file has no data rows.',
  tooManyRows: `The file has too many rows: at most ${CSV_UPLOAD.maxRows}.`,
  unclosedQuote: (line: number) =>
    `Nothing was saved: the quote (") that opens a cell on line ${line} is not closed at the end of that cell, so every line after it would be read into that one cell. Close the quote at the end of the cell or remove it (a quote inside a quoted cell is written twice: ""), then upload the file again.`,
  missingColumns: (columns: string[]) =>
    `Missing column${columns.length > 1 ? 's' : ''}: ${columns.join(', ')}.`,
  competitionNotFound: 'Competition not found.',
  scoresChanged: (lines: readonly number[]) =>
    `Nothing was saved. The scores on ${lines.length === 1 ? 'line' : 'lines'} ${listLines(lines)} changed since this file was downloaded: download the entries again and make your changes in the new file.`,
  noResultsColumns: (columns: readonly string[], editable: readonly string[]) =>
    `Nothing was saved: no column of this file is one a results upload changes (its columns: ${columns.join(', ')}). Give entry_id and any of ${editable.join(', ')}, as the entries download names them.`,
  columnsNotRead: (columns: readonly string[]) =>
    columns.length === 0 ? '' : ` Columns not read: ${columns.join(', ')}.`,
  startlistUploaded: (processed: number, created: number, updated: number) =>
    `Startlist uploaded: ${processed} ${processed === 1 ? 'entry' : 'entries'} processed (${created} new, ${updated} updated).`,
} as const;

export const ATHLETE_CSV_COLUMNS = ['name', 'birth_date', 'nationality'] as const;
export const ENTRY_CSV_COLUMNS = [
  'competition_id',
  'athlete_id',
  'horse_id',
  'price',
  'ra6',
  'sj6',
  'hfi',
  'tsp',
  'exp_pts',
  'elo_in',
  'elo_out',
  'hpr',
] as const;
export const STARTLIST_CSV_COLUMNS = [
  'start_order',
  'bridle_number',
  'rider',
  'nationality',
  'rider_fei_id',
  'horse',
  'horse_fei_id',
  'price',
] as const;
/**
 * Other headers spreadsheets and scoring systems use for the same columns; read as the column
 * named on the right.
 */
export const CSV_COLUMN_ALIASES: Readonly<Record<string, string>> = {
  order: 'start_order',
  draw: 'start_order',
  draw_order: 'start_order',
  running_order: 'start_order',
  starting_order: 'start_order',
  bridle: 'bridle_number',
  bridle_no: 'bridle_number',
  bib: 'bridle_number',
  bib_number: 'bridle_number',
  no: 'bridle_number',
  'no.': 'bridle_number',
  athlete: 'rider',
  competitor: 'rider',
  rider_name: 'rider',
  horse_name: 'horse',
  nat: 'nationality',
  nf: 'nationality',
  rider_fei: 'rider_fei_id',
  athlete_fei_id: 'rider_fei_id',
  horse_fei: 'horse_fei_id',
};
/** Without a start order column, the rows start in the file's order (decision 107). */
export const STARTLIST_REQUIRED_COLUMNS = ['rider', 'horse'] as const;

/**
 * The entries download, which is also the results upload: an administrator downloads, edits in a
 * spreadsheet and uploads it back. Computed columns (position, points, total) are ignored on
 * upload and recomputed by the scoring rules. `scores_version` is a code of the row's scores as
 * downloaded: the upload refuses a file that would change scores changed since (decision 078).
 */
export const RESULTS_CSV_COLUMNS = [
  'entry_id',
  'competition_id',
  'athlete_id',
  'rider',
  'nationality',
  'horse_id',
  'horse',
  'start_order',
  'bridle_number',
  'price',
  'ra6',
  'sj6',
  'hfi',
  'tsp',
  'exp_pts',
  'elo_in',
  'elo_out',
  'hpr',
  ...SCORE_PENALTY_FIELDS,
  'position_override',
  'score',
  'position',
  'dr_pts',
  'sj_pts',
  'xc_pts',
  'total_pts',
  'scores_version',
] as const;

export const importRowErrorSchema = z.object({
  /** The row's line number as a spreadsheet shows it: the header is line 1. */
  rowIndex: z.number().int(),
  error: z.string(),
  data: z.record(z.string(), z.string()),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/**
 * The encoding an upload's file was read in, as iconv-lite names it: utf-8, utf-16le,
 * windows-1252… Every CSV upload answers with it (decision 040).
 */
export const readEncodingSchema = z.string();

/** Code pages by what they are for, so the operator can tell whether the letters were read right. */
const CODE_PAGES: Readonly<Record<string, string>> = {
  'windows-1250': 'Windows-1250 (Central European)',
  'windows-1251': 'Windows-1251 (Cyrillic)',
  'windows-1252': 'Windows-1252 (Western European)',
  'windows-1253': 'Windows-1253 (Greek)',
  'windows-1254': 'Windows-1254 (Turkish)',
  'windows-1257': 'Windows-1257 (Baltic)',
  'iso-8859-2': 'ISO-8859-2 (Central European)',
  'iso-8859-5': 'ISO-8859-5 (Cyrillic)',
  'iso-8859-7': 'ISO-8859-7 (Greek)',
  'iso-8859-9': 'ISO-8859-9 (Turkish)',
  'iso-8859-15': 'ISO-8859-15 (Western European)',
};

/**
 * What an import's answer says of the file's encoding (decision 040). A file in a code page was
 * read by a guess that short files can get wrong (Windows-1250 read as 1252): the operator is
 * told which, and what to do when names came out wrong.
 */
export function encodingNote(encoding: string): string {
  const name = encoding.toLowerCase();
  if (name === 'utf-8') return 'File read as UTF-8.';
  if (name.startsWith('utf-16')) return 'File read as UTF-16.';
  return `File read as ${CODE_PAGES[name] ?? encoding}: if accented letters look wrong, save it as CSV UTF-8 and import it again.`;
}

export const athleteImportResultSchema = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(importRowErrorSchema),
  encoding: readEncodingSchema,
});
export type AthleteImportResult = z.infer<typeof athleteImportResultSchema>;

export const entryImportResultSchema = z.object({
  imported: z.number().int(),
  duplicates: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(importRowErrorSchema),
  encoding: readEncodingSchema,
});
export type EntryImportResult = z.infer<typeof entryImportResultSchema>;

/**
 * A name of the file that was linked to a record that existed before the upload, or to one an
 * earlier row created under a name written otherwise, and why: the same FEI id, the same name
 * (riders of the same generation, Jr or Sr; the nation breaks a tie), or the same name ridden by
 * the same rider before (horses; decision 043).
 */
export const linkedRecordSchema = z.object({
  rowIndex: z.number().int(),
  kind: z.enum(['rider', 'horse']),
  /** The name as the file wrote it. */
  name: z.string(),
  id: z.number().int(),
  /** The record's stored name. */
  linkedTo: z.string(),
  by: z.enum(['fei_id', 'name', 'name_and_rider']),
});
export type LinkedRecord = z.infer<typeof linkedRecordSchema>;

export const startlistResultSchema = z.object({
  message: z.string(),
  entriesProcessed: z.number().int(),
  created: z.number().int(),
  /** Entries whose start order, bridle number or price changed; 0 for an unchanged file. */
  updated: z.number().int(),
  unchanged: z.number().int(),
  ridersCreated: z.number().int(),
  horsesCreated: z.number().int(),
  /** Every rider and horse of the file matched to an existing record or one written otherwise. */
  linked: z.array(linkedRecordSchema),
  encoding: readEncodingSchema,
});
export type StartlistResult = z.infer<typeof startlistResultSchema>;

export const resultsUploadSchema = z.object({
  message: z.string(),
  updated: z.number().int(),
  /** Columns of the file that are none of the entries download's, left out (the message names them). */
  ignoredColumns: z.array(z.string()),
  encoding: readEncodingSchema,
});
export type ResultsUploadResult = z.infer<typeof resultsUploadSchema>;

/** The four groups of an entries import's row errors. */
export const IMPORT_ERROR_GROUPS = [
  'Numeric overflow',
  'Invalid data format',
  'Missing reference',
  'Other',
] as const;
export type ImportErrorGroup = (typeof IMPORT_ERROR_GROUPS)[number];

/** Which group a row error belongs to, read from its message (the server starts each with its group). */
export function classifyImportError(message: string): ImportErrorGroup {
  const text = message.toLowerCase();
  if (text.includes('numeric overflow') || text.includes('out of range')) return 'Numeric overflow';
  if (
    text.includes('missing reference') ||
    text.includes('foreign key') ||
    text.includes('does not exist')
  )
    return 'Missing reference';
  if (text.includes('invalid data format') || text.includes('invalid input syntax'))
    return 'Invalid data format';
  return 'Other';
}

/** Row errors grouped for the summary, in the order of IMPORT_ERROR_GROUPS, empty groups left out. */
export function groupImportErrors(
  errors: readonly ImportRowError[],
): Array<{ group: ImportErrorGroup; errors: ImportRowError[] }> {
  return IMPORT_ERROR_GROUPS.map((group) => ({
    group,
    errors: errors.filter((error) => classifyImportError(error.error) === group),
  })).filter((entry) => entry.errors.length > 0);
}

/** 'Import Complete with Errors' (destructive) when any row was skipped, else 'Import Complete'. */
export function importSummaryTitle(result: { skipped: number }): {
  title: 'Import Complete' | 'Import Complete with Errors';
  destructive: boolean;
} {
  return result.skipped > 0
    ? { title: 'Import Complete with Errors', destructive: true }
    : { title: 'Import Complete', destructive: false };
}
