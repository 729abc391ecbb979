import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';
import type * as ZxcvbnEnglish from '@zxcvbn-ts/language-en';

/**
 * How hard a new password is to guess, judged by zxcvbn with its common and English dictionaries.
 * No zod and no dictionary here: the server and the browser load zxcvbn themselves (the browser
 * lazily) and hand the modules to `createPasswordStrengthCheck`. See
 * docs/decisions/024-password-strength-and-safe-names.md.
 */

/** zxcvbn's score 3: "safely unguessable", about 10^8 guesses or more. */
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_STRENGTH_LABELS = [
  'Very weak',
  'Weak',
  'Fair',
  'Strong',
  'Very strong',
] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

export const WEAK_PASSWORD_MESSAGE = 'This password is too easy to guess.';
const FALLBACK_ADVICE = 'Add another word or two. Uncommon words are better.';

/** Words of this site that make a password easier to guess here. */
const SITE_WORDS = ['eventing', 'eventing manager', 'eventingmanager', 'em2'];

export type PasswordStrength = {
  score: 0 | 1 | 2 | 3 | 4;
  label: PasswordStrengthLabel;
  acceptable: boolean;
  /** Why a weak password is refused, as one or more sentences; null when acceptable. */
  message: string | null;
};

type Feedback = { score: PasswordStrength['score']; warning: string | null; suggestions: string[] };

/** The verdict on a zxcvbn result: the refusal names zxcvbn's warning and suggestions. */
export function judgePasswordStrength({ score, warning, suggestions }: Feedback): PasswordStrength {
  const acceptable = score >= PASSWORD_MIN_SCORE;
  const advice = [warning, ...suggestions].filter((line): line is string => Boolean(line));
  return {
    score,
    label: PASSWORD_STRENGTH_LABELS[score],
    acceptable,
    message: acceptable
      ? null
      : [WEAK_PASSWORD_MESSAGE, ...(advice.length > 0 ? advice : [FALLBACK_ADVICE])].join(' '),
  };
}

/**
 * The account's own words (email and its parts, the domain's names without its ending, names,
 * team name): guessable in its password.
 */
export function personalWords(person: {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  teamName?: string | null;
}): string[] {
  const email = person.email?.toLowerCase() ?? '';
  const [local = '', domain = ''] = email.split('@');
  const names = [person.firstName, person.lastName, person.teamName].map((name) =>
    (name ?? '').toLowerCase(),
  );
  const words = [
    email,
    local,
    ...local.split(/[._+-]+/),
    domain,
    ...domain.split('.').slice(0, -1),
    ...names.flatMap((name) => [name, name.replace(/\s+/g, ''), ...name.split(/\s+/)]),
  ].filter((word) => word.trim().length >= 3);
  return [...new Set(words)];
}

/** Letters and digits only, lower case: a text with its spaces, punctuation and case ignored. */
const lettersAndDigits = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * True when the password, its spaces, punctuation and case ignored, is nothing but the given
 * words one after another, in any order and repeated or not: "Bea rider, example" for
 * bea.rider@example.org. Words shorter than three letters do not count.
 */
export function madeOnlyOf(password: string, words: readonly string[]): boolean {
  const text = lettersAndDigits(password);
  const pieces = [...new Set(words.map(lettersAndDigits))].filter((word) => word.length >= 3);
  if (text === '' || pieces.length === 0) return false;
  // reachable[i]: the first i characters are whole words.
  const reachable = Array.from({ length: text.length + 1 }, (_, i) => i === 0);
  for (let start = 0; start < text.length; start += 1) {
    if (!reachable[start]) continue;
    for (const piece of pieces) {
      if (text.startsWith(piece, start)) reachable[start + piece.length] = true;
    }
  }
  return reachable[text.length] === true;
}

export type PasswordStrengthCheck = (
  password: string,
  userInputs?: readonly string[],
) => PasswordStrength;

/** Builds the dictionaries once; the returned check is synchronous and reusable. */
export function createPasswordStrengthCheck(
  core: Pick<typeof ZxcvbnCore, 'ZxcvbnFactory'>,
  common: Pick<typeof ZxcvbnCommon, 'dictionary' | 'adjacencyGraphs'>,
  english: Pick<typeof ZxcvbnEnglish, 'dictionary' | 'translations'>,
): PasswordStrengthCheck {
  const zxcvbn = new core.ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return (password, userInputs = []) => {
    const words = [...SITE_WORDS, ...userInputs];
    const result = zxcvbn.check(password, words);
    // zxcvbn prices each space or mark between known words as a random character, so three of
    // the account's own words with spaces between them scored 4; they are as guessable as one.
    if (result.score >= PASSWORD_MIN_SCORE && madeOnlyOf(password, words)) {
      return judgePasswordStrength({
        score: 1,
        warning: english.translations.warnings.userInputs,
        suggestions: [english.translations.suggestions.anotherWord],
      });
    }
    return judgePasswordStrength({
      score: result.score,
      warning: result.feedback.warning,
      suggestions: result.feedback.suggestions,
    });
  };
}
