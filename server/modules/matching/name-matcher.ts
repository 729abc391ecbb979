import type { MatchType } from '../../../contract/matching';
import { HORSE_SUFFIXES, exactKey, horseTokens, isHorseMark, riderTokens } from './name-normalise';
import { allowedEdits, editDistance, trigramSimilarity } from './name-similarity';

export type AutomaticMatchType = Exclude<MatchType, 'manual'>;
export type NameMatch = { matchType: AutomaticMatchType; confidence: number };
export type Combination = { rider: string; horse: string };

/**
 * Confidence given to matches by rule; fuzzy ('ai') matches stay below them. A number on one
 * horse's name for a studbook's code or mark on the other is proposed at 0.85 (decision 098).
 */
export const CONFIDENCE = {
  exact: 1,
  variation: 0.95,
  initials: 0.9,
  aiCeiling: 0.89,
  numberForMark: 0.85,
} as const;
/** A fuzzy match is proposed only at or above this confidence (chosen on the labelled set). */
export const AI_MIN_CONFIDENCE = 0.8;

type PairKind = 'same' | 'initial' | 'typo';
type Pair = { i: number; j: number; kind: PairKind; score: number; weight: number };
type Scored = Omit<Pair, 'i' | 'j'>;

/** Name particles that scoreboards and entry lists write either way (du Loir, de Loir). */
const PARTICLES = new Set([
  'de',
  'du',
  'des',
  'da',
  'di',
  'del',
  'van',
  'von',
  'der',
  'den',
  'le',
  'la',
]);
const ROMAN = /^(i|ii|iii|iv|v|vi|vii|viii|ix|x)$/;
const NUMBER = /^\d+$/;

function compareTokens(a: string, b: string, shortTypos: boolean): Scored | null {
  const weight = Math.max(a.length, b.length);
  if (a === b) return { kind: 'same', score: 1, weight };
  if (a.length === 1 || b.length === 1) {
    return a.charAt(0) === b.charAt(0) ? { kind: 'initial', score: 0.9, weight: 1 } : null;
  }
  if (PARTICLES.has(a) && PARTICLES.has(b)) return { kind: 'typo', score: 0.9, weight };
  if (NUMBER.test(a) || NUMBER.test(b) || ROMAN.test(a) || ROMAN.test(b)) return null;
  if (a.charAt(0) !== b.charAt(0)) return null;
  const shortest = Math.min(a.length, b.length);
  const limit = shortTypos && shortest === 3 ? 1 : allowedEdits(shortest);
  if (limit === 0) return null;
  const distance = editDistance(a, b, limit);
  if (distance > limit) return null;
  const score = Math.min(1 - distance / weight, trigramSimilarity(a, b) * 0.5 + 0.5);
  return { kind: 'typo', score, weight };
}

type CompareWords = (x: string, y: string, i: number, j: number) => Scored | null;

/** The words of each side that no pair holds. */
function unpaired(a: readonly string[], b: readonly string[], pairs: readonly Pair[]) {
  const usedA = new Set(pairs.map((pair) => pair.i));
  const usedB = new Set(pairs.map((pair) => pair.j));
  const restA = a.map((_, i) => i).filter((i) => !usedA.has(i));
  const restB = b.map((_, j) => j).filter((j) => !usedB.has(j));
  return { pairs, restA, restB };
}

/** One-to-one pairing of words, best pairs first (closest positions break ties). */
function align(a: readonly string[], b: readonly string[], compare: CompareWords) {
  const candidates: Pair[] = [];
  a.forEach((x, i) =>
    b.forEach((y, j) => {
      const pair = compare(x, y, i, j);
      if (pair) candidates.push({ i, j, ...pair });
    }),
  );
  candidates.sort(
    (p, q) =>
      q.score - p.score ||
      Number(p.kind === 'initial') - Number(q.kind === 'initial') ||
      Math.abs(p.i - p.j) - Math.abs(q.i - q.j),
  );
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  const pairs: Pair[] = [];
  for (const pair of candidates) {
    if (usedA.has(pair.i) || usedB.has(pair.j)) continue;
    usedA.add(pair.i);
    usedB.add(pair.j);
    pairs.push(pair);
  }
  return unpaired(a, b, pairs);
}

