// Relative import: this file's pure rules also run under vitest, which has no @contract alias.
import type { CompetitionEntry } from '@contract/competitions';
import {
  computePointsTenths,
  displayStatus,
  dressageDisplay,
  formatTenths,
  isFinisher,
  storedStatus,
  toTenths,
  totalPenaltiesTenths,
  type EntryPoints,
  type EntryScores,
  type Phase,
  type PhaseStatus,
  type ScoringStatusChoice,
} from '@contract/scoring';
import type { EntryScoringInput } from '@contract/admin-competitions';
import { foldText } from '@contract/name-fold';
import { readStatusCode } from '@contract/status-codes';
import {
  SCORE_BOUNDS,
  scoreRange,
  withinScoreBounds,
  type ScoreField,
} from '@contract/score-bounds';

export function scoresOf(entry: CompetitionEntry): EntryScores {
  return {
    drStatus: entry.dr_status,
    drScore: toTenths(entry.dr_score),
    sjStatus: entry.sj_status,
    sjScore: toTenths(entry.sj_score),
    xcStatus: entry.xc_status,
    xcjScore: toTenths(entry.xcj_score),
    xctScore: toTenths(entry.xct_score),
  };
}

/**
 * An entry's recorded values (statuses, penalties, official position) as one string: when the
 * table's refresh brings a different one, somebody changed the entry and its history is stale.
 */
export function recordedValuesKey(entry: CompetitionEntry): string {
  return JSON.stringify([
    entry.dr_status,
    entry.dr_score,
    entry.sj_status,
    entry.sj_score,
    entry.xc_status,
    entry.xcj_score,
    entry.xct_score,
    entry.positionOverride,
  ]);
}

export const SORTS = {
  position: 'Position',
  startOrder: 'Start Order',
  total: 'Total Score',
} as const;
export type SortKey = keyof typeof SORTS;

const last = Number.MAX_SAFE_INTEGER;
const byStart = (a: CompetitionEntry, b: CompetitionEntry) =>
  (a.startOrder ?? last) - (b.startOrder ?? last) || a.id - b.id;

/** Sorts the scoring table by position, start order or total score (non-finishers last). */
export function sortEntries(
  entries: readonly CompetitionEntry[],
  key: SortKey,
): CompetitionEntry[] {
  const copy = [...entries];
  switch (key) {
    case 'position':
      return copy.sort((a, b) => (a.position ?? last) - (b.position ?? last) || byStart(a, b));
    case 'startOrder':
      return copy.sort(byStart);
    case 'total':
      return copy.sort((a, b) => {
        const sa = scoresOf(a);
        const sb = scoresOf(b);
        const fa = isFinisher(sa) ? totalPenaltiesTenths(sa) : last;
        const fb = isFinisher(sb) ? totalPenaltiesTenths(sb) : last;
        return fa - fb || byStart(a, b);
      });
  }
}

/** A phase cell: the status code when the phase did not end OK, else the penalties. */
export function phaseCell(status: PhaseStatus | null, value: number | null): string {
  if (status !== null && status !== 'OK') return status;
  const tenths = toTenths(value);
  return tenths === null ? '' : formatTenths(tenths);
}

/** The dressage cell: the status code, else penalties or, in DR Display mode, the percentage. */
export function dressageCell(
  status: PhaseStatus | null,
  value: number | null,
  asPercentage: boolean,
): string {
  if (status !== null && status !== 'OK') return status;
  const tenths = toTenths(value);
  return tenths === null ? '' : dressageDisplay(tenths, asPercentage);
}

/** 'NONE' marks a jumping phase not started yet (stored status null). */
export type StatusChoice = ScoringStatusChoice | 'NONE';

/** The form's fields as typed: penalties and status codes. */
export type ScoreFormState = {
  drStatus: string;
  drScore: string;
  sjStatus: string;
  sjScore: string;
  xcStatus: string;
  xcjScore: string;
  xctScore: string;
};

