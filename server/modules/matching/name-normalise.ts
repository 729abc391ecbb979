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

const RIDER_SUFFIXES = new Set(['jr', 'jnr', 'junior', 'sr', 'snr', 'senior', 'ii', 'iii', 'iv']);

/** A rider's words without a trailing "(NAT)" and without Jr/Sr/II/III. */
export function riderTokens(name: string): string[] {
  const withoutNation = name.replace(/\s*\([A-Za-z]{3}\)\s*$/, '');
  const tokens = nameTokens(withoutNation);
  const named = tokens.filter((token) => !RIDER_SUFFIXES.has(token));
  return named.length > 0 ? named : tokens;
}

/** Studbook and breed marks written after some horses' names (SAP Hale Bob OLD, Tsetserleg TSF). */
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
]);

/** A horse's words. */
export function horseTokens(name: string): string[] {
  return nameTokens(name);
}

/** Whitespace collapsed and trimmed: what "exact" compares. */
export function exactKey(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
