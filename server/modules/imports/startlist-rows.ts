import type { CsvRow } from './csv';
import type { rowFailures } from './row-failures';
import {
  RowError,
  invalidFormat,
  nameKey,
  parseBridleNumber,
  parseFeiId,
  parseName,
  parseNationality,
  parseOptionalInt,
  parsePrice,
  parseRiderCell,
} from './values';

export type StartlistRow = {
  rowIndex: number;
  startOrder: number;
  bridleNumber: number | null;
  rider: string;
  nationality: string | null;
  riderFeiId: string | null;
  horse: string;
  horseFeiId: string | null;
  price: string | null;
};

/**
 * One start-list row. The rider may carry the nation in brackets ("SMITH Ann (GBR)"); a
 * nationality column, when filled, must agree with it. A file without a start order column
 * starts its rows in the order it lists them (`place`, from 1; decision 107).
 */
function parseStartlistRow({ rowIndex, data, raw }: CsvRow, place: number): StartlistRow {
  const startOrder =
    data.start_order === undefined ? place : parseOptionalInt('start_order', data.start_order, 1);
  if (startOrder === null) throw invalidFormat('start_order is empty');
  const rider = parseRiderCell(raw.rider ?? '');
  const column = parseNationality(data.nationality ?? '');
  if (column !== null && rider.nationality !== null && column !== rider.nationality) {
    throw invalidFormat(
      `nationality ${column} differs from the rider's (${rider.nationality}) in the rider column`,
    );
  }
  return {
    rowIndex,
    startOrder,
    bridleNumber: parseBridleNumber(data.bridle_number ?? ''),
    rider: rider.name,
    nationality: column ?? rider.nationality,
    riderFeiId: parseFeiId('rider_fei_id', data.rider_fei_id ?? ''),
    horse: parseName('horse', raw.horse ?? ''),
    horseFeiId: parseFeiId('horse_fei_id', data.horse_fei_id ?? ''),
    price: parsePrice(data.price ?? '', (raw.price ?? '').trim()),
  };
}

/**
 * Every row of the file read and checked against the others (start order, bridle number and
 * combination each once); problems are added to `failures`, by line.
 */
export function readStartlistRows(
  rows: readonly CsvRow[],
  failures: ReturnType<typeof rowFailures>,
): StartlistRow[] {
  const read: StartlistRow[] = [];
  const seen = { order: new Map<number, number>(), bridle: new Map<number, number>() };
  const pairs = new Map<string, number>();
  for (const [index, csvRow] of rows.entries()) {
    try {
      const row = parseStartlistRow(csvRow, index + 1);
      const pair = `${nameKey(row.rider)}\n${nameKey(row.horse)}`;
      const orderLine = seen.order.get(row.startOrder);
      if (orderLine !== undefined)
        throw invalidFormat(`start_order ${row.startOrder} is also on line ${orderLine}`);
      const bridleLine = row.bridleNumber === null ? undefined : seen.bridle.get(row.bridleNumber);
      if (bridleLine !== undefined)
        throw invalidFormat(`bridle_number ${row.bridleNumber} is also on line ${bridleLine}`);
      const pairLine = pairs.get(pair);
      if (pairLine !== undefined)
        throw invalidFormat(`${row.rider} with ${row.horse} is also on line ${pairLine}`);
      seen.order.set(row.startOrder, row.rowIndex);
      if (row.bridleNumber !== null) seen.bridle.set(row.bridleNumber, row.rowIndex);
      pairs.set(pair, row.rowIndex);
      read.push(row);
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      failures.add(csvRow.rowIndex, error.message);
    }
  }
  return read;
}

/**
 * Two rows written differently ("SMITH Ann (GBR)", "Smith, Ann") that were read as the same rider
 * on the same horse: the second is refused, naming the first as it was written.
 */
export function checkResolvedCombinations(
  resolved: ReadonlyArray<{ row: StartlistRow; riderId: number; horseId: number }>,
  failures: ReturnType<typeof rowFailures>,
) {
  const first = new Map<string, StartlistRow>();
  for (const { row, riderId, horseId } of resolved) {
    const key = `${riderId}:${horseId}`;
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, row);
      continue;
    }
    failures.add(
      row.rowIndex,
      invalidFormat(
        `${row.rider} with ${row.horse} is also on line ${earlier.rowIndex}, written ${earlier.rider} with ${earlier.horse}`,
      ).message,
    );
  }
}
