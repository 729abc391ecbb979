import { BRIDLE_NUMBER_MAX } from '../../../contract/admin-competitions';
import { isCalendarDay } from '../../../contract/calendar-days';
import { FEI_ID_MESSAGE, FEI_ID_PATTERN, normaliseFeiId } from '../../../contract/admin-data';
import { scoreBoundError, type ScoreField } from '../../../contract/score-bounds';
import { PRICE_FLOOR_TENTHS } from '../../../contract/prices';
import {
  formatTenths,
  PHASE_STATUSES,
  storedStatus,
  toTenths,
  type Phase,
  type PhaseStatus,
} from '../../../contract/scoring';
import { hasHiddenCharacters, hiddenCharactersMessage } from '../../../contract/names';
import { STATUS_CODES, readStatusCode } from '../../../contract/status-codes';
import { startsLikeFormula } from './csv';

/** A problem with one row; its message starts with its group (Numeric overflow, Invalid data format, Missing reference, Other). */
export class RowError extends Error {}

export const invalidFormat = (detail: string) => new RowError(`Invalid data format: ${detail}`);
export const overflow = (detail: string) => new RowError(`Numeric overflow: ${detail}`);
export const missingReference = (detail: string) => new RowError(`Missing reference: ${detail}`);

const INT_MAX = 2147483647;
const decimalPattern = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** A positive whole number that fits an id column. */
export function parseId(column: string, value: string): number {
  if (value === '') throw missingReference(`${column} is empty`);
  if (!/^\+?\d+$/.test(value)) throw invalidFormat(`${column} "${value}" is not a whole number`);
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id > INT_MAX) throw overflow(`${column} ${value} is too large`);
  if (id < 1) throw invalidFormat(`${column} must be 1 or more`);
  return id;
}

/** An optional whole number (empty is null), from `min` up to the int column's range. */
export function parseOptionalInt(column: string, value: string, min = 0): number | null {
  if (value === '') return null;
  if (!/^[-+]?\d+$/.test(value)) throw invalidFormat(`${column} "${value}" is not a whole number`);
  const number = Number(value);
  if (!Number.isSafeInteger(number) || Math.abs(number) > INT_MAX) {
    throw overflow(`${column} ${value} is too large`);
  }
  if (number < min) throw invalidFormat(`${column} must be ${min} or more`);
  return number;
}

/** A bridle number: a whole number from 1 to BRIDLE_NUMBER_MAX, or empty. */
export function parseBridleNumber(value: string): number | null {
  const number = parseOptionalInt('bridle_number', value, 1);
  if (number !== null && number > BRIDLE_NUMBER_MAX) {
    throw invalidFormat(`bridle_number must be at most ${BRIDLE_NUMBER_MAX}`);
  }
  return number;
}

type DecimalRule = { integerDigits: number; scale: number; min?: number; strictScale?: boolean };

/**
 * A decimal that fits numeric(integerDigits + scale, scale), as text for the database (or null
 * when empty). With strictScale, more decimal places than the column holds is refused. `written`
 * is the cell as the file wrote it ("29,95" for a value read as 29.95), quoted in a refusal.
 */
export function parseDecimal(
  column: string,
  value: string,
  rule: DecimalRule,
  written: string = value,
): string | null {
  if (value === '') return null;
  if (!decimalPattern.test(value)) throw invalidFormat(`${column} "${written}" is not a number`);
  const [whole = '', fraction = ''] = value.replace(/^[-+]/, '').split('.');
  const digits = whole.replace(/^0+/, '');
  if (digits.length > rule.integerDigits) {
    const limit = `${'9'.repeat(rule.integerDigits)}${rule.scale > 0 ? `.${'9'.repeat(rule.scale)}` : ''}`;
    throw overflow(`${column} ${written} does not fit (at most ${limit})`);
  }
  if (rule.strictScale && fraction.replace(/0+$/, '').length > rule.scale) {
    throw invalidFormat(`${column} ${written} has more than ${rule.scale} decimal place`);
  }
  const number = Number(value);
  if (rule.min !== undefined && number < rule.min) {
    throw invalidFormat(`${column} must be ${rule.min} or more`);
  }
  return String(number);
}

/** A price, in millions with one decimal, within the game's 1.0 to 9.9 (docs/rules.md#prices). */
export const parsePrice = (value: string, written: string = value) => {
  const rule = { integerDigits: 1, scale: 1, strictScale: true };
  const price = parseDecimal('price', value, rule, written);
  if (price !== null && (toTenths(price) ?? 0) < PRICE_FLOOR_TENTHS) {
    throw invalidFormat(`price ${written} is below ${formatTenths(PRICE_FLOOR_TENTHS)}`);
  }
  return price;
};

/** Entry statistics: numeric(8,3). */
export const parseStatistic = (column: string, value: string, written: string = value) =>
  parseDecimal(column, value, { integerDigits: 5, scale: 3 }, written);

/**
 * A cell a results sheet leaves without a value: empty, or a dash, which boards, FEI sheets and
 * Excel's accounting format write where there is nothing (decision 102).
 */
const isNoValue = (value: string) => /^[-\u2013\u2014]?$/.test(value.trim());

/**
 * A phase's penalties: not negative, one decimal, within the field's plausible bounds
 * (contract/score-bounds.ts); `column` is how the file names the field. A dash is no penalties
 * given, as an empty cell.
 */
