import { compareHorses, compareRiders } from '../matching/name-matcher';
import {
  HORSE_SUFFIXES,
  foldText,
  horseTokens,
  riderGeneration,
  riderTokens,
} from '../matching/name-normalise';

const isCapitals = (text: string) => text === text.toUpperCase() && text !== text.toLowerCase();

/** I to XXXIX, as numbered horses (Cola III) and riders are written. */
const ROMAN_NUMERAL = /^(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})$/;
/** Titles written without a vowel that are words all the same: "MR BEAN" is "Mr Bean". */
const TITLES = new Set(['MR', 'MRS', 'MS', 'DR', 'ST', 'MT']);
/** Mac surnames that are not Mac and a name: Machado, Mackie. */
const NOT_MAC = /^MAC(?:EVICIUS|HADO|HAR|HIN|HLIN|IAS|IULIS|KIE|KINTOSH|KLE|KLIN|KMIN|QUARIE)/u;
/** What comes before an apostrophe when the next word keeps its capital: O', D', L', Dell'. */
const ELIDED = /^(?:\p{L}|\p{L}{2,}LL)$/u;
const CONTRACTIONS = new Set(['S', 'T', 'D', 'M', 'LL', 'RE', 'VE']);

/** Initials, breeders' and studbook marks and Roman numerals: JL, VG, FRH, Z, III. */
const keepsCapitals = (word: string) =>
  word.length === 1 ||
  ROMAN_NUMERAL.test(word) ||
  (word.length <= 4 && !/[aeiouy]/.test(foldText(word)) && !TITLES.has(word));

const capitalise = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();

/** One word printed in capitals, between hyphens; `surname` adds the Mc and Mac of surnames. */
function readableWord(word: string, surname: boolean): string {
  const elision = /^(\p{L}+)(['’])(\p{L}.*)$/u.exec(word);
  if (elision) {
    const [, before = '', mark = '', after = ''] = elision;
    const next =
      ELIDED.test(before) && !CONTRACTIONS.has(after)
        ? readableWord(after, surname)
        : after.toLowerCase();
    return readableWord(before, surname) + mark + next;
  }
  if (surname && word === 'MC') return 'Mc';
  if (keepsCapitals(word)) return word;
  if (/^MC\p{L}{2}/u.test(word)) return `Mc${capitalise(word.slice(2))}`;
  if (surname && /^MAC\p{L}{2,}[^ACIOZJ]$/u.test(word) && !NOT_MAC.test(word)) {
    return `Mac${capitalise(word.slice(3))}`;
  }
  return capitalise(word);
}

/** Text printed in capitals in readable case: "O'CONNOR" is "O'Connor", "COLA III" "Cola III". */
function readableCapitals(text: string, surname: boolean): string {
  return text.replace(/\p{L}[\p{L}'’-]*/gu, (word) =>
    word
      .split('-')
      .map((part) => (part === '' ? part : readableWord(part, surname)))
      .join('-'),
  );
}

/** A nation in brackets after a name, "(GER)", is not part of it: the entry carries the nation. */
const withoutNation = (name: string) => name.replace(/\s*\([A-Za-z]{3}\)\s*$/, '');

/**
 * A horse's name as written ("JL Dublin", "D'Accord FRH"), without a nation in brackets after it
 * ("QUINTUS 134 (GER)" is "Quintus 134"). Only a name printed wholly in capitals,
 * as FEI prints some, is put in readable case, its marks kept: "BALLAGHMOR CLASS" is
 * "Ballaghmor Class", "ALICANA Z" "Alicana Z", "DOLMEN AA" keeps its studbook's AA
 * (docs/rules.md#results-history).
 */
export function horseDisplayName(written: string): string {
  const name = withoutNation(written);
  if (!isCapitals(name)) return name;
  const readable = readableCapitals(name, false);
  const mark = /\s(\p{L}+)$/u.exec(name)?.[1];
  return mark !== undefined && HORSE_SUFFIXES.has(mark.toLowerCase())
    ? readable.slice(0, -mark.length) + mark
    : readable;
}

export type Known = { id: number; name: string; nationality: string | null };

/**
 * Riders or horses already known, found the way the name matcher compares names: any case,
 * accents or word order; the nation breaks a tie. Only same-word variations match, never a
 * guess, and riders only of the same generation (Jr, Sr, II), so an import cannot merge two
 * different people.
 */
export function nameIndex(kind: 'rider' | 'horse', known: readonly Known[]) {
  const tokens = kind === 'rider' ? riderTokens : horseTokens;
  const compare = kind === 'rider' ? compareRiders : compareHorses;
  const byKey = new Map<string, Known[]>();
  const byWord = new Map<string, Known[]>();
  // A rider's generation is part of who they are: Bruce Davidson Jr is not Bruce Davidson Sr.
  const generation = (name: string) => (kind === 'rider' ? riderGeneration(name) : '');
  const keyOf = (name: string) =>
    kind === 'rider'
      ? `${[...tokens(name)].sort().join(' ')}|${riderGeneration(name)}`
      : tokens(name).join(' ');
  const add = (record: Known) => {
    const key = keyOf(record.name);
    byKey.set(key, [...(byKey.get(key) ?? []), record]);
    for (const word of new Set(tokens(record.name))) {
      byWord.set(word, [...(byWord.get(word) ?? []), record]);
    }
  };
  known.forEach(add);

  const pick = (candidates: readonly Known[], nationality: string | null) =>
    candidates.find((record) => nationality !== null && record.nationality === nationality) ??
    candidates[0] ??
    null;

  return {
    add,
    /** The known record of this name (the nation breaks a tie), among those `accept` allows. */
    find(
      name: string,
      nationality: string | null,
      accept: (record: Known) => boolean = () => true,
    ): Known | null {
      const exact = (byKey.get(keyOf(name)) ?? []).filter(accept);
      if (exact.length > 0) return pick(exact, nationality);
      const seen = new Set<number>();
      const similar: Known[] = [];
      for (const word of tokens(name)) {
        for (const record of byWord.get(word) ?? []) {
          if (seen.has(record.id) || !accept(record)) continue;
          if (generation(record.name) !== generation(name)) continue;
          seen.add(record.id);
          const verdict = compare(name, record.name);
          if (verdict?.kind === 'variation' && !verdict.initials) similar.push(record);
        }
      }
      return pick(similar, nationality);
    },
  };
}

/**
 * A rider's name as people write it, from FEI's forms: "SMITH Ann", "SMITH Ann (GBR)" and
 * "Ann SMITH" are all "Ann Smith"; "HUA TIAN Alex" is "Alex Hua Tian". Leading capitalised words followed by
 * others are the surname, moved to the end. Only words printed in capitals change case, as
 * `horseDisplayName` changes them, with Mc and Mac surnames: "MCEWEN Tom" is "Tom McEwen".
 */
export function riderDisplayName(name: string): string {
  const words = withoutNation(name).trim().split(/\s+/);
  const surname = words.findIndex((word) => !isCapitals(word));
  const ordered = surname > 0 ? [...words.slice(surname), ...words.slice(0, surname)] : words;
  return ordered.map((word) => (isCapitals(word) ? readableCapitals(word, true) : word)).join(' ');
}
