/**
 * A small, deliberately conservative filter for team names. Names are normalised (case, accents,
 * leetspeak, separators) before matching, so 'F.u.c.k', 'fvck' or 'SH1T' are caught, and a letter
 * typed several times still matches ('Shiiiit'). A listed word is never shortened to match: 'as'
 * is not 'ass'. A number is a number ('Team 45'), not leetspeak, and so is a code of letters then
 * a longer number ('T17', 'M25'), unless a digit in it is typed twice as a doubled letter would be
 * ('A55', 'P155'). Words that hide inside innocent words are only matched as whole words
 * (Scunthorpe, therapist).
 */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  '+': 't',
  '8': 'b',
  '9': 'g',
};

/** Matched anywhere inside a word ('fuckface', 'bullshit'). */
const ANYWHERE = [
  'fuck',
  'fvck',
  'shit',
  'bitch',
  'nigger',
  'nigga',
  'faggot',
  'wanker',
  'bollocks',
  'asshole',
  'arsehole',
  'dickhead',
  'retard',
  'whore',
  'slut',
  'nazi',
  'hitler',
  'porn',
  'spastic',
];

/** Matched only as whole words, as they hide inside innocent ones (Scunthorpe, Cockburn, Fukuoka). */
const WHOLE_WORDS = [
  'ass',
  'arse',
  'cock',
  'cunt',
  'dick',
  'fag',
  'fuk',
  'kike',
  'pedo',
  'paedo',
  'tit',
  'twat',
  'prick',
  'rape',
  'rapist',
  'sex',
  'spic',
  'coon',
  'piss',
];

/** A word as runs of one letter: 'shiiit' is s, h, i×3, t. */
type Run = { letter: string; count: number };
function runsOf(word: string): Run[] {
  return (word.match(/(.)\1*/g) ?? []).map((run) => ({ letter: run.charAt(0), count: run.length }));
}

const anywhere = ANYWHERE.map(runsOf);
const wholeWords = WHOLE_WORDS.map(runsOf);

/** `word[from…]` spells `listed` with any of its letters typed more often, never less. */
function stretchesAt(word: Run[], from: number, listed: Run[]): boolean {
  return listed.every((run, i) => {
    const seen = word[from + i];
    return seen !== undefined && seen.letter === run.letter && seen.count >= run.count;
  });
}

const isStretchOf = (word: Run[], listed: Run[]) =>
  word.length === listed.length && stretchesAt(word, 0, listed);

const containsStretchOf = (word: Run[], listed: Run[]) =>
  word.some((_, from) => stretchesAt(word, from, listed));

function deLeet(value: string) {
  return [...value].map((character) => LEET[character] ?? character).join('');
}

/** Lowercase, no accents. */
const plain = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** Lowercase, no accents, leetspeak read as letters. */
export function normaliseName(value: string): string {
  return deLeet(plain(value));
}

/** Digits, maybe with the marks numbers are written with ('45', '2,000', '3:30'). */
const isNumber = (token: string) => /^[\d.,:/'-]*\d[\d.,:/'-]*$/.test(token);

/** Letters then a longer number, no digit twice in a row: 'T17' is a code, 'A55' is 'ass'. */
function isCode(token: string) {
  const characters = token.replace(/[^\p{L}\d]/gu, '');
  const [, letters = '', digits = ''] = /^(\p{L}+)(\d+)$/u.exec(characters) ?? [];
  return digits.length > letters.length && !/(\d)\1/.test(digits);
}

/** The words of a name, separators inside a word dropped ('f.u.c.k'), letters spaced out one by one joined ('f u c k'). */
function wordsOf(name: string): string[] {
  const tokens = plain(name)
    .split(/\s+/)
    .filter((token) => !isNumber(token))
    .map((token) => (isCode(token) ? token : deLeet(token)).replace(/[^a-z]/g, ''))
    .filter(Boolean);
  const words: string[] = [];
  let spelled = '';
  for (const token of tokens) {
    if (token.length === 1) {
      spelled += token;
      continue;
    }
    if (spelled) words.push(spelled);
    spelled = '';
    words.push(token);
  }
  if (spelled) words.push(spelled);
  return words;
}

/** The word is a listed whole word, or its plural ('cunts'). */
function isWholeWordMatch(word: string): boolean {
  const forms = word.endsWith('s') ? [word, word.slice(0, -1)] : [word];
  return forms.some((form) => {
    const runs = runsOf(form);
    return wholeWords.some((listed) => isStretchOf(runs, listed));
  });
}

/** True when a team name contains a word from the list, however it is disguised. */
export function isOffensiveName(name: string): boolean {
  return wordsOf(name).some((word) => {
    const runs = runsOf(word);
    return isWholeWordMatch(word) || anywhere.some((listed) => containsStretchOf(runs, listed));
  });
}
