import { CSV_UPLOAD, type EntryImportResult, type ImportRowError } from '../../../contract/imports';
import type { competitionEntries } from '../../db/schema/index';
import { notifyCompetitionChanged } from '../../live/competition-changed';
import type { AppDeps } from '../../types';
import { parseCsv, requireColumns, type CsvRow } from './csv';
import {
  combinationKey,
  existingAthleteIds,
  existingCombinations,
  existingCompetitionIds,
  existingHorseIds,
  insertEntries,
} from './imports.repository';
import { RowError, missingReference, parseId, parsePrice, parseStatistic } from './values';

type EntryInsert = typeof competitionEntries.$inferInsert;
type ParsedEntry = {
  row: CsvRow;
  values: EntryInsert & { competitionId: number; athleteId: number; horseId: number };
};

/** The file's hfi column is the entry's xcj10 statistic (decision 009). */
const STATISTIC_COLUMNS = [
  ['ra6', 'ra6'],
  ['sj6', 'sj6'],
  ['hfi', 'xcj10'],
  ['tsp', 'tsp'],
  ['exp_pts', 'expPts'],
  ['elo_in', 'eloIn'],
  ['elo_out', 'eloOut'],
  ['hpr', 'hpr'],
] as const;

function parseEntryRow(row: CsvRow): ParsedEntry {
  const cell = (column: string) => row.data[column] ?? '';
  // The cell as the file wrote it ("2,5" where the value read is 2.5), for a refusal to quote.
  const written = (column: string) => (row.raw[column] ?? '').trim();
  const values: ParsedEntry['values'] = {
    competitionId: parseId('competition_id', cell('competition_id')),
    athleteId: parseId('athlete_id', cell('athlete_id')),
    horseId: parseId('horse_id', cell('horse_id')),
  };
  const price = parsePrice(cell('price'), written('price'));
  if (price !== null) values.price = price;
  for (const [column, key] of STATISTIC_COLUMNS)
    values[key] = parseStatistic(column, cell(column), written(column));
  return { row, values };
}

/**
 * Imports competition entries from CSV (the twelve columns of the entries file, decision 009). Each row is checked
 * (numbers that fit their columns, competition, athlete and horse that exist) before anything
 * is written; rows with errors are skipped and reported with their data, a combination already
 * entered counts as a duplicate, and the rest go in together. The answer names the encoding the
 * file was read in (decision 040).
 */
export async function importCompetitionEntries(
  deps: AppDeps,
  file: { text: string; encoding: string },
): Promise<EntryImportResult> {
  const table = parseCsv(file.text, CSV_UPLOAD.maxRows);
  requireColumns(table, ['competition_id', 'athlete_id', 'horse_id']);
  const errors: ImportRowError[] = [];
  const reject = (row: CsvRow, error: unknown) => {
    if (!(error instanceof RowError)) throw error;
    errors.push({ rowIndex: row.rowIndex, error: error.message, data: row.data });
  };

  const parsed: ParsedEntry[] = [];
  for (const row of table.rows) {
    try {
      parsed.push(parseEntryRow(row));
    } catch (error) {
      reject(row, error);
    }
  }

  const db = deps.database.db;
  const [competitions, riders, horses] = await Promise.all([
    existingCompetitionIds(
      db,
      parsed.map((p) => p.values.competitionId),
    ),
    existingAthleteIds(
      db,
      parsed.map((p) => p.values.athleteId),
    ),
    existingHorseIds(
      db,
      parsed.map((p) => p.values.horseId),
    ),
  ]);
  const entered = await existingCombinations(db, [...competitions]);
  const toInsert: EntryInsert[] = [];
  let duplicates = 0;
  for (const entry of parsed) {
    const { competitionId, athleteId, horseId } = entry.values;
    try {
      if (!competitions.has(competitionId))
        throw missingReference(`competition_id ${competitionId} does not exist`);
      if (!riders.has(athleteId)) throw missingReference(`athlete_id ${athleteId} does not exist`);
      if (!horses.has(horseId)) throw missingReference(`horse_id ${horseId} does not exist`);
    } catch (error) {
      reject(entry.row, error);
      continue;
    }
    const key = combinationKey(competitionId, athleteId, horseId);
    if (entered.has(key)) {
      duplicates += 1;
      continue;
    }
    entered.set(key, 0);
    // A price the file gives is priced, even the default 2.5 (decision 099).
    const given = entry.values.price === undefined ? {} : { priceGivenAt: deps.clock.now() };
    toInsert.push({ ...entry.values, ...given });
  }

  const imported = await db.transaction((tx) => insertEntries(tx, toInsert));
  duplicates += toInsert.length - imported;
  const touched = new Set(toInsert.map((values) => values.competitionId));
  for (const competitionId of touched) await notifyCompetitionChanged(deps.database, competitionId);
  errors.sort((a, b) => a.rowIndex - b.rowIndex);
  return { imported, duplicates, skipped: errors.length, errors, encoding: file.encoding };
}
