import { z } from 'zod';
import { DECIMAL_DIGITS } from './id-from-path';

/**
 * A number sent as text (a path or query parameter, a form field) read only when it is plain
 * decimal digits. JavaScript's `Number()`, which `z.coerce.number()` uses, also reads `0x10`,
 * `0b1000`, `0o10`, `1e1`, `8.0` and ` 1` (trimmed): an id written so would name another
 * record. Other text reaches `schema` unchanged, which refuses it as not a number with its own
 * message; a number (from a JSON body) reaches it as it is.
 */
export const fromDigits = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL_DIGITS.test(value) ? Number(value) : value),
    schema,
  );

/** A year sent as text, from `min` to `max`, each refusal a sentence naming `year`. */
export const yearFromDigits = (min: number, max: number) =>
  fromDigits(
    z
      .number({ error: 'year must be a number' })
      .int('year must be a whole number')
      .min(min, `year must be ${min} or later`)
      .max(max, `year must be ${max} or earlier`),
  );
