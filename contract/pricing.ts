import { z } from 'zod';
import { PRICE_FLOOR_TENTHS, PRICE_MAX_TENTHS } from './prices';
import { fromTenths } from './scoring';

/** Pricing a competition's entries from their form (docs/rules.md#form-and-prices). */
export const priceEntriesBodySchema = z.object({ apply: z.boolean() });

const figure = z.number().nullable();

/** Where expected points come from: the pair's own starts, its rider's and horse's, or none. */
export const FORM_BASES = ['combination', 'rider-horse', 'level'] as const;

export const pricedEntrySchema = z.object({
  entryId: z.number().int(),
  athleteName: z.string(),
  horseName: z.string(),
  runs: z.number().int(),
  ra6: figure,
  sj6: figure,
  xcj10: figure,
  tsp: figure,
  /** Expected points; null when neither the rider nor the horse has a record ("No form"). */
  expPts: figure,
  /** Expected chance (0..1) of completing the cross-country; null with no history at all. */
  xcFinish: figure,
  basis: z.enum(FORM_BASES),
  /** True when neither the rider nor the horse has a record: priced as newcomers did, and the field. */
  noForm: z.boolean(),
  elo_in: figure,
  hpr: figure,
  /** Millions, one decimal. */
  price: z.number(),
  /**
   * What the entry costs players now (millions): the price of the last pricing, a start list's or
   * the default, or the operator's. Apply prices changes it to `price`.
   */
  current: z.number(),
  /** True when the operator's override set the price. */
  overridden: z.boolean(),
  /**
   * Withdrawn in a phase: cannot be picked, so left out of the field, and keeps the price it had
   * (pricing stores nothing for it).
   */
  withdrawn: z.boolean(),
});
export type PricedEntry = z.infer<typeof pricedEntrySchema>;

/**
 * The field as priced, withdrawn entries left out: what the cheapest and the dearest five cost
 * (millions), and the gaps.
 */
export const fieldSummarySchema = z.object({
  entries: z.number().int(),
  /** Entries withdrawn in a phase, left out of the field. */
  withdrawn: z.number().int(),
  noForm: z.number().int(),
  /**
   * Expected points every entry without form is priced at: the level's average start moved by how
   * the history's newcomers did, less its share of the field's records
   * (docs/rules.md#expected-points, rule 6); null with none.
   */
  noFormExpPts: figure,
  cheapestFive: figure,
  dearestFive: figure,
  cheapest: figure,
  dearest: figure,
  /** Expected points of the level's average start in the history before the competition. */
  levelExpPts: figure,
});
export type FieldSummary = z.infer<typeof fieldSummarySchema>;

/**
 * The teams players have saved for the competition, and how many of them cost more than the
 * budget at these prices: a save checks the prices of the moment, so those teams could not be
 * saved again unchanged.
 */
export const savedTeamsSchema = z.object({
  saved: z.number().int(),
  overBudget: z.number().int(),
});
export type SavedTeams = z.infer<typeof savedTeamsSchema>;

export const priceEntriesResultSchema = z.object({
  applied: z.boolean(),
  /**
   * The competition is live or completed: its prices are what players paid, so the preview shows
   * them and Apply stores the figures only.
   */
  pricesFixed: z.boolean(),
  entries: z.array(pricedEntrySchema),
  summary: fieldSummarySchema,
  savedTeams: savedTeamsSchema,
});
export type PriceEntriesResult = z.infer<typeof priceEntriesResultSchema>;

/** An operator's price for one entry (1.0..9.9), or null to clear it. */
export const priceOverrideBodySchema = z.object({
  price: z
    .number()
    .min(fromTenths(PRICE_FLOOR_TENTHS))
    .max(fromTenths(PRICE_MAX_TENTHS))
    .multipleOf(0.1)
    .nullable(),
});
