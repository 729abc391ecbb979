import { POSITION_OVERRIDE_MAX } from '../../../contract/admin-competitions';
import { scoreBoundError, type ScoreField } from '../../../contract/score-bounds';
import { PHASE_STATUSES, formatTenths, toTenths } from '../../../contract/scoring';
import type { StoredScoreValues } from '../../db/schema/index';
import { badRequest } from '../../errors';
import type { EntryScoreRow, PhaseScoresWrite } from './results.service';

/** Each recorded value and its name in requests, files and messages. */
export const VALUE_FIELDS = {
  drStatus: 'dr_status',
  drScore: 'dr_score',
  sjStatus: 'sj_status',
  sjScore: 'sj_score',
  xcStatus: 'xc_status',
  xcjScore: 'xcj_score',
  xctScore: 'xct_score',
  positionOverride: 'position_override',
} as const satisfies Record<keyof PhaseScoresWrite, string>;
export type ValueKey = keyof typeof VALUE_FIELDS;
export const VALUE_KEYS = Object.keys(VALUE_FIELDS) as ValueKey[];

const STATUS_KEYS = new Set<ValueKey>(['drStatus', 'sjStatus', 'xcStatus']);
const PENALTY_FIELDS: Partial<Record<ValueKey, ScoreField>> = {
  drScore: 'dr_score',
  sjScore: 'sj_score',
  xcjScore: 'xcj_score',
  xctScore: 'xct_score',
};

export type RecordedValues = Required<PhaseScoresWrite>;

/**
 * A value as it will be stored, or a 400 naming the field: a status its phase knows, penalties
 * in tenths within the field's bounds (contract/score-bounds.ts), a position from 1.
 */
export function checkedValue(
  key: ValueKey,
  value: string | number | null | undefined,
): string | number | null {
  const field = VALUE_FIELDS[key];
  if (value === null || value === undefined) return null;
  if (STATUS_KEYS.has(key)) {
    if (!(PHASE_STATUSES as readonly string[]).includes(String(value))) {
      throw badRequest(`${field} must be one of ${PHASE_STATUSES.join(', ')}.`, field);
    }
    return value;
  }
  if (key === 'positionOverride') {
    const position = Number(value);
    if (!Number.isInteger(position) || position < 1 || position > POSITION_OVERRIDE_MAX) {
      throw badRequest(
        `${field} must be a whole number from 1 to ${POSITION_OVERRIDE_MAX}.`,
        field,
      );
    }
    return position;
  }
  const scoreField = PENALTY_FIELDS[key] ?? 'dr_score';
  const tenths = toTenths(value);
  if (tenths === null || Math.abs(Number(value) * 10 - tenths) > 1e-6) {
    throw badRequest(`${field} must be a number with at most one decimal.`, field);
  }
  const outOfBounds = scoreBoundError(scoreField, tenths);
  if (outOfBounds) throw badRequest(`${outOfBounds}.`, field);
  return formatTenths(tenths);
}

/** Whether two stored values are the same result (penalties compared in tenths). */
export function sameValue(key: ValueKey, a: unknown, b: unknown): boolean {
  if (key in PENALTY_FIELDS) {
    return toTenths(a as string | null) === toTenths(b as string | null);
  }
  return (a ?? null) === (b ?? null);
}

/** An entry's recorded values as the audit trail keeps them. */
export function storedValues(row: RecordedValues | EntryScoreRow): StoredScoreValues {
  const penalties = (value: string | null) => {
    const tenths = toTenths(value);
    return tenths === null ? null : formatTenths(tenths);
  };
  return {
    drStatus: row.drStatus ?? null,
    drScore: penalties(row.drScore ?? null),
    sjStatus: row.sjStatus ?? null,
    sjScore: penalties(row.sjScore ?? null),
    xcStatus: row.xcStatus ?? null,
    xcjScore: penalties(row.xcjScore ?? null),
    xctScore: penalties(row.xctScore ?? null),
    positionOverride: row.positionOverride ?? null,
  };
}
