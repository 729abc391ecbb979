import type { ScoreChange, ScoreValueField, ScoreValues } from '@contract/score-history';
import { formatTenths, toTenths } from '@contract/scoring';

const FIELD_LABELS: Record<ScoreValueField, string> = {
  dr_status: 'DR status',
  dr_score: 'DR',
  sj_status: 'SJ status',
  sj_score: 'SJ',
  xc_status: 'XC status',
  xcj_score: 'XCJ',
  xct_score: 'XCT',
  position_override: 'Official position',
};

const isField = (field: string): field is ScoreValueField => field in FIELD_LABELS;

function shown(field: ScoreValueField, values: ScoreValues): string {
  const value = values[field];
  if (value === null) return '–';
  if (typeof value === 'string') return value;
  if (field === 'position_override') return String(value);
  return formatTenths(toTenths(value) ?? 0);
}

/** One line per field a change touched: "DR 27.3 → 30.0", "XC status – → EL". */
export function describeChange(change: ScoreChange): string[] {
  return change.fields
    .filter(isField)
    .map(
      (field) =>
        `${FIELD_LABELS[field]} ${shown(field, change.before)} → ${shown(field, change.after)}`,
    );
}

/** When a change was made, in the operator's time: today's as a time, older ones with the day. */
export function changedAt(at: string, now: Date = new Date()): string {
  const when = new Date(at);
  const time = when.toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  if (when.toDateString() === now.toDateString()) return time;
  return `${when.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })} ${time}`;
}
