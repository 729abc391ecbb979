import { z } from 'zod';

/** Every error answer of the API: one clear sentence, and the field when a single field is wrong. */
export const errorBodySchema = z.object({
  message: z.string(),
  field: z.string().optional(),
});
