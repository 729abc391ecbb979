import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasHiddenCharacters, hiddenCharactersMessage, visibleName } from './names';

const hidden = [
  ['right-to-left override', '\u202Egnp.exe'],
  ['left-to-right embedding', 'Team \u202A'],
  ['pop directional formatting', 'Team\u202C'],
  ['right-to-left isolate', 'A\u2067B'],
  ['pop directional isolate', 'A\u2069'],
  ['zero-width space', 'Ze\u200Bro'],
  ['zero-width non-joiner', 'Ze\u200Cro'],
  ['zero-width joiner between letters', 'Ze\u200Dro'],
  ['left-to-right mark', 'Mark\u200E'],
  ['right-to-left mark', '\u200FMark'],
  ['word joiner', 'Word\u2060Joiner'],
  ['invisible plus', 'A\u2064B'],
  ['byte-order mark inside', 'Byte\uFEFFOrder'],
  ['soft hyphen', 'Soft\u00ADHyphen'],
  ['Arabic letter mark', 'A\u061CB'],
  ['a tag character outside a flag', 'Tag\u{E0041}'],
  ['unpaired high surrogate', 'Lone\uD800'],
  ['unpaired low surrogate', '\uDC00Lone'],
  ['reversed surrogate pair', 'A\uDE00\uD83DB'],
  ['newline', 'Two\nLines'],
  ['NUL', 'Nul\u0000'],
  ['line separator', 'A\u2028B'],
] as const;

const visible = [
  ['plain letters', 'Thunder Riders'],
  ['accents and other scripts', 'Équipe Zoë, Ørsted, 東京, Ελλάδα, عربي'],
  ['a right-to-left script without controls', 'فريق الفروسية'],
  ['an emoji', 'Team 🐎'],
  ['an emoji ZWJ sequence', 'Family 👨‍👩‍👧'],
  ['a flag with a variation selector and ZWJ', 'Pride 🏳️‍🌈'],
  ['a skin-tone emoji ZWJ sequence', 'Rider 🏇🏽 and 👩🏽‍🚀'],
  ['a subdivision flag (tag sequence)', 'Scotland 🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
  ['apostrophes and hyphens', "O'Brien-Smith"],
] as const;

describe('hasHiddenCharacters', () => {
  it.each(hidden)('finds a %s', (_name, value) => {
    expect(hasHiddenCharacters(value)).toBe(true);
  });
  it.each(visible)('lets %s through', (_name, value) => {
    expect(hasHiddenCharacters(value)).toBe(false);
  });
  it('refuses a ZWJ that only follows an emoji, or only precedes one', () => {
    expect(hasHiddenCharacters('🐎\u200D')).toBe(true);
    expect(hasHiddenCharacters('\u200D🐎')).toBe(true);
    expect(hasHiddenCharacters('🐎\u200DA')).toBe(true);
  });
  it('refuses a flag tag sequence without its cancel tag', () => {
    expect(hasHiddenCharacters('\u{1F3F4}\u{E0067}\u{E0062}')).toBe(true);
  });
});

describe('visibleName', () => {
  const schema = visibleName(z.string().trim().min(1), 'Team name');
  it('refuses hidden characters with a sentence naming the field', () => {
    const result = schema.safeParse('\u202Egnp.exe');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Team name must not contain invisible, control or text-direction characters.',
    );
  });
  it('keeps the schema’s own transforms and checks', () => {
    expect(schema.parse('  Riders  ')).toBe('Riders');
    expect(schema.safeParse('   ').success).toBe(false);
  });
  it('has a short form for forms that show the field beside the message', () => {
    expect(hiddenCharactersMessage()).toBe(
      'must not contain invisible, control or text-direction characters',
    );
  });
});
