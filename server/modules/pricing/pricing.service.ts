import { TEAM_BUDGET_TENTHS, TEAM_SIZE, type Level } from '../../../contract/constants';
import { buildExpectedPointsModel } from '../../../contract/expected-points';
import { formStatistics, horsePerformanceRating, type FormRun } from '../../../contract/form';
import { parseLevel } from '../../../contract/levels';
import type { FieldSummary, PriceEntriesResult, SavedTeams } from '../../../contract/pricing';
import { cheapest, dearest, priceField } from '../../../contract/prices';
import { fromTenths, isWithdrawn, toTenths } from '../../../contract/scoring';
import { AppError } from '../../errors';
import { notifyCompetitionChanged } from '../../live/competition-changed';
import type { AppDeps } from '../../types';
import {
  completedEntriesBefore,
  entriesToPrice,
  findCompetition,
  historyBefore,
  horseNames,
  restoreComputedPrice,
  setPriceOverride,
  storeEntryFigures,
} from './pricing.repository';
import {
  combinationKey,
  modelHorseKeys,
  replayElo,
  scores,
  toModelRuns,
  toStarts,
  type Start,
} from './pricing.runs';
import { picksOfSavedTeams } from './saved-teams.repository';

const decimals = (value: number | null, scale: 10 | 100) => (value === null ? null : value / scale);
const twoDecimals = (share: number) => Math.round(share * 100) / 100;

function groupRuns(starts: readonly Start[]) {
  const byCombination = new Map<string, FormRun[]>();
  const byHorse = new Map<number, FormRun[]>();
  const add = <K>(map: Map<K, FormRun[]>, key: K, run: FormRun) => {
    const runs = map.get(key);
    if (runs) runs.push(run);
    else map.set(key, [run]);
  };
  for (const start of starts) {
    add(byCombination, combinationKey(start.athleteId, start.horseId), start.run);
    add(byHorse, start.horseId, start.run);
  }
  return { byCombination, byHorse };
}

/** How many teams are saved, and how many cost more than the budget at the given prices (tenths). */
function savedTeamsAt(
  picks: Awaited<ReturnType<typeof picksOfSavedTeams>>,
  prices: ReadonlyMap<number, number>,
): SavedTeams {
  const costs = new Map<number, number>();
  for (const pick of picks) {
    const price =
      pick.entryId === null ? 0 : (prices.get(pick.entryId) ?? toTenths(pick.price) ?? 0);
    costs.set(pick.teamId, (costs.get(pick.teamId) ?? 0) + price);
  }
  return {
    saved: costs.size,
    overBudget: [...costs.values()].filter((cost) => cost > TEAM_BUDGET_TENTHS).length,
  };
}

function summarise(
  prices: number[],
  withdrawn: number,
  noForm: number,
  levelExpPts: number | null,
  noFormExpPts: number | null,
): FieldSummary {
  const tenths = (value: number | null) => (value === null ? null : fromTenths(value));
  return {
    entries: prices.length,
    withdrawn,
    noForm,
    noFormExpPts: tenths(noFormExpPts),
    cheapestFive: tenths(cheapest(prices, TEAM_SIZE)),
    dearestFive: tenths(dearest(prices, TEAM_SIZE)),
    cheapest: tenths(cheapest(prices, 1)),
    dearest: tenths(dearest(prices, 1)),
    levelExpPts: tenths(levelExpPts),
  };
}

/**
 * Every entry's form, expected points and price from the runs before the competition starts
 * (docs/rules.md#form-and-prices). The field is the entries that can be picked: an entry withdrawn
 * in any phase is read against it and keeps the price it has. With apply the figures and prices
 * are stored and the entries marked as priced; an operator's override is kept. The answer says how
 * many teams are saved and how many would cost more than the budget at these prices, since a save
 * checks the prices of the moment.
 */
