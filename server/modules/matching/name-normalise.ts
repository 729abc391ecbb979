import { foldText } from '../../../contract/name-fold';

export { foldText };

const APOSTROPHES = /['’‘`´]/g;

/** Words of a name: folded, apostrophes joined ("O'Connor" → "oconnor"), other punctuation splits. */
export function nameTokens(text: string): string[] {
  return foldText(text)
    .replace(APOSTROPHES, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Generational suffixes of riders' names, each with the one way it is compared. */
const RIDER_SUFFIXES = new Map([
  ['jr', 'jr'],
  ['jnr', 'jr'],
  ['junior', 'jr'],
  ['sr', 'sr'],
  ['snr', 'sr'],
  ['senior', 'sr'],
  ['ii', 'ii'],
  ['iii', 'iii'],
  ['iv', 'iv'],
]);

const riderWords = (name: string) => nameTokens(name.replace(/\s*\([A-Za-z]{3}\)\s*$/, ''));

/** A rider's words without a trailing "(NAT)" and without Jr/Sr/II/III. */
export function riderTokens(name: string): string[] {
  const tokens = riderWords(name);
  const named = tokens.filter((token) => !RIDER_SUFFIXES.has(token));
  return named.length > 0 ? named : tokens;
}

/**
 * The generation a rider's name states ("jr" for Jr, Jnr and Junior; "sr"; "ii"), or "" when it
 * states none. A board may drop it, but a father and son are two people (decision 043).
 */
export function riderGeneration(name: string): string {
  const tokens = riderWords(name);
  if (tokens.every((token) => RIDER_SUFFIXES.has(token))) return '';
  const marks = tokens.flatMap((token) => RIDER_SUFFIXES.get(token) ?? []);
  return [...new Set(marks)].sort().join(' ');
}

/** Studbook, breed and stud marks written after some horses' names (SAP Hale Bob OLD, Tsetserleg TSF). */
export const HORSE_SUFFIXES = new Set([
  'old',
  'frh',
  'tsf',
  'hdc',
  'z',
  'ch',
  'xx',
  'ox',
  'bwp',
  'kwpn',
  'sf',
  'isf',
  'aa',
  'ire',
  'gb',
  'vdl',
]);

/** A studbook's number after a horse's name (Quintus 134, Nu Pagadi 5): one to four digits. */
const STUDBOOK_NUMBER = /^\d{1,4}$/;

/**
 * A word some boards write after a horse's name and others leave out: a breed or studbook mark
 * (OLD, FRH) or a studbook's number (134). Roman numerals are not marks: Cola II is not Cola III.
 */
export function isHorseMark(word: string): boolean {
  return HORSE_SUFFIXES.has(word) || STUDBOOK_NUMBER.test(word);
}

/** A horse's words. */
export function horseTokens(name: string): string[] {
  return nameTokens(name);
}

/** Whitespace collapsed and trimmed: what "exact" compares. */
export function exactKey(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
