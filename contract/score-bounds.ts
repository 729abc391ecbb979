/**
 * The plausible range of each phase's penalties (docs/rules.md#score-bounds), the one set the
 * score form, the results CSV, the results history import, the scraper and `recordResults` all
 * check. A value outside is a typing slip ("372" for 37.2) or a misread cell, never a result.
 */
import { formatTenths } from './scoring';

export const SCORE_FIELDS = ['dr_score', 'sj_score', 'xcj_score', 'xct_score'] as const;
export type ScoreField = (typeof SCORE_FIELDS)[number];

/** Highest penalties per field, in tenths; the lowest is always 0. */
export const SCORE_BOUNDS = {
  /** Penalties are 100 − the judges' percentage, so never above 100. */
  dr_score: { maxTenths: 1000, label: 'dressage penalties' },
  /** Rails, refusals and time: a round beyond this is eliminated long before. */
  sj_score: { maxTenths: 1000, label: 'show-jumping penalties' },
  /** Refusals (20, 40), missed flags (15), frangible devices (11): EL comes first. */
  xcj_score: { maxTenths: 1500, label: 'cross-country jump penalties' },
  /** 0.4 a second up to the time limit, twice the optimum time of the longest course. */
  xct_score: { maxTenths: 3000, label: 'cross-country time penalties' },
} as const satisfies Record<ScoreField, { maxTenths: number; label: string }>;

/** "0.0 to 100.0": the range as forms and messages show it. */
export const scoreRange = (field: ScoreField) =>
  `0.0 to ${formatTenths(SCORE_BOUNDS[field].maxTenths)}`;

/** Whether `tenths` is within the field's bounds: the one comparison every check makes. */
export const withinScoreBounds = (field: ScoreField, tenths: number) =>
  tenths >= 0 && tenths <= SCORE_BOUNDS[field].maxTenths;

/**
 * Null when `tenths` is within the field's bounds, else the sentence naming the field (or the
 * file's column for it), the value (or the cell as the file wrote it) and the bound: "dr_score
 * 372.0 is out of bounds: dressage penalties are 0.0 to 100.0".
 */
export function scoreBoundError(
  field: ScoreField,
  tenths: number,
  column: string = field,
  written: string = formatTenths(tenths),
): string | null {
  if (withinScoreBounds(field, tenths)) return null;
  return `${column} ${written} is out of bounds: ${SCORE_BOUNDS[field].label} are ${scoreRange(field)}`;
}
