import {
  CSV_COLUMN_ALIASES,
  CSV_UPLOAD,
  IMPORT_MESSAGES,
  STARTLIST_REQUIRED_COLUMNS,
  type LinkedRecord,
  type StartlistResult,
} from '../../../contract/imports';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { notifyCompetitionChanged } from '../../live/competition-changed';
import type { AppDeps } from '../../types';
import { lockCompetition } from '../results/competition-lock';
import { horseDisplayName, riderDisplayName } from '../results-history/name-index';
import { parseCsv, requireColumns } from './csv';
import { horseIdentities, riderIdentities, type Found } from './identities';
import {
  combinationKey,
  findCompetitionName,
  identityAthletes,
  identityHorses,
  insertAthlete,
  insertEntries,
  insertHorse,
  knownRides,
  listCompetitionEntriesForFile,
  lockImports,
  setFeiId,
  updateAthleteDetails,
  updateEntryDetails,
  type EntryDetailsWrite,
} from './imports.repository';
import { rowFailures } from './row-failures';
import { checkResolvedCombinations, readStartlistRows, type StartlistRow } from './startlist-rows';

type Resolved = { row: StartlistRow; riderId: number; horseId: number };

/**
 * Each row's rider and horse found (decision 043) or created. Links are noted to records that
 * existed before, and to one an earlier row created under a name written otherwise.
 */
async function resolveIdentities(tx: Db, rows: readonly StartlistRow[]) {
  const riders = riderIdentities(await identityAthletes(tx));
  const horses = horseIdentities(await identityHorses(tx), await knownRides(tx));
  const created = { riders: new Set<number>(), horses: new Set<number>() };
  const linked: LinkedRecord[] = [];
  const resolved: Resolved[] = [];
  const link = (row: StartlistRow, kind: LinkedRecord['kind'], found: Found) => {
    const name = kind === 'rider' ? row.rider : row.horse;
    linked.push({
      rowIndex: row.rowIndex,
      kind,
      name,
      id: found.id,
      linkedTo: found.name,
      by: found.by,
    });
  };
  for (const row of rows) {
    const rider = riders.find(row.rider, row.nationality, row.riderFeiId);
    let riderId: number;
    if (rider) {
      riderId = rider.id;
      const known = riders.get(rider.id);
      if (known && known.feiId === null && row.riderFeiId !== null) {
        await setFeiId(tx, 'athlete', rider.id, row.riderFeiId);
        riders.add({ ...known, feiId: row.riderFeiId });
      }
      if (known && known.nationality === null && row.nationality !== null) {
        await updateAthleteDetails(tx, rider.id, { nationality: row.nationality });
        known.nationality = row.nationality;
      }
      if (!created.riders.has(rider.id) || riderDisplayName(row.rider) !== rider.name) {
        link(row, 'rider', rider);
      }
    } else {
      const values = {
        name: riderDisplayName(row.rider),
        nationality: row.nationality,
        feiId: row.riderFeiId,
      };
      riderId = await insertAthlete(tx, values);
      riders.add({ id: riderId, ...values });
      created.riders.add(riderId);
    }
    const horse = horses.find(row.horse, row.horseFeiId, riderId);
    let horseId: number;
    if (horse) {
      horseId = horse.id;
      const known = horses.get(horse.id);
      if (known && known.feiId === null && row.horseFeiId !== null) {
        await setFeiId(tx, 'horse', horse.id, row.horseFeiId);
        horses.add({ ...known, feiId: row.horseFeiId });
      }
      if (!created.horses.has(horse.id) || horseDisplayName(row.horse) !== horse.name) {
        link(row, 'horse', horse);
      }
    } else {
      const name = horseDisplayName(row.horse);
      horseId = await insertHorse(tx, { name, feiId: row.horseFeiId });
      horses.add({ id: horseId, name, feiId: row.horseFeiId });
      created.horses.add(horseId);
    }
    horses.ride(riderId, horseId);
    resolved.push({ row, riderId, horseId });
  }
  const counts = { ridersCreated: created.riders.size, horsesCreated: created.horses.size };
  return { resolved, linked, counts };
}

type Stored = {
  id: number;
  startOrder: number | null;
  bridleNumber: number | null;
  price: string;
  priceOverride: string | null;
  priceBeforeOverride: string | null;
  priceGivenAt: Date | null;
};

/**
 * What a row changes on its entry: start order, bridle number (when the file has the column),
 * price. Under an operator's override the file's price is compared with the price the entry had
 * without it, which is what it sets (decision 039). A price no file gave before is given now,
 * even when it equals the default the entry had (decision 099).
 */
function entryChanges(row: StartlistRow, stored: Stored, withBridle: boolean): EntryDetailsWrite {
  const changes: EntryDetailsWrite = {};
  if (stored.startOrder !== row.startOrder) changes.startOrder = row.startOrder;
  if (withBridle && stored.bridleNumber !== row.bridleNumber)
    changes.bridleNumber = row.bridleNumber;
  const listed = stored.priceOverride === null ? stored.price : stored.priceBeforeOverride;
  const differs = listed === null || Number(listed) !== Number(row.price);
  if (row.price !== null && (differs || stored.priceGivenAt === null)) {
    changes.price = row.price;
  }
  return changes;
}

