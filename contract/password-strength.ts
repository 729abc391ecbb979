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

/** The account's own words (email and its parts, names, team name): guessable in its password. */
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
    ...names.flatMap((name) => [name, name.replace(/\s+/g, ''), ...name.split(/\s+/)]),
  ].filter((word) => word.trim().length >= 3);
  return [...new Set(words)];
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
    const result = zxcvbn.check(password, [...SITE_WORDS, ...userInputs]);
    return judgePasswordStrength({
      score: result.score,
      warning: result.feedback.warning,
      suggestions: result.feedback.suggestions,
    });
  };
}
