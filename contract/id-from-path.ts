/** Plain decimal digits: how a number is written in an address or a query. */
export const DECIMAL_DIGITS = /^[0-9]+$/;

/**
 * A record's id written in an address: plain decimal digits above zero, otherwise null. Kept
 * apart from the zod schemas so that screens reading an id load no validator.
 */
export const idFromPath = (text: string | null | undefined): number | null => {
  if (typeof text !== 'string' || !DECIMAL_DIGITS.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
