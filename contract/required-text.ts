import { z } from 'zod';

/**
 * Text a request must carry, refused with `message` only when it is left out. A value of another
 * type (a number, a list) is not missing: its refusal is left to the API's wording, "name must be
 * text" (docs/decisions/092-validation-refusals-worded-in-one-place.md).
 */
export const requiredString = (message: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? message : undefined) });
