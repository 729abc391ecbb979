import {
  CSV_UPLOAD,
  IMPORT_MESSAGES,
  STARTLIST_REQUIRED_COLUMNS,
  type StartlistResult,
} from '../../../contract/imports';
import { AppError, notFound } from '../../errors';
import { notifyCompetitionChanged } from '../../live/competition-changed';
import type { AppDeps } from '../../types';
import { lockCompetition } from '../results/competition-lock';
import { parseCsv, requireColumns, type CsvRow } from './csv';
import {
  combinationKey,
  existingCombinations,
  findCompetitionName,
  findAthletesByNameKeys,
  findHorsesByNameKeys,
  insertAthlete,
  insertEntries,
  insertHorse,
  updateAthleteDetails,
  updateEntryDetails,
  lockImports,
} from './imports.repository';
import {
  RowError,
  invalidFormat,
  nameKey,
  parseName,
  parseNationality,
  parseOptionalInt,
  parsePrice,
} from './values';
import { rowFailures } from './row-failures';

type StartlistRow = {
  rowIndex: number;
  startOrder: number;
  rider: string;
  nationality: string | null;
  horse: string;
  price: string | null;
};

function parseStartlistRow({ rowIndex, data, raw }: CsvRow): StartlistRow {
  const startOrder = parseOptionalInt('start_order', data.start_order ?? '', 1);
  if (startOrder === null) throw invalidFormat('start_order is empty');
  return {
    rowIndex,
    startOrder,
    rider: parseName('rider', raw.rider ?? ''),
    nationality: parseNationality(data.nationality ?? ''),
    horse: parseName('horse', raw.horse ?? ''),
    price: parsePrice(data.price ?? ''),
  };
}

/**
 * Uploads a competition's start list (start_order, rider, nationality, horse, optional price):
 * riders and horses are matched by name (any case) or created, each combination's start order
 * (and price when given) is set, new combinations are entered. All or nothing: any bad row
 * refuses the file and nothing is written. Entries missing from the file are left as they are.
 */
export async function uploadStartlist(
  deps: AppDeps,
  competitionId: number,
  text: string,
): Promise<StartlistResult> {
  if (!(await findCompetitionName(deps.database.db, competitionId))) {
    throw notFound(IMPORT_MESSAGES.competitionNotFound);
  }
  const table = parseCsv(text, CSV_UPLOAD.maxRows);
  requireColumns(table, STARTLIST_REQUIRED_COLUMNS);
  const failures = rowFailures();
  const rows: StartlistRow[] = [];
  const seenOrders = new Map<number, number>();
  const seenPairs = new Map<string, number>();
  for (const csvRow of table.rows) {
    const { rowIndex } = csvRow;
    try {
      const row = parseStartlistRow(csvRow);
      const pair = `${nameKey(row.rider)}\n${nameKey(row.horse)}`;
      const orderRow = seenOrders.get(row.startOrder);
      if (orderRow !== undefined)
        throw invalidFormat(`start_order ${row.startOrder} is also on line ${orderRow}`);
      const pairRow = seenPairs.get(pair);
      if (pairRow !== undefined)
        throw invalidFormat(`${row.rider} with ${row.horse} is also on line ${pairRow}`);
      seenOrders.set(row.startOrder, rowIndex);
      seenPairs.set(pair, rowIndex);
      rows.push(row);
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      failures.add(rowIndex, error.message);
    }
  }
  failures.throwIfAny();

  const outcome = await deps.database.db.transaction(async (tx) => {
    await lockImports(tx);
    if (!(await lockCompetition(tx, competitionId)))
      throw notFound(IMPORT_MESSAGES.competitionNotFound);
    const riders = new Map<string, { id: number; nationality: string | null }>();
    for (const a of await findAthletesByNameKeys(
      tx,
      rows.map((r) => nameKey(r.rider)),
    )) {
      if (!riders.has(a.key)) riders.set(a.key, { id: a.id, nationality: a.nationality });
    }
    const horses = new Map<string, number>();
    for (const h of await findHorsesByNameKeys(
      tx,
      rows.map((r) => nameKey(r.horse)),
    )) {
      if (!horses.has(h.key)) horses.set(h.key, h.id);
    }
    const entered = await existingCombinations(tx, [competitionId]);
    const now = deps.clock.now();
    const counts = { created: 0, updated: 0, ridersCreated: 0, horsesCreated: 0 };
    const fresh = [];
    for (const row of rows) {
      let rider = riders.get(nameKey(row.rider));
      if (!rider) {
        rider = {
          id: await insertAthlete(tx, { name: row.rider, nationality: row.nationality }),
          nationality: row.nationality,
        };
        riders.set(nameKey(row.rider), rider);
        counts.ridersCreated += 1;
      } else if (rider.nationality === null && row.nationality !== null) {
        await updateAthleteDetails(tx, rider.id, { nationality: row.nationality });
        rider.nationality = row.nationality;
      }
      let horseId = horses.get(nameKey(row.horse));
      if (horseId === undefined) {
        horseId = await insertHorse(tx, { name: row.horse });
        horses.set(nameKey(row.horse), horseId);
        counts.horsesCreated += 1;
      }
      const entryId = entered.get(combinationKey(competitionId, rider.id, horseId));
      if (entryId === undefined) {
        fresh.push({
          competitionId,
          athleteId: rider.id,
          horseId,
          startOrder: row.startOrder,
          ...(row.price === null ? {} : { price: row.price }),
        });
      } else {
        await updateEntryDetails(
          tx,
          entryId,
          { startOrder: row.startOrder, ...(row.price === null ? {} : { price: row.price }) },
          now,
        );
        counts.updated += 1;
      }
    }
    counts.created = await insertEntries(tx, fresh);
    if (counts.created !== fresh.length) {
      throw new AppError(
        'CONFLICT',
        'The entries changed while the start list was saved. Please upload it again.',
      );
    }
    return counts;
  });
  await notifyCompetitionChanged(deps.database, competitionId);
  return {
    message: `Startlist uploaded: ${rows.length} entries processed (${outcome.created} new, ${outcome.updated} updated).`,
    entriesProcessed: rows.length,
    ...outcome,
  };
}
