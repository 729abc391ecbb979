import { scoreBoundError, type ScoreField } from '../../../contract/score-bounds';
import { hasHiddenCharacters, hiddenCharactersMessage } from '../../../contract/names';
import type { PhaseResultStatus, ScrapedScores } from '../../../contract/scraping';
import { readStatusCode } from '../../../contract/status-codes';

/** Why a cell could not be read; the row is reported and never written. */
export class CellError extends Error {
  override readonly name = 'CellError';
}

export type Penalties = { kind: 'penalties'; tenths: number };
export type Status = { kind: 'status'; status: PhaseResultStatus };
export type Pending = { kind: 'pending'; startTime: string | null };
export type ShowJumpingCell = Penalties & { jump?: number; time?: number };
export type CrossCountryTimeCell = Penalties & { elapsed?: string };

const START_TIME = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\s+([01]?\d|2[0-3]):[0-5]\d$/i;
const NUMBER = /^\d{1,4}(?:\.\d+)?$/;

/** Whitespace collapsed, non-breaking spaces included. */
export const cleanText = (value: string) => value.replace(/\s+/g, ' ').trim();

/** A penalty number such as `27.3` in exact tenths; more precision than a tenth is refused. */
export function parseTenths(text: string, label: string): number {
  if (!NUMBER.test(text)) throw new CellError(`${label} "${text}" is not a number`);
  const [whole = '0', fraction = ''] = text.split('.');
  if (/[1-9]/.test(fraction.slice(1))) {
    throw new CellError(`${label} "${text}" has more than one decimal`);
  }
  return Number(whole) * 10 + Number(fraction.charAt(0) || '0');
}

/** A status code as boards write it (E, R, RF, MR, TE, W/D…, docs/rules.md#status-codes). */
function statusOrPending(text: string): Status | Pending | null {
  const status = readStatusCode(text);
  if (status !== null && status !== 'OK') return { kind: 'status', status };
  if (text === '' || text === '-') return { kind: 'pending', startTime: null };
  if (START_TIME.test(text)) return { kind: 'pending', startTime: text };
  return null;
}

/** Dressage, XCJ or Total: `27.3`, a status, a start time or empty. */
export function parsePlainCell(raw: string, label: string): Penalties | Status | Pending {
  const text = cleanText(raw);
  return statusOrPending(text) ?? { kind: 'penalties', tenths: parseTenths(text, label) };
}

/** SJ: `0 + 0.4` (jumping + time), a plain total, a status, a start time or empty. */
export function parseShowJumpingCell(raw: string): ShowJumpingCell | Status | Pending {
  const text = cleanText(raw);
  const other = statusOrPending(text);
  if (other) return other;
  const parts = /^(\S+)\s*\+\s*(\S+)$/.exec(text);
  if (parts) {
    const jump = parseTenths(parts[1] ?? '', 'SJ jumping');
    const time = parseTenths(parts[2] ?? '', 'SJ time');
    return { kind: 'penalties', tenths: jump + time, jump, time };
  }
  return { kind: 'penalties', tenths: parseTenths(text, 'SJ') };
}

/** XCT: `16 in 10.48` (time penalties, then the time taken), a plain number, a status or empty. */
export function parseCrossCountryTimeCell(raw: string): CrossCountryTimeCell | Status | Pending {
  const text = cleanText(raw);
  const other = statusOrPending(text);
  if (other) return other;
  const parts = /^(\S+)\s+in\s+(\d{1,2}[.:][0-5]\d)$/i.exec(text);
  if (parts) {
    return {
      kind: 'penalties',
      tenths: parseTenths(parts[1] ?? '', 'XCT'),
      elapsed: (parts[2] ?? '').replace(':', '.'),
    };
  }
  return { kind: 'penalties', tenths: parseTenths(text, 'XCT') };
}

/** Place: `1st`, `2nd`, `=3rd` or `3rd=`; empty when not placed. */
export function parsePlace(raw: string): number | null {
  const text = cleanText(raw);
  if (text === '' || text === '-') return null;
  const match = /^=?(\d{1,4})(?:st|nd|rd|th)?=?$/i.exec(text);
  if (!match) throw new CellError(`Place "${text}" is not a placing`);
  return Number(match[1]);
}

/**
 * A scraped rider's or horse's name: refused (the row is reported, never written) when empty or
 * when it holds characters a reader cannot see, the rule of every name (contract/names.ts).
 */
export function checkScrapedName(name: string, label: 'Rider' | 'Horse'): string {
  if (name === '') throw new CellError(`${label} is empty`);
  if (hasHiddenCharacters(name)) throw new CellError(`${label} ${hiddenCharactersMessage()}`);
  return name;
}

/** Rider: `Name (NAT)`; the nation in brackets is optional. */
export function parseRider(raw: string): { name: string; nationality: string | null } {
  const text = cleanText(raw);
  const match = /^(.*?)\s*\(([A-Za-z]{3})\)$/.exec(text);
  const name = checkScrapedName(match ? (match[1] ?? '') : text, 'Rider');
  return { name, nationality: match ? (match[2] ?? '').toUpperCase() : null };
}

/** Every phase within the plausible bounds (contract/score-bounds.ts); a misread cell is not a result. */
export function checkScoreBounds({ dressage, showJumping, crossCountry }: ScrapedScores) {
  const check = (field: ScoreField, tenths: number, label: string) => {
    const outOfBounds = scoreBoundError(field, tenths, label);
    if (outOfBounds) throw new CellError(outOfBounds);
  };
  if (dressage && 'penalties' in dressage) check('dr_score', dressage.penalties, 'Dressage');
  if (showJumping && 'penalties' in showJumping) check('sj_score', showJumping.penalties, 'SJ');
  if (crossCountry && 'jump' in crossCountry) {
    check('xcj_score', crossCountry.jump, 'XCJ');
    check('xct_score', crossCountry.time, 'XCT');
  }
}
