import {
  ATHLETE_CSV_COLUMNS,
  CSV_UPLOAD,
  type AthleteImportResult,
  type ImportRowError,
} from '../../../contract/imports';
import { notifyCompetitionChanged } from '../../live/competition-changed';
import type { AppDeps } from '../../types';
import { parseCsv, requireColumns } from './csv';
import {
  competitionsOfEntries,
  findAthletesByNameKeys,
  insertAthlete,
  updateAthleteDetails,
  lockImports,
} from './imports.repository';
import { RowError, nameKey, parseBirthDate, parseName, parseNationality } from './values';

type AthleteRow = {
  name: string;
  key: string;
  birthDate: string | null;
  nationality: string | null;
};

/**
 * Imports athletes from CSV (name, birth_date DD/MM/YYYY, nationality). A name already known
 * (any case, any spacing) updates that athlete; others are created. Rows with errors are
 * skipped and reported; the valid rows are written together in one transaction. The answer
 * names the encoding the file was read in (decision 040).
 */
export async function importAthletes(
  deps: AppDeps,
  file: { text: string; encoding: string },
): Promise<AthleteImportResult> {
  const table = parseCsv(file.text, CSV_UPLOAD.maxRows);
  requireColumns(table, ATHLETE_CSV_COLUMNS);
  const today = deps.clock.now();
  const errors: ImportRowError[] = [];
  const valid: AthleteRow[] = [];
  for (const { rowIndex, data, raw } of table.rows) {
    try {
      const name = parseName('name', raw.name ?? '');
      valid.push({
        name,
        key: nameKey(name),
        birthDate: parseBirthDate(data.birth_date ?? '', today),
        nationality: parseNationality(data.nationality ?? ''),
      });
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      errors.push({ rowIndex, error: error.message, data });
    }
  }

  const { imported, updatedIds } = await deps.database.db.transaction(async (tx) => {
    await lockImports(tx);
    const known = new Map<string, number>();
    for (const athlete of await findAthletesByNameKeys(tx, [...new Set(valid.map((r) => r.key))])) {
      if (!known.has(athlete.key)) known.set(athlete.key, athlete.id);
    }
    let created = 0;
    const updated: number[] = [];
    for (const row of valid) {
      const id = known.get(row.key);
      if (id === undefined) {
        known.set(
          row.key,
          await insertAthlete(tx, {
            name: row.name,
            birthDate: row.birthDate,
            nationality: row.nationality,
          }),
        );
        created += 1;
      } else {
        await updateAthleteDetails(tx, id, {
          ...(row.birthDate ? { birthDate: row.birthDate } : {}),
          ...(row.nationality ? { nationality: row.nationality } : {}),
        });
        updated.push(id);
      }
    }
    return { imported: created, updatedIds: updated };
  });

  for (const competitionId of await competitionsOfEntries(deps.database.db, {
    athleteIds: updatedIds,
  })) {
    await notifyCompetitionChanged(deps.database, competitionId);
  }
  return {
    imported,
    updated: updatedIds.length,
    skipped: errors.length,
    errors,
    encoding: file.encoding,
  };
}
