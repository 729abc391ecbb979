import { z } from 'zod';

/** Pricing a competition's entries from their form (docs/rules.md#form-and-prices). */
export const priceEntriesBodySchema = z.object({ apply: z.boolean() });
export type PriceEntriesBody = z.infer<typeof priceEntriesBodySchema>;

const figure = z.number().nullable();

export const pricedEntrySchema = z.object({
  entryId: z.number().int(),
  athleteName: z.string(),
  horseName: z.string(),
  runs: z.number().int(),
  ra6: figure,
  sj6: figure,
  xcj10: figure,
  tsp: figure,
  expPts: figure,
  elo_in: figure,
  hpr: figure,
  /** Millions, one decimal. */
  price: z.number(),
  /** True when the operator's override set the price. */
  overridden: z.boolean(),
});
export type PricedEntry = z.infer<typeof pricedEntrySchema>;

export const priceEntriesResultSchema = z.object({
  applied: z.boolean(),
  entries: z.array(pricedEntrySchema),
});
export type PriceEntriesResult = z.infer<typeof priceEntriesResultSchema>;

/** An operator's price for one entry (1.0..9.9), or null to clear it. */
export const priceOverrideBodySchema = z.object({
  price: z.number().min(1).max(9.9).multipleOf(0.1).nullable(),
});
export type PriceOverrideBody = z.infer<typeof priceOverrideBodySchema>;