/**
 * The pairing that keeps both sides' word order and pairs the most letters (weighted by score).
 * The best-first pairing crosses a repeated word shifted by a prefix: in "FRH Tom Tom Go" and
 * "Tom Tom Go 3" it pairs the second "Tom" with the second and the first with the first.
 */
function alignInOrder(a: readonly string[], b: readonly string[], compare: CompareWords) {
  const scored = a.map((x, i) => b.map((y, j) => compare(x, y, i, j)));
  const pairAt = (i: number, j: number) => scored[i]?.[j] ?? null;
  const value = (pair: Scored) => pair.score * pair.weight;
  // best[i][j]: the most a pairing of the first i words of a and the first j of b holds.
  const best = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  const at = (i: number, j: number) => best[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const pair = pairAt(i - 1, j - 1);
      const paired = pair ? at(i - 1, j - 1) + value(pair) : 0;
      const row = best[i];
      if (row) row[j] = Math.max(at(i - 1, j), at(i, j - 1), paired);
    }
  }
  const pairs: Pair[] = [];
  for (let i = a.length, j = b.length; i > 0 && j > 0;) {
    const pair = pairAt(i - 1, j - 1);
    if (pair && at(i, j) === at(i - 1, j - 1) + value(pair)) {
      pairs.unshift({ i: i - 1, j: j - 1, ...pair });
      i -= 1;
      j -= 1;
    } else if (at(i, j) === at(i - 1, j)) i -= 1;
    else j -= 1;
  }
  return unpaired(a, b, pairs);
}

/** Whether a pairing crosses: a later word of one side paired with an earlier one of the other. */
function crosses(pairs: readonly Pair[]): boolean {
  const order = pairs
    .slice()
    .sort((p, q) => p.i - q.i)
    .map((p) => p.j);
  return order.some((j, k) => k > 0 && j < (order[k - 1] ?? 0));
}

type Verdict = { kind: 'variation' | 'ai'; score: number; initials: boolean };

function weighted(pairs: readonly Pair[]): number {
  const weight = pairs.reduce((sum, p) => sum + p.weight, 0);
  return weight === 0 ? 0 : pairs.reduce((sum, p) => sum + p.score * p.weight, 0) / weight;
}

function rotations(tokens: readonly string[]): string[] {
  return tokens.map((_, k) => [...tokens.slice(k), ...tokens.slice(0, k)].join(''));
}

function sameLetters(a: readonly string[], b: readonly string[]): boolean {
  const joined = a.join('');
  return joined.length > 0 && rotations(b).includes(joined);
}

/** Riders agree: same words in any order, initials for given names, II/Jr ignored, or a typo. */
export function compareRiders(a: string, b: string): Verdict | null {
  const x = riderTokens(a);
  const y = riderTokens(b);
  if (x.length === 0 || y.length === 0) return null;
  if (sameLetters(x, y)) return { kind: 'variation', score: 1, initials: false };
  const { pairs, restA, restB } = align(x, y, (p, q) => compareTokens(p, q, false));
  const full = pairs.filter((p) => p.kind !== 'initial');
  if (full.length === 0) return null;
  if (full.some((p) => p.kind === 'same') === false && full.length < 2) return null;
  const initials = pairs.some((p) => p.kind === 'initial');
  const typo = pairs.some((p) => p.kind === 'typo');
  let penalty = 1;
  if (restA.length > 0 || restB.length > 0) {
    // One extra middle name on one side, when the other side's words all agree.
    const rest = restA.length > 0 ? restA : restB;
    const shorter = restA.length > 0 ? y : x;
    if (restA.length > 0 && restB.length > 0) return null;
    if (rest.length > 1 || shorter.length < 2 || initials) return null;
    penalty = 0.92;
  }
  const score = weighted(pairs) * penalty;
  return typo || penalty < 1
    ? { kind: 'ai', score, initials }
    : { kind: 'variation', score, initials };
}