/** A bridle number the file gives that an entry left out of the file already uses. */
function checkBridles(
  resolved: readonly Resolved[],
  stored: ReadonlyMap<string, Stored & { rider: string; horse: string }>,
  competitionId: number,
  failures: ReturnType<typeof rowFailures>,
) {
  const inFile = new Set(
    resolved.map(({ riderId, horseId }) => combinationKey(competitionId, riderId, horseId)),
  );
  const others = new Map(
    [...stored]
      .filter(([key, entry]) => !inFile.has(key) && entry.bridleNumber !== null)
      .map(([, entry]) => [entry.bridleNumber, entry]),
  );
  for (const { row } of resolved) {
    const holder = row.bridleNumber === null ? undefined : others.get(row.bridleNumber);
    if (holder) {
      failures.add(
        row.rowIndex,
        `Invalid data format: bridle_number ${row.bridleNumber} is already used by ${holder.rider} with ${holder.horse}, who is not in this file`,
      );
    }
  }
}

/**
 * Uploads a competition's start list (start_order, rider, horse; optional bridle_number,
 * nationality, rider_fei_id, horse_fei_id, price), read in whatever encoding and separator the
 * spreadsheet saved. Riders and horses are found as decision 043 says or created, and the answer
 * names every link to an existing record. Each combination's start order, bridle number and
 * price are set; new combinations are entered; `updated` counts entries whose values changed.
 * All or nothing: any bad row refuses the file. Entries missing from the file are left as they are.
 * The answer names the encoding the file was read in (decision 040).
 */
export async function uploadStartlist(
  deps: AppDeps,
  competitionId: number,
  file: { text: string; encoding: string },
): Promise<StartlistResult> {
  if (!(await findCompetitionName(deps.database.db, competitionId))) {
    throw notFound(IMPORT_MESSAGES.competitionNotFound);
  }
  const table = parseCsv(file.text, CSV_UPLOAD.maxRows, { aliases: CSV_COLUMN_ALIASES });
  requireColumns(table, STARTLIST_REQUIRED_COLUMNS);
  const withBridle = table.columns.includes('bridle_number');
  const failures = rowFailures();
  const rows = readStartlistRows(table.rows, failures);
  failures.throwIfAny();

  const outcome = await deps.database.db.transaction(async (tx) => {
    await lockImports(tx);
    if (!(await lockCompetition(tx, competitionId)))
      throw notFound(IMPORT_MESSAGES.competitionNotFound);
    const { resolved, linked, counts } = await resolveIdentities(tx, rows);
    checkResolvedCombinations(resolved, failures);
    const stored = new Map(
      (await listCompetitionEntriesForFile(tx, competitionId)).map(({ entry, rider, horse }) => [
        combinationKey(competitionId, entry.athleteId, entry.horseId),
        { ...entry, rider, horse },
      ]),
    );
    if (withBridle) checkBridles(resolved, stored, competitionId, failures);
    failures.throwIfAny();
    const now = deps.clock.now();
    const updates: Array<{ id: number; changes: EntryDetailsWrite }> = [];
    const fresh = [];
    for (const { row, riderId, horseId } of resolved) {
      const entry = stored.get(combinationKey(competitionId, riderId, horseId));
      if (!entry) {
        fresh.push({
          competitionId,
          athleteId: riderId,
          horseId,
          startOrder: row.startOrder,
          bridleNumber: row.bridleNumber,
          ...(row.price === null ? {} : { price: row.price, priceGivenAt: now }),
        });
        continue;
      }
      const changes = entryChanges(row, entry, withBridle);
      if (Object.keys(changes).length > 0) updates.push({ id: entry.id, changes });
    }
    // Bridle numbers may move between entries: free the changed ones before writing any.
    for (const { id, changes } of updates) {
      if (changes.bridleNumber !== undefined)
        await updateEntryDetails(tx, id, { bridleNumber: null }, now);
    }
    for (const { id, changes } of updates) await updateEntryDetails(tx, id, changes, now);
    const created = await insertEntries(tx, fresh);
    if (created !== fresh.length) {
      throw new AppError(
        'CONFLICT',
        'The entries changed while the start list was saved. Please upload it again.',
      );
    }
    const updated = updates.length;
    return {
      created,
      updated,
      unchanged: resolved.length - fresh.length - updated,
      linked,
      ...counts,
    };
  });
  await notifyCompetitionChanged(deps.database, competitionId);
  return {
    message: IMPORT_MESSAGES.startlistUploaded(rows.length, outcome.created, outcome.updated),
    entriesProcessed: rows.length,
    ...outcome,
    encoding: file.encoding,
  };
}
