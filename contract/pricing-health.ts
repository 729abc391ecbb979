import { z } from 'zod';
import { DEFAULT_ENTRY_PRICE_TENTHS, TEAM_BUDGET_TENTHS, TEAM_SIZE } from './constants';
import { cheapest, dearest } from './prices';
import { formatTenths, fromTenths } from './scoring';

/**
 * What the operator is told about a field before teams open (docs/rules.md#pricing-warnings,
 * docs/decisions/056-operator-warned-before-teams-open.md).
 */
export const PRICING_WARNING_CODES = [
  'too-few-entries',
  'unplayable',
  'no-choice',
  'never-priced',
  'unpriced-entries',
  'no-form',
  'teams-over-budget',
] as const;

/**
 * A field large enough that its five dearest should cost more than the budget
 * (docs/rules.md#prices): smaller fields leave little to choose whatever the prices.
 */
const CHOICE_FIELD_ENTRIES = 10;

/** "Many" entries without form: at least this share (percent) of the field. */
export const NO_FORM_WARNING_PERCENT = 25;

export const pricingWarningSchema = z.object({
  code: z.enum(PRICING_WARNING_CODES),
  message: z.string(),
});
export type PricingWarning = z.infer<typeof pricingWarningSchema>;

export const pricingHealthSchema = z.object({
  competitionId: z.number().int(),
  /** Entries that can be picked (not withdrawn). */
  entries: z.number().int(),
  /** Entries whose price nobody chose: never computed, never given by a file (the default 2.5). */
  unpriced: z.number().int(),
  /** Priced entries with no form. */
  noForm: z.number().int(),
  /** What the five cheapest entries cost (millions); null with fewer than five. */
  cheapestFive: z.number().nullable(),
  /** No valid team can be picked: opening team selection asks for confirmation. */
  unplayable: z.boolean(),
  /** Saved teams that cost more than the budget at the prices now. */
  teamsOverBudget: z.number().int(),
  warnings: z.array(pricingWarningSchema),
});
export type PricingHealth = z.infer<typeof pricingHealthSchema>;
export const pricingHealthListSchema = z.array(pricingHealthSchema);

/**
 * The facts of one field: its pickable entries' prices (tenths), how they were priced, and how
 * many entries are withdrawn (0 when not given).
 */
export type FieldFacts = {
  prices: readonly number[];
  /** Entries the pricing never reached and no file gave a price: they cost the default 2.5. */
  unpriced: number;
  noForm: number;
  withdrawn?: number;
  /** Saved teams that cost more than the budget at these prices (0 when not given). */
  teamsOverBudget?: number;
};

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * Why no team can be picked from a field of fewer than five pickable entries: a competition with
 * no entries at all is told apart from one whose entries are all withdrawn.
 */
export function tooFewEntriesMessage(entries: number, withdrawn: number): string {
  if (entries > 0) {
    return `Only ${entries} ${plural(entries, 'entry', 'entries')}: a team needs five.`;
  }
  if (withdrawn === 0) return 'No entries yet: a team needs five.';
  return withdrawn === 1
    ? 'The only entry is withdrawn: a team needs five.'
    : `All ${withdrawn} entries are withdrawn: a team needs five.`;
}

const DEFAULT_PRICE = formatTenths(DEFAULT_ENTRY_PRICE_TENTHS);

/**
 * Entries whose price nobody chose: the pricing never reached them and no file gave them one, so
 * they cost the default 2.5 (docs/decisions/099-a-given-price-is-a-price.md).
 */
function unpricedWarning(entries: number, unpriced: number): PricingWarning {
  if (unpriced === entries) {
    return {
      code: 'never-priced',
      message: `Prices were never computed: every entry costs the default ${DEFAULT_PRICE}.`,
    };
  }
  return {
    code: 'unpriced-entries',
    message:
      unpriced === 1
        ? `1 of ${entries} entries was never priced and costs the default ${DEFAULT_PRICE}.`
        : `${unpriced} of ${entries} entries were never priced and cost the default ${DEFAULT_PRICE}.`,
  };
}

/** The warnings and the playability of a field, from its facts. */
export function pricingHealth(competitionId: number, facts: FieldFacts): PricingHealth {
  const entries = facts.prices.length;
  const withdrawn = facts.withdrawn ?? 0;
  const five = cheapest(facts.prices, TEAM_SIZE);
  const warnings: PricingWarning[] = [];
  if (entries < TEAM_SIZE) {
    warnings.push({ code: 'too-few-entries', message: tooFewEntriesMessage(entries, withdrawn) });
  }
  if (five !== null && five > TEAM_BUDGET_TENTHS) {
    warnings.push({
      code: 'unplayable',
      message: `The five cheapest entries cost ${formatTenths(five)}, more than the ${formatTenths(TEAM_BUDGET_TENTHS)} budget: no valid team exists.`,
    });
  }
  const top = dearest(facts.prices, TEAM_SIZE);
  if (entries >= CHOICE_FIELD_ENTRIES && top !== null && top <= TEAM_BUDGET_TENTHS) {
    warnings.push({
      code: 'no-choice',
      message: `The five dearest entries cost ${formatTenths(top)}, within the ${formatTenths(TEAM_BUDGET_TENTHS)} budget: a player can pick the top of the field without choosing.`,
    });
  }
  if (facts.unpriced > 0) {
    warnings.push(unpricedWarning(entries, facts.unpriced));
  }
  if (facts.noForm > 0 && facts.noForm * 100 >= NO_FORM_WARNING_PERCENT * entries) {
    warnings.push({
      code: 'no-form',
      message:
        facts.noForm === 1
          ? `1 of ${entries} ${plural(entries, 'entry', 'entries')} has no form: it is priced from the level and the field.`
          : `${facts.noForm} of ${entries} entries have no form: they are priced from the level and the field.`,
    });
  }
  const overBudget = facts.teamsOverBudget ?? 0;
  if (overBudget > 0) {
    warnings.push({
      code: 'teams-over-budget',
      message:
        overBudget === 1
          ? `1 saved team costs more than the ${formatTenths(TEAM_BUDGET_TENTHS)} budget at today's prices: its player must change a pick to save it again.`
          : `${overBudget} saved teams cost more than the ${formatTenths(TEAM_BUDGET_TENTHS)} budget at today's prices: their players must change picks to save them again.`,
    });
  }
  return {
    competitionId,
    entries,
    unpriced: facts.unpriced,
    noForm: facts.noForm,
    cheapestFive: five === null ? null : fromTenths(five),
    // Only a competition with no entries at all has no field to judge yet.
    unplayable: entries + withdrawn > 0 && (five === null || five > TEAM_BUDGET_TENTHS),
    teamsOverBudget: overBudget,
    warnings,
  };
}