const text = (value: number | null) => (value === null ? '' : formatTenths(toTenths(value) ?? 0));
/** A jumping phase not started shows an empty status field. */
const jumpingStatus = (status: PhaseStatus | null): string =>
  status === null ? '' : displayStatus(status);

export function formFromEntry(entry: CompetitionEntry): ScoreFormState {
  return {
    drStatus: displayStatus(entry.dr_status),
    drScore: text(entry.dr_score),
    sjStatus: jumpingStatus(entry.sj_status),
    sjScore: text(entry.sj_score),
    xcStatus: jumpingStatus(entry.xc_status),
    xcjScore: text(entry.xcj_score),
    xctScore: text(entry.xct_score),
  };
}

export const UNKNOWN_STATUS_CODE = 'Unknown status code';

/**
 * A status as typed: CLEAR, or any code a board writes, read through the imports' table
 * (docs/rules.md#status-codes): RF is EL, MR is RET. Empty is not started in a jumping phase and
 * CLEAR in dressage (both stored empty). Any other text is refused, never read as CLEAR.
 */
export function parseStatus(
  value: string,
  phase: Phase,
): { ok: true; choice: StatusChoice } | { ok: false; error: string } {
  const typed = value.trim().toUpperCase();
  if (typed === '') return { ok: true, choice: phase === 'dressage' ? 'CLEAR' : 'NONE' };
  if (typed === 'CLEAR') return { ok: true, choice: 'CLEAR' };
  const status = readStatusCode(typed);
  return status === null ? { ok: false, error: UNKNOWN_STATUS_CODE } : { ok: true, choice: status };
}

const scorePattern = /^\d{1,4}([.,]\d)?$/;

/** A penalty as the server takes it: a decimal point, whichever separator was typed. */
const asSent = (value: string) => value.trim().replace(',', '.');

/**
 * A penalty as typed: '' is empty, otherwise a number with at most one decimal (point or comma)
 * within the field's plausible bounds, the ones the server checks (docs/rules.md#score-bounds).
 */
export function parseScore(
  value: string,
  field: ScoreField,
): { ok: true; tenths: number | null } | { ok: false; error: string } {
  const trimmed = asSent(value);
  if (trimmed === '') return { ok: true, tenths: null };
  if (!scorePattern.test(trimmed)) return { ok: false, error: 'A number with at most one decimal' };
  const tenths = toTenths(trimmed) ?? 0;
  if (!withinScoreBounds(field, tenths)) {
    const label = SCORE_BOUNDS[field].label;
    return {
      ok: false,
      error: `${label.charAt(0).toUpperCase()}${label.slice(1)} are ${scoreRange(field)}`,
    };
  }
  return { ok: true, tenths };
}

/** The status a choice is stored as; a jumping phase not started counts as CLEAR once scored. */
export function effectiveStatus(
  choice: StatusChoice,
  hasScore: boolean,
): ScoringStatusChoice | null {
  if (choice === 'NONE') return hasScore ? 'CLEAR' : null;
  return choice;
}

/** The statuses the form's fields hold, as chosen; null when one is not a status code. */
function statusChoices(state: ScoreFormState): Record<'dr' | 'sj' | 'xc', StatusChoice> | null {
  const dr = parseStatus(state.drStatus, 'dressage');
  const sj = parseStatus(state.sjStatus, 'showJumping');
  const xc = parseStatus(state.xcStatus, 'crossCountry');
  if (!dr.ok || !sj.ok || !xc.ok) return null;
  return { dr: dr.choice, sj: sj.choice, xc: xc.choice };
}

