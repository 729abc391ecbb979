import type { Phase } from '../../../contract/scoring';
import { CSV_UPLOAD, type ImportRowError } from '../../../contract/imports';
import {
  RESULTS_HISTORY_CSV_COLUMNS,
  type ResultsHistoryImport,
  type ResultsHistoryList,
} from '../../../contract/results-history';
import type { resultsHistory } from '../../db/schema/index';
import type { AppDeps } from '../../types';
import { parseCsv, requireColumns } from '../imports/csv';
import {
  RowError,
  invalidFormat,
  parseName,
  parseNationality,
  parsePenalties,
  parseStatus,
} from '../imports/values';
import { nameIndex, readableName } from './name-index';
import {
  allAthletes,
  allHorses,
  historyEvents,
  insertAthletes,
  insertHorses,
  insertRuns,
  lockHistoryImports,
} from './results-history.repository';

type Run = Omit<typeof resultsHistory.$inferInsert, 'athleteId' | 'horseId'> & {
  rider: string;
  horse: string;
};

function parseEventDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(`${value}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw invalidFormat(`event_date "${value}" must be a real date as YYYY-MM-DD`);
  }
  return value;
}

function parseText(column: string, value: string, max: number): string {
  if (value === '') throw invalidFormat(`${column} is empty`);
  if (value.length > max) throw invalidFormat(`${column} is longer than ${max} characters`);
  return value.replace(/\s+/g, ' ');
}

const status = (data: Record<string, string>, column: string, phase: Phase) =>
  parseStatus(column, phase, data[column] ?? '');

function parseRun(data: Record<string, string>, raw: Record<string, string>): Run {
  return {
    eventName: parseText('event_name', data.event_name ?? '', 200),
    eventDate: parseEventDate(data.event_date ?? ''),
    level: parseText('level', data.level ?? '', 40),
    rider: parseName('rider', raw.rider ?? ''),
    nationality: parseNationality(data.nationality ?? ''),
    horse: parseName('horse', raw.horse ?? ''),
    drScore: parsePenalties('dr_score', data.dressage ?? '', 'dressage'),
    drStatus: status(data, 'dr_status', 'dressage'),
    sjScore: parsePenalties('sj_score', data.sj_penalties ?? '', 'sj_penalties'),
    sjStatus: status(data, 'sj_status', 'showJumping'),
    xcjScore: parsePenalties('xcj_score', data.xc_jump_penalties ?? '', 'xc_jump_penalties'),
    xctScore: parsePenalties('xct_score', data.xc_time_penalties ?? '', 'xc_time_penalties'),
    xcStatus: status(data, 'xc_status', 'crossCountry'),
  };
}

/**
 * Imports past results: each row's rider and horse are matched to known records (any case,
 * accents or word order, the nation breaking ties) or created; runs already stored are left
 * alone, so importing a file twice changes nothing. Bad rows are reported and skipped.
 */
export async function importResultsHistory(
  deps: AppDeps,
  text: string,
): Promise<ResultsHistoryImport> {
  const table = parseCsv(text, CSV_UPLOAD.maxRows);
  requireColumns(table, RESULTS_HISTORY_CSV_COLUMNS);
  const errors: ImportRowError[] = [];
  const runs: Run[] = [];
  for (const { rowIndex, data, raw } of table.rows) {
    try {
      runs.push(parseRun(data, raw));
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      errors.push({ rowIndex, error: error.message, data });
    }
  }

  const counts = await deps.database.db.transaction(async (tx) => {
    await lockHistoryImports(tx);
    const riders = nameIndex('rider', await allAthletes(tx));
    const horseIndex = nameIndex(
      'horse',
      (await allHorses(tx)).map((horse) => ({ ...horse, nationality: null })),
    );
    // New records get placeholder ids below zero until they are inserted together.
    const newRiders: { name: string; nationality: string | null }[] = [];
    const newHorses: { name: string }[] = [];
    let matched = 0;
    const resolved = runs.map((run) => {
      let rider = riders.find(run.rider, run.nationality ?? null);
      let horse = horseIndex.find(run.horse, null);
      if (rider && horse && rider.id > 0 && horse.id > 0) matched += 1;
      if (!rider) {
        newRiders.push({ name: readableName(run.rider), nationality: run.nationality ?? null });
        rider = { id: -newRiders.length, name: run.rider, nationality: run.nationality ?? null };
        riders.add(rider);
      }
      if (!horse) {
        newHorses.push({ name: readableName(run.horse) });
        horse = { id: -newHorses.length, name: run.horse, nationality: null };
        horseIndex.add(horse);
      }
      return { run, riderId: rider.id, horseId: horse.id };
    });
    const riderIds = await insertAthletes(tx, newRiders);
    const horseIds = await insertHorses(tx, newHorses);
    const real = (id: number, created: number[]) => (id > 0 ? id : (created[-id - 1] ?? 0));
    await insertRuns(
      tx,
      resolved.map(({ run, riderId, horseId }) => {
        const { rider: _rider, horse: _horse, ...values } = run;
        return {
          ...values,
          athleteId: real(riderId, riderIds),
          horseId: real(horseId, horseIds),
        };
      }),
    );
    return { ridersCreated: newRiders.length, horsesCreated: newHorses.length, matched };
  });

  const events = new Set(
    runs.map((run) => `${run.eventName}\u0000${run.eventDate}\u0000${run.level}`),
  );
  return {
    events: events.size,
    rows: runs.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    ...counts,
    errors,
  };
}

/** The imported history, one line per event. */
export async function listResultsHistory(deps: AppDeps): Promise<ResultsHistoryList> {
  const events = await historyEvents(deps.database.readDb);
  return {
    events: events.map((event) => ({ ...event, levelCodes: [] })),
    totalRows: events.reduce((sum, event) => sum + event.rows, 0),
  };
}
