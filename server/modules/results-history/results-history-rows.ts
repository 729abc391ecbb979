import { parseCalendarDay } from '../../../contract/calendar-days';
import { hasHiddenCharacters, hiddenCharactersMessage } from '../../../contract/names';
import { parseLevel } from '../../../contract/levels';
import { HISTORY_LEVEL_MAX } from '../../../contract/results-history';
import { ENTRY_SCORE_KEYS, type Phase } from '../../../contract/scoring';
import {
  invalidFormat,
  parseFeiId,
  parseName,
  parseNationality,
  parsePenalties,
  parseStatus,
  readDayFirst,
} from '../imports/values';
import type { RunWrite } from './results-history.repository';

export type HistoryRow = Omit<RunWrite, 'athleteId' | 'horseId'> & {
  rider: string;
  horse: string;
  riderFeiId: string | null;
  horseFeiId: string | null;
};

/** The event's day as FEI writes it (YYYY-MM-DD) or as Excel rewrites it, day first. */
function parseEventDate(value: string): string {
  if (parseCalendarDay(value) !== null) return value;
  const read = readDayFirst(value);
  if (!read.written || !read.real) {
    throw invalidFormat(`event_date "${value}" must be a real date as YYYY-MM-DD or DD/MM/YYYY`);
  }
  return read.day;
}

function parseText(column: string, value: string, max: number): string {
  if (value === '') throw invalidFormat(`${column} is empty`);
  if (value.length > max) throw invalidFormat(`${column} is longer than ${max} characters`);
  if (hasHiddenCharacters(value)) throw invalidFormat(hiddenCharactersMessage(column));
  return value.replace(/\s+/g, ' ');
}

const status = (data: Record<string, string>, column: string, phase: Phase) =>
  parseStatus(column, phase, data[column] ?? '');

/**
 * One row of an FEI-style history file. The level is kept as written, however many classes it
 * lists; its level code is derived when it names one (contract/levels.ts).
 */
export function parseHistoryRow(
  data: Record<string, string>,
  raw: Record<string, string>,
): HistoryRow {
  const level = parseText('level', data.level ?? '', HISTORY_LEVEL_MAX);
  return {
    eventName: parseText('event_name', data.event_name ?? '', 200),
    eventDate: parseEventDate(data.event_date ?? ''),
    level,
    levelCode: parseLevel(level),
    rider: parseName('rider', raw.rider ?? ''),
    nationality: parseNationality(data.nationality ?? ''),
    riderFeiId: parseFeiId('rider_fei_id', data.rider_fei_id ?? ''),
    horse: parseName('horse', raw.horse ?? ''),
    horseFeiId: parseFeiId('horse_fei_id', data.horse_fei_id ?? ''),
    drScore: parsePenalties(
      'dr_score',
      data.dressage ?? '',
      'dressage',
      (raw.dressage ?? '').trim(),
    ),
    drStatus: status(data, 'dr_status', 'dressage'),
    sjScore: parsePenalties(
      'sj_score',
      data.sj_penalties ?? '',
      'sj_penalties',
      (raw.sj_penalties ?? '').trim(),
    ),
    sjStatus: status(data, 'sj_status', 'showJumping'),
    xcjScore: parsePenalties(
      'xcj_score',
      data.xc_jump_penalties ?? '',
      'xc_jump_penalties',
      (raw.xc_jump_penalties ?? '').trim(),
    ),
    xctScore: parsePenalties(
      'xct_score',
      data.xc_time_penalties ?? '',
      'xc_time_penalties',
      (raw.xc_time_penalties ?? '').trim(),
    ),
    xcStatus: status(data, 'xc_status', 'crossCountry'),
  };
}

const COMPARED = ['level', 'levelCode', 'nationality', ...ENTRY_SCORE_KEYS] as const;

const numberOrText = (value: unknown) =>
  value === null || value === undefined
    ? null
    : Number.isFinite(Number(value))
      ? Number(value)
      : value;

/** The fields of a stored run that a file's row would change. */
export function runChanges(stored: RunWrite, next: RunWrite): Partial<RunWrite> {
  const changes: Partial<RunWrite> = {};
  for (const key of COMPARED) {
    if (numberOrText(stored[key]) !== numberOrText(next[key])) {
      Object.assign(changes, { [key]: next[key] ?? null });
    }
  }
  return changes;
}
