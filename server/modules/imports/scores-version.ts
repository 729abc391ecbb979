import { createHash } from 'node:crypto';
import { ENTRY_SCORE_KEYS, formatTenths, toTenths } from '../../../contract/scoring';
import type { competitionEntries } from '../../db/schema/index';

type Entry = typeof competitionEntries.$inferSelect;

/** The recorded values a results file writes through the results writer, in a fixed order. */
const RECORDED_KEYS = [...ENTRY_SCORE_KEYS, 'positionOverride'] as const satisfies ReadonlyArray<
  keyof Entry
>;

export type RecordedKey = (typeof RECORDED_KEYS)[number];
export const RECORDED_KEY_SET: ReadonlySet<string> = new Set(RECORDED_KEYS);

const normal = (value: string | number | null) => {
  if (value === null) return null;
  if (typeof value === 'number') return value;
  const tenths = toTenths(value);
  return tenths === null ? value : formatTenths(tenths);
};

/**
 * A short code of an entry's recorded scores, statuses and official position, the same for the
 * same results however they are written; it changes whenever one of them does. It starts with a
 * letter so that spreadsheets keep it as text.
 */
export function scoresVersion(entry: Pick<Entry, RecordedKey>): string {
  const values = RECORDED_KEYS.map((key) => normal(entry[key]));
  return `v${createHash('sha256').update(JSON.stringify(values)).digest('hex').slice(0, 10)}`;
}

/**
 * Whether a row's scores were downloaded before they last changed: its scores_version is given
 * and is not the entry's current one. An empty or absent cell (a hand-made file) is never stale.
 */
export function isStale(cell: string | undefined, entry: Pick<Entry, RecordedKey>): boolean {
  const written = (cell ?? '').trim().toLowerCase();
  return written !== '' && written !== scoresVersion(entry);
}
