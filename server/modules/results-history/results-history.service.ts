import { CSV_UPLOAD, type ImportRowError } from '../../../contract/imports';
import {
  RESULTS_HISTORY_CSV_COLUMNS,
  RESULTS_HISTORY_MESSAGES,
  type ResultsHistoryImport,
  type ResultsHistoryList,
} from '../../../contract/results-history';
import { notFound } from '../../errors';
import type { AppDeps } from '../../types';
import { parseCsv, requireColumns } from '../imports/csv';
import { horseIdentities, riderIdentities } from '../imports/identities';
import { identityAthletes, identityHorses, knownRides } from '../imports/imports.repository';
import { RowError } from '../imports/values';
import { horseDisplayName, riderDisplayName } from './name-index';
import { parseHistoryRow, runChanges, type HistoryRow } from './results-history-rows';
import {
  deleteEventRuns,
  historyEventLevels,
  insertAthletes,
  insertHorses,
  insertRuns,
  listRunsOfEvents,
  lockHistoryImports,
  updateRun,
  type RunWrite,
} from './results-history.repository';

/** A run is its event, its date and its combination (decision 040). */
const runKey = (run: {
  eventName: string;
  eventDate: string;
  athleteId: number;
  horseId: number;
}) => `${run.eventName}\u0000${run.eventDate}\u0000${run.athleteId}\u0000${run.horseId}`;

function readRows(text: string) {
  const table = parseCsv(text, CSV_UPLOAD.maxRows);
  requireColumns(table, RESULTS_HISTORY_CSV_COLUMNS);
  const errors: ImportRowError[] = [];
  const rows: HistoryRow[] = [];
  for (const { rowIndex, data, raw } of table.rows) {
    try {
      rows.push(parseHistoryRow(data, raw));
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      errors.push({ rowIndex, error: error.message, data });
    }
  }
  return { rows, errors };
}

/**
 * Imports past results whole (docs/rules.md#results-history): each row's rider and horse are found
 * as decision 043 says (an FEI id decides; riders by name and nation; horses by name only with
 * their rider) or created. A run already stored (same event, date and combination, whatever its
 * level text) takes the file's level and scores; a row naming a run an earlier row named replaces
 * it. Importing a file twice changes nothing. Bad rows are reported and skipped. The answer names
 * the encoding the file was read in (decision 040).
 */
export async function importResultsHistory(
  deps: AppDeps,
  file: { text: string; encoding: string },
): Promise<ResultsHistoryImport> {
  const { rows, errors } = readRows(file.text);
  const counts = await deps.database.db.transaction(async (tx) => {
    await lockHistoryImports(tx);
    const riders = riderIdentities(await identityAthletes(tx));
    const horses = horseIdentities(await identityHorses(tx), await knownRides(tx));
    // New records get placeholder ids below zero until they are inserted together.
    const newRiders: { name: string; nationality: string | null; feiId: string | null }[] = [];
    const newHorses: { name: string; feiId: string | null }[] = [];
    let matched = 0;
    const runs = new Map<string, RunWrite>();
    for (const row of rows) {
      let riderId = riders.find(row.rider, row.nationality ?? null, row.riderFeiId)?.id;
      if (riderId === undefined) {
        const values = {
          name: riderDisplayName(row.rider),
          nationality: row.nationality ?? null,
          feiId: row.riderFeiId,
        };
        newRiders.push(values);
        riderId = -newRiders.length;
        riders.add({ id: riderId, ...values });
      }
      let horseId = horses.find(row.horse, row.horseFeiId, riderId)?.id;
      if (riderId > 0 && horseId !== undefined && horseId > 0) matched += 1;
      if (horseId === undefined) {
        newHorses.push({ name: horseDisplayName(row.horse), feiId: row.horseFeiId });
        horseId = -newHorses.length;
        horses.add({ id: horseId, name: row.horse, feiId: row.horseFeiId });
      }
      horses.ride(riderId, horseId);
      const { rider: _rider, horse: _horse, riderFeiId: _r, horseFeiId: _h, ...values } = row;
      const run = { ...values, athleteId: riderId, horseId };
      runs.set(runKey(run), run);
    }
    const repeated = rows.length - runs.size;
    const stored = new Map(
      (
        await listRunsOfEvents(
          tx,
          rows.map((row) => row.eventName),
        )
      ).map((run) => [runKey(run), run]),
    );
    const riderIds = await insertAthletes(tx, newRiders);
    const horseIds = await insertHorses(tx, newHorses);
    const real = (id: number, created: number[]) => (id > 0 ? id : (created[-id - 1] ?? 0));
    const fresh: RunWrite[] = [];
    let updated = 0;
    for (const [key, run] of runs) {
      const existing = stored.get(key);
      if (!existing) {
        fresh.push({
          ...run,
          athleteId: real(run.athleteId, riderIds),
          horseId: real(run.horseId, horseIds),
        });
        continue;
      }
      const changes = runChanges(existing, run);
      if (Object.keys(changes).length === 0) continue;
      await updateRun(tx, existing.id, changes);
      updated += 1;
    }
    await insertRuns(tx, fresh);
    return {
      created: fresh.length,
      updated,
      unchanged: runs.size - fresh.length - updated,
      repeated,
      ridersCreated: newRiders.length,
      horsesCreated: newHorses.length,
      matched,
    };
  });
  const events = new Set(rows.map((row) => `${row.eventName}\u0000${row.eventDate}`));
  return { events: events.size, rows: rows.length, ...counts, errors, encoding: file.encoding };
}

/** The imported history, one line per event (name and date), with its levels. */
export async function listResultsHistory(deps: AppDeps): Promise<ResultsHistoryList> {
  const groups = await historyEventLevels(deps.database.readDb);
  const events = new Map<string, ResultsHistoryList['events'][number]>();
  for (const group of groups) {
    const key = `${group.eventName}\u0000${group.eventDate}`;
    const event = events.get(key) ?? {
      eventName: group.eventName,
      eventDate: group.eventDate,
      level: '',
      levelCodes: [],
      rows: 0,
    };
    const levels = event.level === '' ? [] : event.level.split(' | ');
    if (!levels.includes(group.level)) levels.push(group.level);
    event.level = levels.join(' | ');
    if (group.levelCode && !event.levelCodes.includes(group.levelCode)) {
      event.levelCodes = [...event.levelCodes, group.levelCode].sort();
    }
    event.rows += Number(group.rows);
    events.set(key, event);
  }
  const list = [...events.values()];
  return { events: list, totalRows: list.reduce((sum, event) => sum + event.rows, 0) };
}

/** Deletes every run of an imported event (its name and date); form and prices follow later. */
export async function deleteHistoryEvent(deps: AppDeps, eventName: string, eventDate: string) {
  const deleted = await deleteEventRuns(deps.database.db, eventName, eventDate);
  if (deleted === 0) throw notFound(RESULTS_HISTORY_MESSAGES.eventNotFound);
  return { message: RESULTS_HISTORY_MESSAGES.eventDeleted(deleted), deleted };
}
