import { z } from 'zod';
import { DECIMAL_DIGITS } from './id-from-path';

/** The largest id a record can have: PostgreSQL's `integer`. */
export const ID_MAX = 2_147_483_647;

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

/**
 * The one sentence refusing a whole number in a range, whatever is wrong with what was sent
 * (text, a sign, a fraction, too small or too large): it says what would be accepted.
 */
export const wholeNumberMessage = (field: string, min: number, max: number) =>
  `${field} must be a whole number from ${min} to ${max}`;

/** The range of each schema `wholeNumberFromDigits` made, read by `wholeNumberRangeOf`. */
const wholeNumberRanges = new WeakMap<z.core.$ZodType, { min: number; max: number }>();

/**
 * The range a schema made by `wholeNumberFromDigits` accepts, else undefined: what a validator
 * needs to accept plain digits in range without running the schema (the refusals stay its own).
 */
export const wholeNumberRangeOf = (schema: z.core.$ZodType) => wholeNumberRanges.get(schema);

/** A whole number from `min` to `max` sent as text; every refusal is `wholeNumberMessage`. */
export const wholeNumberFromDigits = (field: string, min: number, max: number) => {
  const message = wholeNumberMessage(field, min, max);
  const schema = fromDigits(
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
  wholeNumberRanges.set(schema, { min, max });
  return schema;
};

/** A record's id in a path or query: from 1 to `ID_MAX`. */
export const idParam = (field: string) => wholeNumberFromDigits(field, 1, ID_MAX);

/** A year sent as text, from `min` to `max`. */
export const yearFromDigits = (min: number, max: number) => wholeNumberFromDigits('year', min, max);

/** A month sent as text, from 1 to 12. */
export const monthFromDigits = () => wholeNumberFromDigits('month', 1, 12);

/** How many rows to answer, sent as text: from 1 to `max`, `fallback` when not sent. */
export const limitFromDigits = (max: number, fallback: number) =>
  wholeNumberFromDigits('limit', 1, max).default(fallback);