/** A sponsor name written onto the horse's first word: "fischerChipmunk" and "Chipmunk". */
function gluedPrefix(a: string, b: string): boolean {
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.length - short.length >= 3 && long.endsWith(short);
}

function horseWord(first: boolean, hasExact: boolean) {
  return (a: string, b: string): Scored | null => {
    const pair = compareTokens(a, b, hasExact);
    if (pair) return pair;
    if (first && gluedPrefix(a, b)) {
      return { kind: 'same', score: 0.95, weight: Math.min(a.length, b.length) };
    }
    return null;
  };
}

type Leftovers = { ok: boolean; prefix: string[]; suffix: string[] };

/** Leftover words of one side are a sponsor prefix (at most two words before the rest) or marks after it. */
function leftoversAllowed(
  tokens: readonly string[],
  rest: readonly number[],
  kept: readonly number[],
): Leftovers {
  const first = Math.min(...kept);
  const last = Math.max(...kept);
  const prefix: string[] = [];
  const suffix: string[] = [];
  for (const index of rest) {
    const word = tokens[index] ?? '';
    if (index < first && first <= 2) prefix.push(word);
    else if (
      index > last &&
      (isHorseMark(word) || (/^[a-z]{1,3}$/.test(word) && !ROMAN.test(word)))
    ) {
      suffix.push(word);
    } else return { ok: false, prefix, suffix };
  }
  return { ok: true, prefix, suffix };
}

const isStudbookNumber = (word: string) => /^\d{1,4}$/.test(word);
const isStudbookMark = (word: string) => HORSE_SUFFIXES.has(word);

/** Titles written without a vowel that are words of the name: "Mr Quintus". */
const TITLES = new Set(['mr', 'mrs', 'ms', 'dr', 'st', 'mt']);

/**
 * A studbook's or breeder's code written before a horse's name: a known mark (FRH), a short word
 * without a vowel (MGH, DSP), or a short word in capitals in a name that is not all capitals
 * (KBIS Briarlands Matilda).
 */
function isStudbookCode(written: string, word: string): boolean {
  if (isStudbookMark(word)) return true;
  if (!/^[a-z]{2,4}$/.test(word) || TITLES.has(word)) return false;
  if (!/[aeiouy]/.test(word)) return true;
  const raw = written.trim().split(/\s+/)[0] ?? '';
  return (
    raw.length === word.length && raw === raw.toUpperCase() && written !== written.toUpperCase()
  );
}

/** The nation in brackets after a horse's name ("QUINTUS 134 (GER)"), folded, or "". */
const nationAfter = (written: string) =>
  (/\(([A-Za-z]{3})\)\s*$/.exec(written)?.[1] ?? '').toLowerCase();

/**
 * Whether one horse's name carries a registration number where the other carries a studbook's
 * code or mark instead ("FRH Quintus" and "Quintus 134", "Caramia FRH" and "Caramia 34"), a
 * nation in brackets aside. Only a name without a number may meet one with a number: two numbers
 * are two horses (decision 098).
 */
function numberForMark(written: readonly [string, string], sides: readonly [Leftovers, Leftovers]) {
  const nations = written.map(nationAfter);
  if (nations[0] && nations[1] && nations[0] !== nations[1]) return false;
  const marks = sides.map((side, n) => ({
    prefix: side.prefix,
    suffix: side.suffix.filter((word, k) => k < side.suffix.length - 1 || word !== nations[n]),
  }));
  return ([0, 1] as const).some((n) => {
    const numbered = marks[n];
    const other = marks[n === 0 ? 1 : 0];
    const otherName = written[n === 0 ? 1 : 0] ?? '';
    if (!numbered || !other) return false;
    return (
      numbered.prefix.length === 0 &&
      numbered.suffix.length === 1 &&
      numbered.suffix.every(isStudbookNumber) &&
      other.prefix.length + other.suffix.length > 0 &&
      other.prefix.length <= 1 &&
      other.prefix.every((word) => isStudbookCode(otherName, word)) &&
      other.suffix.every(isStudbookMark)
    );
  });
}

