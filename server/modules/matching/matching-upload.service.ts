import { FEI_ID_MESSAGE, FEI_ID_PATTERN, normaliseFeiId } from '../../../contract/admin-data';
import { CSV_UPLOAD } from '../../../contract/imports';
import type { MatchUploadResult } from '../../../contract/matching';
import type { ScrapedScores } from '../../../contract/scraping';
import { badRequest } from '../../errors';
import type { AppDeps, SessionUser } from '../../types';
import { adminAuthor } from '../results/results.service';
import { parseCsv, requireColumns, restoreCell } from '../imports/csv';
import {
  CellError,
  checkScoreBounds,
  checkScrapedName,
  parsePlainCell,
  parseRider,
} from '../scraping/scoreboard-cells';
import { requireCompetition } from './matching.service';
import { recordScrapedRows, rowKey, type ScrapedRowInput } from './scraped-rows.service';

const COLUMNS = ['position', 'rider', 'horse', 'nationality', 'dressage_score', 'total_score'];

type CsvRow = ScrapedRowInput & { position: string; drScore: number | null };

/** An optional FEI id column; a malformed one is a bad cell. */
function feiId(column: string, value: string): string | null {
  const id = normaliseFeiId(value);
  if (id !== null && !FEI_ID_PATTERN.test(id)) {
    throw new CellError(`${column} "${value}" ${FEI_ID_MESSAGE}`);
  }
  return id;
}

function readRow(rowIndex: number, data: Record<string, string>): CsvRow {
  const cell = (column: string) => restoreCell(data[column] ?? '').trim();
  try {
    const rider = parseRider(cell('rider'));
    const horse = checkScrapedName(cell('horse'), 'Horse');
    const scores: ScrapedScores = { source: 'csv' };
    const dressage = parsePlainCell(cell('dressage_score'), 'Dressage_Score');
    if (dressage.kind === 'penalties') scores.dressage = { penalties: dressage.tenths };
    if (dressage.kind === 'status') scores.dressage = { status: dressage.status };
    const total = parsePlainCell(cell('total_score'), 'Total_Score');
    scores.total = total.kind === 'penalties' ? total.tenths : null;
    checkScoreBounds(scores);
    const place = /^=?(\d{1,4})/.exec(cell('position'))?.[1];
    if (place) scores.place = Number(place);
    const nationality = cell('nationality').toUpperCase() || rider.nationality;
    scores.nationality = nationality;
    scores.riderFeiId = feiId('rider_fei_id', cell('rider_fei_id'));
    scores.horseFeiId = feiId('horse_fei_id', cell('horse_fei_id'));
    return {
      athleteName: rider.name,
      horseName: horse,
      nationality,
      scores,
      position: cell('position'),
      drScore: dressage.kind === 'penalties' ? dressage.tenths / 10 : null,
    };
  } catch (error) {
    if (error instanceof CellError)
      throw badRequest(`Line ${rowIndex}: ${error.message}.`, 'csvFile');
    throw error;
  }
}

/**
 * The scraped-data matcher's upload (docs/rules.md#admin): the CSV's rows become the competition's
 * scraped rows, are matched to entries (exact, variation and fuzzy), and matched rows' dressage
 * scores are written to their entries. A bad cell refuses the file, naming the row.
 */
export async function uploadMatchingCsv(
  deps: AppDeps,
  user: SessionUser,
  competitionId: number,
  file: { text: string; filename: string },
): Promise<MatchUploadResult> {
  const { text } = file;
  await requireCompetition(deps, competitionId);
  const table = parseCsv(text, CSV_UPLOAD.maxRows);
  requireColumns(table, COLUMNS);
  const rows = table.rows.map(({ rowIndex, data }) => readRow(rowIndex, data));
  const outcome = await recordScrapedRows(deps, competitionId, rows, {
    allowAi: true,
    markScraped: false,
    author: adminAuthor(user, 'match', `Matching CSV ${file.filename}`),
  });
  const matchedEntries: MatchUploadResult['matched_entries'] = [];
  const unmatchedReport: MatchUploadResult['unmatched_report'] = [];
  for (const row of rows) {
    const result = outcome.rows.get(rowKey(row.athleteName, row.horseName));
    if (result?.matched) {
      matchedEntries.push({
        position: row.position,
        rider: row.athleteName,
        horse: row.horseName,
        dr_score: row.drScore,
        match_score: result.confidence ?? 1,
        updated: result.updated,
      });
    } else {
      unmatchedReport.push({
        position: row.position,
        rider: row.athleteName,
        horse: row.horseName,
        nationality: row.nationality ?? '',
        dr_score: row.drScore,
      });
    }
  }
  return {
    total_scraped: rows.length,
    matched: matchedEntries.length,
    unmatched: unmatchedReport.length,
    matched_entries: matchedEntries,
    unmatched_report: unmatchedReport,
  };
}
