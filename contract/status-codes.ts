/**
 * Status codes as scoreboards, national results and FEI exports write them, mapped to the app's
 * phase statuses (docs/rules.md#status-codes). The results CSV, the history import, the
 * matching CSV, the scraper and the live-scoring status field all read statuses through
 * `readStatusCode`.
 */
import type { PhaseStatus } from './scoring';

export const STATUS_CODE_MAP = {
  OK: 'OK',
  EL: 'EL',
  E: 'EL',
  ELIM: 'EL',
  /** Rider fall: eliminated. */
  RF: 'EL',
  /** Fall of rider, as FEI writes it (the `XC-FR` detail on its own): eliminated. */
  FR: 'EL',
  /** Horse fall: eliminated. */
  HF: 'EL',
  /** Fall of horse, as FEI writes it (the `XC-FH` detail on its own): eliminated. */
  FH: 'EL',
  /** Technical elimination. */
  TE: 'EL',
  RET: 'RET',
  R: 'RET',
  /** Mandatory retirement, ordered by the officials (after a horse's fall, for example). */
  MR: 'RET',
  /** Did not finish: started the phase and stopped in it. */
  DNF: 'RET',
  /**
   * Retired (national boards' "retired", also read as "refused"): the combination stopped, so it
   * is not a finisher; RET names that without claiming an elimination the board does not write.
   */
  RFD: 'RET',
  WD: 'WD',
  W: 'WD',
  'W/D': 'WD',
  DSQ: 'DSQ',
  DQ: 'DSQ',
  NS: 'NS',
  DNS: 'NS',
  /** FEI results and national result sheets write the status out in full (decision 102). */
  ELIMINATED: 'EL',
  RETIRED: 'RET',
  WITHDRAWN: 'WD',
  DISQUALIFIED: 'DSQ',
} as const satisfies Record<string, PhaseStatus>;
export type StatusCode = keyof typeof STATUS_CODE_MAP;
export const STATUS_CODES = Object.keys(STATUS_CODE_MAP) as StatusCode[];

/**
 * The detail FEI results add after a status, which only says where the combination stopped:
 * "EL XC-FR", "RET (XC-R)", "EL 1st HI".
 */
const STATUS_DETAIL = /^\(?(?:(?:DR|SJ|XC)-[A-Z]{1,4}|(?:1st|2nd)\s+HI|HI|DR|SJ|XC)\)?$/i;

const isStatusCode = (text: string): text is StatusCode => Object.hasOwn(STATUS_CODE_MAP, text);

/** A fall written as FEI's detail alone (`XC-FR`, `(SJ-FH)`): a fall ends the competition. */
const FALL_DETAIL = /^\(?(?:DR|SJ|XC)-(?:FR|FH|RF|HF)\)?$/;

/** The app's status for a written code (any case, FEI detail allowed after it); null if none. */
export function readStatusCode(text: string): PhaseStatus | null {
  const clean = text.replace(/\s+/g, ' ').trim().toUpperCase();
  if (isStatusCode(clean)) return STATUS_CODE_MAP[clean];
  if (FALL_DETAIL.test(clean)) return 'EL';
  const [code = '', ...detail] = clean.split(' ');
  if (detail.length > 0 && isStatusCode(code) && STATUS_DETAIL.test(detail.join(' '))) {
    return STATUS_CODE_MAP[code];
  }
  return null;
}
