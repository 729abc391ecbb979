import * as core from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN_SCORE,
  WEAK_PASSWORD_MESSAGE,
  createPasswordStrengthCheck,
  judgePasswordStrength,
  madeOnlyOf,
  personalWords,
} from './password-strength';

const check = createPasswordStrengthCheck(core, common, english);

describe('password strength', () => {
  it.each(['password', 'password123', '12345678', 'qwertyuiop', 'iloveyou1'])(
    'refuses the common password %j, saying why',
    (password) => {
      const verdict = check(password);
      expect(verdict.acceptable).toBe(false);
      expect(verdict.score).toBeLessThan(PASSWORD_MIN_SCORE);
      expect(verdict.message).toMatch(/^This password is too easy to guess\. This is a /);
      expect(verdict.message).toContain('Add more words that are less common.');
    },
  );

  it.each(['correct horse battery', 'Saddle-Lantern-Orchard-2026', 'a brand new passphrase'])(
    'accepts the passphrase %j',
    (password) => {
      const verdict = check(password);
      expect(verdict.acceptable).toBe(true);
      expect(verdict.message).toBeNull();
      expect(verdict.label).toMatch(/^(Strong|Very strong)$/);
    },
  );

  it("refuses a password built from the account's own words", () => {
    const words = personalWords({
      email: 'quillon.vardamere@stablemail.test',
      firstName: 'Quillon',
      lastName: 'Vardamere',
      teamName: 'Zephyrquist Gallopers',
    });
    for (const password of ['quillonvardamere', 'zephyrquistgallopers']) {
      expect(check(password).acceptable).toBe(true);
      expect(check(password, words).acceptable).toBe(false);
    }
    const verdict = check('quillonvardamere', words);
    expect(verdict.acceptable).toBe(false);
    expect(verdict.message).toContain('There should not be any personal or page related data.');
  });

  it.each([
    ['ann test example', { email: 'ann.test@example.com', firstName: 'Ann', lastName: 'Test' }],
    ['bea rider example', { email: 'bea.rider@example.org', firstName: 'Bea', lastName: 'Rider' }],
    ['Example, Bea & Rider!', { email: 'bea.rider@example.org' }],
    ['bearider example bea', { email: 'bea.rider@example.org' }],
    ['Hoof It Ava Hoof It', { email: 'ava@stable.test', teamName: 'Hoof It' }],
  ])("refuses %j: only the account's own words, spaces and marks between them", (password, who) => {
    const words = personalWords(who);
    expect(check(password).acceptable).toBe(true);
    expect(check(password, words)).toEqual({
      score: 1,
      label: 'Weak',
      acceptable: false,
      message:
        'This password is too easy to guess. There should not be any personal or page related data. Add more words that are less common.',
    });
  });

  it.each([
    'correct horse battery staple',
    'correct horse battery',
    'purple monkey dishwasher',
    'Saddle-Lantern-Orchard-2026',
    'bea rider example 2026 lantern',
    'ann test example orchard',
  ])('accepts %j, which has words of its own, for the same accounts', (password) => {
    for (const who of [
      { email: 'ann.test@example.com', firstName: 'Ann', lastName: 'Test' },
      { email: 'bea.rider@example.org', firstName: 'Bea', lastName: 'Rider' },
    ]) {
      const verdict = check(password, personalWords(who));
      expect(verdict.acceptable).toBe(true);
      expect(verdict.score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
    }
  });

  it('reads a password as words only when every letter belongs to one', () => {
    const words = ['bea', 'rider', 'example'];
    expect(madeOnlyOf('Rider.Bea', words)).toBe(true);
    expect(madeOnlyOf('riderbeax', words)).toBe(false);
    expect(madeOnlyOf('rider 2026', words)).toBe(false);
    expect(madeOnlyOf('!!', words)).toBe(false);
    expect(madeOnlyOf('ab ab', ['ab', 'a.b'])).toBe(false);
  });

  it("refuses this site's own name", () => {
    expect(check('eventingmanager').acceptable).toBe(false);
  });

  it('splits an address into the words someone might reuse', () => {
    expect(
      personalWords({ email: 'Ava.Rider+x@Example.test', firstName: 'Ava', teamName: 'Hoof It' }),
    ).toEqual([
      'ava.rider+x@example.test',
      'ava.rider+x',
      'ava',
      'rider',
      'example.test',
      'example',
      'hoof it',
      'hoofit',
      'hoof',
    ]);
  });

  it('gives advice even when zxcvbn has none', () => {
    expect(judgePasswordStrength({ score: 2, warning: null, suggestions: [] }).message).toBe(
      `${WEAK_PASSWORD_MESSAGE} Add another word or two. Uncommon words are better.`,
    );
    expect(judgePasswordStrength({ score: 3, warning: null, suggestions: ['x'] })).toEqual({
      score: 3,
      label: 'Strong',
      acceptable: true,
      message: null,
    });
  });
});
