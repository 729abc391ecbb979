import { hiddenCharactersMessage } from '../../contract/names';

/** Names that look harmless but carry a character a reader cannot see, for API tests. */
export const HIDDEN_CHARACTER_NAMES = [
  ['a right-to-left override', '\u202Egnp.exe'],
  ['a left-to-right isolate', 'Team \u2066Name\u2069'],
  ['a zero-width space', 'Thunder\u200BRiders'],
  ['a zero-width joiner between letters', 'Thunder\u200DRiders'],
  ['a byte-order mark inside', 'Thunder\uFEFFRiders'],
  ['an unpaired surrogate', 'Thunder \uD83D Riders'],
] as const;

/** A name with an emoji ZWJ sequence: the joiner is part of the emoji and is allowed. */
export const EMOJI_SEQUENCE_NAME = 'Family 👨‍👩‍👧 Riders';

/** The 400 body for a refused name: the field's path and a sentence naming it. */
export const hiddenCharactersRefusal = (field: string, label?: string) => ({
  message: `${field}: ${hiddenCharactersMessage(label)}`,
  field,
});
