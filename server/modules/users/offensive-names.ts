/**
 * A small, deliberately conservative filter for team names. Names are normalised (case, accents,
 * leetspeak, separators, repeated letters) before matching, so 'F.u.c.k', 'fvck' or 'SH1T' are
 * caught. Words that hide inside innocent words are only matched as whole words (Scunthorpe).
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
  'rapist',
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
  'sex',
  'spic',
  'coon',
  'piss',
];

const collapseRepeats = (word: string) => word.replace(/(.)\1+/g, '$1');
const anywhere = ANYWHERE.map(collapseRepeats);
const wholeWords = new Set(WHOLE_WORDS.map(collapseRepeats));

function deLeet(value: string) {
  return [...value].map((character) => LEET[character] ?? character).join('');
}

/** Lowercase, no accents, leetspeak read as letters. */
export function normaliseName(value: string): string {
  return deLeet(
    value
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase(),
  );
}

/** The words of a name, separators inside a word dropped ('f.u.c.k'), letters spaced out one by one joined ('f u c k'). */
function wordsOf(name: string): string[] {
  const tokens = normaliseName(name)
    .split(/\s+/)
    .map((token) => token.replace(/[^a-z]/g, ''))
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
  return words.map(collapseRepeats);
}

const isWholeWordMatch = (word: string) =>
  wholeWords.has(word) || (word.endsWith('s') && wholeWords.has(word.slice(0, -1)));

/** True when a team name contains a word from the list, however it is disguised. */
export function isOffensiveName(name: string): boolean {
  return wordsOf(name).some(
    (word) => isWholeWordMatch(word) || anywhere.some((bad) => word.includes(bad)),
  );
}
