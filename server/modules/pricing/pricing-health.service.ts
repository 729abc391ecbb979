import { pricingHealth, type PricingHealth } from '../../../contract/pricing-health';
import { isWithdrawn, toTenths, type PhaseStatus } from '../../../contract/scoring';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../types';
import { entriesForHealth, entriesOfUpcomingCompetitions } from './pricing.repository';
import { teamsOverBudget } from './saved-teams.repository';

type HealthRow = {
  price: string | null;
  priceOverride: string | null;
  expPts: string | null;
  pricedAt: Date | null;
  priceGivenAt: Date | null;
  drStatus: PhaseStatus | null;
  sjStatus: PhaseStatus | null;
  xcStatus: PhaseStatus | null;
};

const noScores = { drScore: null, sjScore: null, xcjScore: null, xctScore: null };

/**
 * The facts of a field from its entries: withdrawn entries cannot be picked and are left out. An
 * entry with an operator's price is priced, by the operator: never unpriced, never "no form". An
 * entry whose price a file gave is priced too, whatever the price, even the default 2.5
 * (docs/decisions/099-a-given-price-is-a-price.md).
 */
function healthOf(
  competitionId: number,
  rows: readonly HealthRow[],
  overBudget: ReadonlyMap<number, number>,
): PricingHealth {
  const pickable = rows.filter(
    (row) => row.price !== null && !isWithdrawn({ ...row, ...noScores }),
  );
  const byModel = pickable.filter((row) => row.priceOverride === null);
  return pricingHealth(competitionId, {
    prices: pickable.map((row) => toTenths(row.price) ?? 0),
    unpriced: byModel.filter((row) => row.pricedAt === null && row.priceGivenAt === null).length,
    noForm: byModel.filter((row) => row.pricedAt !== null && row.expPts === null).length,
    withdrawn: rows.filter((row) => row.price !== null).length - pickable.length,
    teamsOverBudget: overBudget.get(competitionId) ?? 0,
  });
}

/**
 * The operator's warnings for every competition that still takes teams (pending or open):
 * unplayable fields, entries without form, prices never computed, saved teams now over the budget
 * (docs/rules.md#pricing-warnings).
 */
export async function listPricingHealth(deps: AppDeps): Promise<PricingHealth[]> {
  const rows = await entriesOfUpcomingCompetitions(deps.database.db);
  const overBudget = await teamsOverBudget(deps.database.db);
  const byCompetition = new Map<number, HealthRow[]>();
  for (const row of rows) {
    const field = byCompetition.get(row.competitionId) ?? [];
    if (row.price !== null) field.push(row);
    byCompetition.set(row.competitionId, field);
  }
  return [...byCompetition].map(([competitionId, field]) =>
    healthOf(competitionId, field, overBudget),
  );
}

/** One competition's field health, read inside the caller's transaction or database. */
export async function competitionPricingHealth(
  db: Db,
  competitionId: number,
): Promise<PricingHealth> {
  const rows = await entriesForHealth(db, competitionId);
  return healthOf(competitionId, rows, await teamsOverBudget(db, competitionId));
}