/**
 * Horses agree: same words, a sponsor prefix or studbook mark or number on one side, or a typo.
 * A number on one side for a studbook's code or mark on the other is only a fuzzy ('ai')
 * proposal, at a lower confidence (decision 098).
 */
export function compareHorses(a: string, b: string): Verdict | null {
  const x = horseTokens(a);
  const y = horseTokens(b);
  if (x.length === 0 || y.length === 0) return null;
  if (x.join('') === y.join('')) return { kind: 'variation', score: 1, initials: false };
  const hasExact = x.some((word) => word.length >= 4 && y.includes(word));
  const compare: CompareWords = (p, q, i, j) => horseWord(i === 0 || j === 0, hasExact)(p, q);
  const bestFirst = align(x, y, compare);
  // Words must keep their order ("Master Class" is not "Class Master"): when the best pairs
  // cross, the best pairing in order is judged instead.
  const { pairs, restA, restB } = crosses(bestFirst.pairs)
    ? alignInOrder(x, y, compare)
    : bestFirst;
  if (pairs.length === 0 || pairs.some((p) => p.kind === 'initial')) return null;
  const left = leftoversAllowed(
    x,
    restA,
    pairs.map((p) => p.i),
  );
  const right = leftoversAllowed(
    y,
    restB,
    pairs.map((p) => p.j),
  );
  if (!left.ok || !right.ok) return null;
  const crossed = numberForMark([a, b], [left, right]);
  const [leftPrefix, leftSuffix] = [left.prefix.length > 0, left.suffix.length > 0];
  const [rightPrefix, rightSuffix] = [right.prefix.length > 0, right.suffix.length > 0];
  // Marks on both sides differ (Allstar B, Allstar C); prefixes on both sides differ too.
  if (((leftSuffix && rightSuffix) || (leftPrefix && rightPrefix)) && !crossed) return null;
  // A prefix on one side and a short word after it on the other leave one word in common:
  // "Master Boy" is not "Ashdale Cruise Master", though "Hale Bob OLD" is "SAP Hale Bob".
  if (
    ((leftPrefix && rightSuffix) || (leftSuffix && rightPrefix)) &&
    pairs.length < 2 &&
    !crossed
  ) {
    return null;
  }
  const core = pairs.map((p) => x[p.i] ?? '').join('');
  const extra = restA.length + restB.length;
  // A name left with a word more needs a core of its own: four letters, not only a number.
  if (extra > 0 && (core.length < 4 || !/\p{L}/u.test(core))) return null;
  const typo = pairs.some((p) => p.kind === 'typo');
  if (crossed)
    return { kind: 'ai', score: weighted(pairs) * CONFIDENCE.numberForMark, initials: false };
  const score = weighted(pairs) * (extra > 0 ? 0.95 : 1);
  return { kind: typo ? 'ai' : 'variation', score, initials: false };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Whether a scraped rider and horse are this entry's rider and horse. Both must agree. Exact
 * when the texts are equal; variation when they differ only by case, accents, punctuation,
 * spacing, word order, initials, II/Jr or a sponsor prefix; 'ai' when a measured similarity
 * (bounded edit distance per word, character-trigram score) clears AI_MIN_CONFIDENCE.
 */
export function compareCombination(scraped: Combination, entry: Combination): NameMatch | null {
  if (
    exactKey(scraped.rider) === exactKey(entry.rider) &&
    exactKey(scraped.horse) === exactKey(entry.horse)
  ) {
    return { matchType: 'exact', confidence: CONFIDENCE.exact };
  }
  const rider = compareRiders(scraped.rider, entry.rider);
  if (!rider) return null;
  const horse = compareHorses(scraped.horse, entry.horse);
  if (!horse) return null;
  if (rider.kind === 'variation' && horse.kind === 'variation') {
    return {
      matchType: 'variation',
      confidence: rider.initials ? CONFIDENCE.initials : CONFIDENCE.variation,
    };
  }
  const confidence = round2(Math.min(CONFIDENCE.aiCeiling, rider.score, horse.score));
  return confidence >= AI_MIN_CONFIDENCE ? { matchType: 'ai', confidence } : null;
}