export async function priceCompetitionEntries(
  deps: AppDeps,
  competitionId: number,
  apply: boolean,
  /** The model's prices even after the deadline (what clearing an override gives back). */
  modelPrices = false,
): Promise<PriceEntriesResult> {
  const db = deps.database.db;
  const competition = await findCompetition(db, competitionId);
  if (!competition) throw new AppError('NOT_FOUND', 'Competition not found.');
  const day = competition.startDate.toISOString().slice(0, 10);
  const level: Level | null = parseLevel(competition.level);
  const starts = toStarts(
    await historyBefore(db, day),
    await completedEntriesBefore(db, competition.startDate),
  );
  const entries = await entriesToPrice(db, competitionId);
  const horseKeys = modelHorseKeys(await horseNames(db));

  const model = buildExpectedPointsModel(toModelRuns(starts, horseKeys));
  const baseline = model.baseline(level);
  const eloIn = replayElo(starts);
  const eloOut =
    competition.status === 'completed'
      ? replayElo([
          ...starts,
          ...entries.map((entry) => ({
            event: 'this',
            level: competition.level,
            athleteId: entry.athleteId,
            horseId: entry.horseId,
            run: { date: day, ...scores(entry) },
          })),
        ])
      : null;
  const { byCombination, byHorse } = groupRuns(starts);

  const combination = (entry: (typeof entries)[number]) => ({
    rider: String(entry.athleteId),
    horse: horseKeys.get(entry.horseId) ?? String(entry.horseId),
  });
  const withdrawn = entries.map((entry) => isWithdrawn(scores(entry)));
  // Each entry's place in the field that can be picked; -1 for a withdrawn one.
  let pickable = 0;
  const place = withdrawn.map((out) => (out ? -1 : pickable++));
  const field = entries.filter((_entry, index) => !withdrawn[index]).map(combination);
  const fieldExpectations = model.expectField(field, level);
  // A withdrawn entry is read against the field it would have joined.
  const expectations = entries.map((entry, index) =>
    withdrawn[index]
      ? (model.expectField([...field, combination(entry)], level).at(-1) ?? null)
      : (fieldExpectations[place[index] ?? -1] ?? null),
  );
  const figures = entries.map((entry, index) => {
    const key = combinationKey(entry.athleteId, entry.horseId);
    const runs = byCombination.get(key) ?? [];
    const expectation = expectations[index] ?? null;
    return {
      entry,
      key,
      form: formStatistics(runs),
      expectation,
      hpr: horsePerformanceRating(byHorse.get(entry.horseId) ?? []),
      rated: runs.length > 0,
    };
  });
  const fieldPrices = priceField(
    figures
      .filter((_figure, index) => !withdrawn[index])
      .map(({ entry, expectation }) => ({
        value: expectation?.expPts ?? 0,
        override: toTenths(entry.priceOverride),
      })),
  );
  // Once the competition is live, its prices are what players paid: pricing refreshes the figures
  // and keeps every price (docs/rules.md#prices).
  const pricesFixed =
    !modelPrices && (competition.status === 'live' || competition.status === 'completed');
  const prices = entries.map((entry, index) =>
    withdrawn[index] || pricesFixed
      ? (toTenths(entry.price) ?? 0)
      : (fieldPrices[place[index] ?? -1] ?? 0),
  );
  const pickedPrices = prices.filter((_price, index) => !withdrawn[index]);

  const result = figures.map(({ entry, key, form, expectation, hpr, rated }, index) => {
    const noForm = expectation === null || expectation.basis === 'level';
    const xc = expectation?.phases[2];
    return {
      entryId: entry.id,
      athleteName: entry.athleteName,
      horseName: entry.horseName,
      runs: form.runs,
      ra6: decimals(form.ra6, 10),
      sj6: decimals(form.sj6, 10),
      xcj10: decimals(form.xcj10, 100),
      tsp: decimals(form.tsp, 100),
      expPts: noForm || !expectation ? null : decimals(expectation.expPts, 10),
      xcFinish: xc ? twoDecimals(xc.completion) : null,
      basis: expectation?.basis ?? 'level',
      noForm,
      elo_in: rated ? (eloIn.get(key) ?? null) : null,
      elo_out: eloOut?.get(key) ?? null,
      hpr: decimals(hpr, 10),
      price: fromTenths(prices[index] ?? 0),
      current: fromTenths(toTenths(entry.price) ?? 0),
      overridden: entry.priceOverride !== null,
      withdrawn: withdrawn[index] ?? false,
    };
  });

  const picked = result.filter((row) => !row.withdrawn);
  // Every entry without form is expected the same: as the history's newcomers did, less its share
  // of the field's records (docs/rules.md#expected-points, rule 6).
  const noFormIndex = figures.findIndex(
    ({ expectation }, index) => !withdrawn[index] && expectation?.basis === 'level',
  );
  const noFormExpPts = figures[noFormIndex]?.expectation?.expPts ?? baseline?.expPts ?? null;
  const savedTeams = savedTeamsAt(
    await picksOfSavedTeams(db, competitionId),
    new Map(entries.map((entry, index) => [entry.id, prices[index] ?? 0])),
  );

  if (apply) {
    const pricedAt = deps.clock.now();
    await db.transaction(async (tx) => {
      for (const row of result) {
        if (row.withdrawn) continue;
        const text = (value: number | null) => (value === null ? null : String(value));
        await storeEntryFigures(tx, row.entryId, {
          ...(pricesFixed ? {} : { price: String(row.price) }),
          ra6: text(row.ra6),
          sj6: text(row.sj6),
          xcj10: text(row.xcj10),
          tsp: text(row.tsp),
          expPts: text(row.expPts),
          eloIn: text(row.elo_in),
          eloOut: text(row.elo_out),
          hpr: text(row.hpr),
          pricedAt,
        });
      }
    });
    await notifyCompetitionChanged(deps.database, competitionId);
  }
  return {
    applied: apply,
    pricesFixed,
    entries: result.map(({ elo_out: _eloOut, ...row }) => row),
    summary: summarise(
      pickedPrices,
      result.length - picked.length,
      picked.filter((row) => row.noForm).length,
      baseline?.expPts ?? null,
      picked.some((row) => row.noForm) ? noFormExpPts : null,
    ),
    savedTeams,
  };
}

/**
 * Sets or clears an operator's price for one entry. Clearing gives the entry back the price the
 * pricing model computes for it now (what Apply prices would store), in the same request, unless
 * another override got in first (docs/decisions/039-clearing-a-price-override.md).
 */
export async function overrideEntryPrice(
  deps: AppDeps,
  competitionId: number,
  entryId: number,
  price: number | null,
) {
  const tenths = price === null ? null : toTenths(price);
  const text = tenths === null ? null : String(fromTenths(tenths));
  const found = await setPriceOverride(deps.database.db, competitionId, entryId, text);
  if (!found) throw new AppError('NOT_FOUND', 'Entry not found.');
  if (price === null) {
    const computed = await priceCompetitionEntries(deps, competitionId, false, true);
    const row = computed.entries.find((entry) => entry.entryId === entryId);
    if (row) await restoreComputedPrice(deps.database.db, entryId, String(row.price));
  }
  await notifyCompetitionChanged(deps.database, competitionId);
}