/** The points the typed fields earn; null while a field holds what it refuses. */
export function previewPoints(state: ScoreFormState): EntryPoints | null {
  const fields = [
    parseScore(state.drScore, 'dr_score'),
    parseScore(state.sjScore, 'sj_score'),
    parseScore(state.xcjScore, 'xcj_score'),
    parseScore(state.xctScore, 'xct_score'),
  ];
  const choices = statusChoices(state);
  if (fields.some((f) => !f.ok) || !choices) return null;
  const [dr, sj, xcj, xct] = fields.map((f) => (f.ok ? f.tenths : null));
  const status = (phase: Phase, choice: StatusChoice, hasScore: boolean) => {
    const chosen = effectiveStatus(choice, hasScore);
    return chosen === null ? null : storedStatus(phase, chosen);
  };
  return computePointsTenths({
    drStatus: status('dressage', choices.dr, dr !== null),
    drScore: dr ?? null,
    sjStatus: status('showJumping', choices.sj, sj !== null),
    sjScore: sj ?? null,
    xcStatus: status('crossCountry', choices.xc, xcj !== null || xct !== null),
    xcjScore: xcj ?? null,
    xctScore: xct ?? null,
  });
}

/**
 * Only the fields the operator changed are sent, so a value somebody else stored meanwhile in
 * another field stays. A phase's status goes when it changed, and also when a jumping phase not
 * started gets its first score (it then counts as CLEAR). A status field holding no status code
 * sends nothing (the form saves nothing while one does).
 */
export function changedScoring(initial: ScoreFormState, state: ScoreFormState): EntryScoringInput {
  const input: EntryScoringInput = {};
  const send = (value: string) => (value.trim() === '' ? null : asSent(value));
  const scored = (...values: string[]) => values.some((value) => value.trim() !== '');
  /** undefined: the field holds no status code. */
  const status = (value: string, phase: Phase, hasScore: boolean) => {
    const parsed = parseStatus(value, phase);
    return parsed.ok ? effectiveStatus(parsed.choice, hasScore) : undefined;
  };
  const statuses = (form: ScoreFormState) => ({
    dr: status(form.drStatus, 'dressage', scored(form.drScore)),
    sj: status(form.sjStatus, 'showJumping', scored(form.sjScore)),
    xc: status(form.xcStatus, 'crossCountry', scored(form.xcjScore, form.xctScore)),
  });
  const before = statuses(initial);
  const now = statuses(state);
  if (now.dr !== undefined && now.dr !== before.dr) input.dr_status = now.dr;
  if (now.sj !== undefined && now.sj !== before.sj) input.sj_status = now.sj;
  if (now.xc !== undefined && now.xc !== before.xc) input.xc_status = now.xc;
  if (state.drScore !== initial.drScore) input.dr_score = send(state.drScore);
  if (state.sjScore !== initial.sjScore) input.sj_score = send(state.sjScore);
  if (state.xcjScore !== initial.xcjScore) input.xcj_score = send(state.xcjScore);
  if (state.xctScore !== initial.xctScore) input.xct_score = send(state.xctScore);
  return input;
}

/** The words of a search or a name, without case or accents: "Ridera, Ånne1" → ridera, anne1. */
const searchWords = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The rider a search names: a whole number is a bridle number or, when no entry wears it, a start
 * number; other text names the rider or the horse, the first in start order whose names hold
 * every word typed, in any order, whatever the case and the accents ("schutz" finds "Schütz").
 */
export function findRider(
  entries: readonly CompetitionEntry[],
  query: string,
): CompetitionEntry | null {
  const wanted = query.trim();
  if (wanted === '') return null;
  const inStartOrder = [...entries].sort(byStart);
  if (/^\d+$/.test(wanted)) {
    const number = Number(wanted);
    return (
      inStartOrder.find((entry) => entry.bridleNumber === number) ??
      inStartOrder.find((entry) => entry.startOrder === number) ??
      null
    );
  }
  const words = searchWords(wanted);
  if (words.length === 0) return null;
  return (
    inStartOrder.find((entry) => {
      const rider = foldText(entry.athlete.name);
      const horse = foldText(entry.horse.name);
      return words.every((word) => rider.includes(word) || horse.includes(word));
    }) ?? null
  );
}

/** The rider after this one in start order, or null after the last. */
export function nextInStartOrder(
  entries: readonly CompetitionEntry[],
  entryId: number,
): CompetitionEntry | null {
  const inStartOrder = [...entries].sort(byStart);
  const index = inStartOrder.findIndex((entry) => entry.id === entryId);
  return index < 0 ? null : (inStartOrder[index + 1] ?? null);
}
