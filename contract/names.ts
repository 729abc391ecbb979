import type { z } from 'zod';

/**
 * Names people type (team, league, profile, athlete, horse, venue, feedback) are one line of
 * visible text: no format characters (Unicode Cf: text-direction overrides and isolates,
 * zero-width spaces and joiners, word joiners, the byte-order mark, soft hyphens, tags), no
 * control characters, no line or paragraph separators and no unpaired surrogates. A zero-width
 * joiner between two emoji and an emoji flag's tag sequence stay allowed. See
 * docs/decisions/024-password-strength-and-safe-names.md.
 */

const EMOJI = String.raw`\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?`;
/** ZWJ inside an emoji sequence (👨‍👩‍👧, 🏳️‍🌈) and a subdivision flag (🏴 + tags + cancel tag). */
const EMOJI_FORMAT_SEQUENCES = new RegExp(
  String.raw`(?<=${EMOJI})\u200D(?=\p{Extended_Pictographic})|\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,7}\u{E007F}`,
  'gu',
);
const HIDDEN_CHARACTER = /[\p{Cf}\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/u;

/** True when the text holds a character a reader cannot see or that reorders what they see. */
export function hasHiddenCharacters(value: string): boolean {
  return HIDDEN_CHARACTER.test(value.replace(EMOJI_FORMAT_SEQUENCES, ''));
}

export const hiddenCharactersMessage = (label?: string) =>
  label
    ? `${label} must not contain invisible, control or text-direction characters.`
    : 'must not contain invisible, control or text-direction characters';

/** The name check as a zod refinement: `visibleName(z.string().trim()..., 'Team name')`. */
export function visibleName<Schema extends z.ZodType<string, string>>(
  schema: Schema,
  label?: string,
): Schema {
  return schema.refine((value) => !hasHiddenCharacters(value), {
    error: hiddenCharactersMessage(label),
  });
}