export function parsePenalties(
  field: ScoreField,
  value: string,
  column: string = field,
  written: string = value,
) {
  if (isNoValue(value)) return null;
  const rule = { integerDigits: 5, scale: 1, min: 0, strictScale: true };
  const text = parseDecimal(column, value, rule, written);
  const tenths = toTenths(text);
  // A cell the file wrote otherwise ("120,5") is quoted as written, else the value in tenths.
  const shown = written === value ? undefined : written;
  const outOfBounds = tenths === null ? null : scoreBoundError(field, tenths, column, shown);
  if (outOfBounds) throw overflow(outOfBounds);
  return text;
}

/**
 * A phase status as stored: the app's codes, CLEAR (the scoring screen's choice) and the codes
 * boards and FEI exports write (E, R, RF, MR, TE, W/D, Eliminated…, docs/rules.md#status-codes).
 * Empty or a dash is no status.
 */
export function parseStatus(column: string, phase: Phase, value: string): PhaseStatus | null {
  if (isNoValue(value)) return null;
  if (value.trim().toUpperCase() === 'CLEAR') return storedStatus(phase, 'CLEAR');
  const status = readStatusCode(value);
  if (!status) {
    throw invalidFormat(
      `${column} "${value}" must be CLEAR, one of ${PHASE_STATUSES.join(', ')} or a board code (${STATUS_CODES.filter((code) => !(PHASE_STATUSES as readonly string[]).includes(code)).join(', ')})`,
    );
  }
  return status;
}

const isoDay = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * A day written day first, as the specification's DD/MM/YYYY or with the dot or dash German and
 * Dutch Excel write (03.05.1990, 3-5-1990; decision 102): the ISO day; `written: false` when not
 * written so, `real: false` when written so but not a real day (31/02/2025).
 */
export function readDayFirst(
  value: string,
):
  { written: false } | { written: true; real: false } | { written: true; real: true; day: string } {
  const match = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/.exec(value);
  if (!match) return { written: false };
  const [day, month, year] = [Number(match[1]), Number(match[3]), Number(match[4])];
  if (!isCalendarDay(year, month, day)) return { written: true, real: false };
  return { written: true, real: true, day: isoDay(year, month, day) };
}

/** DD/MM/YYYY (or with dots or dashes) as an ISO day, refusing days that do not exist. */
export function parseBirthDate(value: string, today: Date): string | null {
  if (value === '') return null;
  const read = readDayFirst(value);
  if (!read.written) throw invalidFormat(`birth_date "${value}" must be DD/MM/YYYY`);
  if (!read.real) throw invalidFormat(`birth_date "${value}" is not a real date`);
  if (Number(read.day.slice(0, 4)) < 1900 || Date.parse(read.day) > today.getTime()) {
    throw invalidFormat(`birth_date "${value}" is not a plausible birth date`);
  }
  return read.day;
}

/** A nationality code: two or three letters, upper-cased (empty is null). */
export function parseNationality(value: string): string | null {
  if (value === '') return null;
  if (!/^[A-Za-z]{2,3}$/.test(value)) {
    throw invalidFormat(`nationality "${value}" must be a 3-letter code such as GBR`);
  }
  return value.toUpperCase();
}

/** Names compared the way people read them: trimmed, single spaces, any case. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
export const cleanName = (name: string) => name.trim().replace(/\s+/g, ' ');

const NAME_MAX = 200;

/**
 * A rider's or horse's name from a file, single-spaced. A name that a spreadsheet would run as a
 * formula (=HYPERLINK(…), +, -, @, or a cell starting with a tab or carriage return) is not a
 * name: it is refused rather than stored as master data, and so is one with characters a reader
 * cannot see (the rule of every name form, contract/names.ts). `raw` is the cell before trimming.
 */
export function parseName(column: string, raw: string): string {
  const name = cleanName(raw);
  if (name === '') throw invalidFormat(`${column} is empty`);
  if (startsLikeFormula(raw) || startsLikeFormula(name)) {
    throw invalidFormat(
      `${column} cannot start with =, +, -, @, a tab or a carriage return (spreadsheets run it as a formula)`,
    );
  }
  if (name.length > NAME_MAX) {
    throw invalidFormat(`${column} is longer than ${NAME_MAX} characters`);
  }
  if (hasHiddenCharacters(name)) throw invalidFormat(hiddenCharactersMessage(column));
  return name;
}

/**
 * A rider cell as start lists and boards write it: "SMITH Ann (GBR)" or "Ann SMITH (GBR)". The
 * nation in brackets is split off; `raw` is the cell before trimming.
 */
export function parseRiderCell(raw: string): { name: string; nationality: string | null } {
  const nation = /\s*\(([A-Za-z]{3})\)\s*$/.exec(raw);
  const name = parseName('rider', nation ? raw.slice(0, nation.index) : raw);
  return { name, nationality: nation ? (nation[1] ?? '').toUpperCase() : null };
}

/** An optional FEI id (decision 043): letters and digits, upper-cased; empty is null. */
export function parseFeiId(column: string, value: string): string | null {
  const feiId = normaliseFeiId(value);
  if (feiId !== null && !FEI_ID_PATTERN.test(feiId)) {
    throw invalidFormat(`${column} "${value}" ${FEI_ID_MESSAGE}`);
  }
  return feiId;
}
