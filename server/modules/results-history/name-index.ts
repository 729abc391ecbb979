import { compareHorses, compareRiders } from '../matching/name-matcher';
import { horseTokens, riderTokens } from '../matching/name-normalise';

/**
 * FEI prints surnames (and often horses) in capitals: "Alex HUA TIAN", "BALLAGHMOR CLASS". A new
 * record is stored with such words capitalised: "Alex Hua Tian".
 */
export function readableName(name: string): string {
  return name.replace(/\p{L}[\p{L}'’-]*/gu, (word) =>
    word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase()
      ? word.charAt(0) + word.slice(1).toLowerCase()
      : word,
  );
}

export type Known = { id: number; name: string; nationality: string | null };

/**
 * Riders or horses already known, found the way the name matcher compares names: any case,
 * accents or word order; the nation breaks a tie. Only same-word variations match, never a
 * guess, so a history import cannot merge two different people.
 */
export function nameIndex(kind: 'rider' | 'horse', known: readonly Known[]) {
  const tokens = kind === 'rider' ? riderTokens : horseTokens;
  const compare = kind === 'rider' ? compareRiders : compareHorses;
  const byKey = new Map<string, Known[]>();
  const byWord = new Map<string, Known[]>();
  const keyOf = (name: string) =>
    kind === 'rider' ? [...tokens(name)].sort().join(' ') : tokens(name).join(' ');
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
          seen.add(record.id);
          const verdict = compare(name, record.name);
          if (verdict?.kind === 'variation' && !verdict.initials) similar.push(record);
        }
      }
      return pick(similar, nationality);
    },
  };
}

const isCapitalWord = (word: string) =>
  /\p{L}/u.test(word) && word === word.toUpperCase() && word !== word.toLowerCase();

/**
 * A rider's name as people write it, from FEI's forms: "SMITH Ann" and "Ann SMITH" are both
 * "Ann Smith"; "HUA TIAN Alex" is "Alex Hua Tian". Leading capitalised words followed by
 * others are the surname, moved to the end.
 */
export function riderDisplayName(name: string): string {
  const words = name.trim().split(/\s+/);
  const surname = words.findIndex((word) => !isCapitalWord(word));
  const ordered = surname > 0 ? [...words.slice(surname), ...words.slice(0, surname)] : words;
  return readableName(ordered.join(' '));
}
