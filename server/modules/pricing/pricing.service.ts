import {
  ELO_START,
  eloUpdate,
  formStatistics,
  horsePerformanceRating,
  normaliseRun,
  priceEntries,
  type FormRun,
} from '../../../contract/form';
import type { PriceEntriesResult } from '../../../contract/pricing';
import {
  competitionRanks,
  fromTenths,
  isFinisher,
  toTenths,
  totalPenaltiesTenths,
  type EntryScores,
  type PhaseStatus,
} from '../../../contract/scoring';
import { AppError } from '../../errors';
import { notifyCompetitionChanged } from '../../live/competition-changed';
import type { AppDeps } from '../../types';
import {
  completedEntriesBefore,
  entriesToPrice,
  findCompetition,
  historyBefore,
  setPriceOverride,
  storeEntryFigures,
} from './pricing.repository';

type StoredScores = {
  drStatus: PhaseStatus | null;
  drScore: string | null;
  sjStatus: PhaseStatus | null;
  sjScore: string | null;
  xcStatus: PhaseStatus | null;
  xcjScore: string | null;
  xctScore: string | null;
};

const scores = (row: StoredScores): EntryScores => ({
  drStatus: row.drStatus,
  drScore: toTenths(row.drScore),
  sjStatus: row.sjStatus,
  sjScore: toTenths(row.sjScore),
  xcStatus: row.xcStatus,
  xcjScore: toTenths(row.xcjScore),
  xctScore: toTenths(row.xctScore),
});

type Start = { event: string; combination: string; horseId: number; run: FormRun };
const combinationKey = (athleteId: number, horseId: number) => `${athleteId}:${horseId}`;

/** Finishing places: finishers by total penalties (ties share), everyone else shares the last. */
export function eventPlaces(runs: readonly FormRun[]): number[] {
  const normalised = runs.map(normaliseRun);
  const finishers = normalised
    .map((run, index) => ({ index, total: totalPenaltiesTenths(run), finisher: isFinisher(run) }))
    .filter((row) => row.finisher)
    .sort((a, b) => a.total - b.total);
  const ranks = competitionRanks(finishers, (a, b) => a.total === b.total);
  const places = runs.map(() => finishers.length + 1);
  finishers.forEach((row, position) => {
    places[row.index] = ranks[position] ?? position + 1;
  });
  return places;
}

/** Elo after replaying events oldest first (docs/rules.md#form-and-prices). */
function replayElo(starts: readonly Start[]): Map<string, number> {
  const events = new Map<string, Start[]>();
  for (const start of starts) events.set(start.event, [...(events.get(start.event) ?? []), start]);
  const ordered = [...events.values()].sort((a, b) => {
    const [x, y] = [a[0]?.run.date ?? '', b[0]?.run.date ?? ''];
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const ratings = new Map<string, number>();
  for (const field of ordered) {
    const before = field.map((start) => ratings.get(start.combination) ?? ELO_START);
    const after = eloUpdate(before, eventPlaces(field.map((start) => start.run)));
    field.forEach((start, index) => ratings.set(start.combination, after[index] ?? ELO_START));
  }
  return ratings;
}

const decimals = (value: number | null, scale: 10 | 100) => (value === null ? null : value / scale);

/**
 * Every entry's form from the runs before the competition starts, and its price. With apply the
 * figures and prices are stored; an operator's override is kept.
 */
export async function priceCompetitionEntries(
  deps: AppDeps,
  competitionId: number,
  apply: boolean,
): Promise<PriceEntriesResult> {
  const db = deps.database.db;
  const competition = await findCompetition(db, competitionId);
  if (!competition) throw new AppError('NOT_FOUND', 'Competition not found.');
  const day = competition.startDate.toISOString().slice(0, 10);
  const history = await historyBefore(db, day);
  const completed = await completedEntriesBefore(db, competition.startDate);
  const entries = await entriesToPrice(db, competitionId);

  const starts: Start[] = [
    ...history.map((row) => ({
      event: `history:${row.event}`,
      combination: combinationKey(row.athleteId, row.horseId),
      horseId: row.horseId,
      run: { date: row.date, ...scores(row) },
    })),
    ...completed.map((row) => ({
      event: `competition:${String(row.competitionId)}`,
      combination: combinationKey(row.athleteId, row.horseId),
      horseId: row.horseId,
      run: { date: row.startDate.toISOString().slice(0, 10), ...scores(row) },
    })),
  ];
  const eloIn = replayElo(starts);
  const thisEvent: Start[] = entries.map((entry) => ({
    event: 'this',
    combination: combinationKey(entry.athleteId, entry.horseId),
    horseId: entry.horseId,
    run: { date: day, ...scores(entry) },
  }));
  const eloOut = competition.status === 'completed' ? replayElo([...starts, ...thisEvent]) : null;

  const byCombination = new Map<string, FormRun[]>();
  const byHorse = new Map<number, FormRun[]>();
  for (const start of starts) {
    byCombination.set(start.combination, [
      ...(byCombination.get(start.combination) ?? []),
      start.run,
    ]);
    byHorse.set(start.horseId, [...(byHorse.get(start.horseId) ?? []), start.run]);
  }

  const figures = entries.map((entry) => {
    const key = combinationKey(entry.athleteId, entry.horseId);
    const runs = byCombination.get(key) ?? [];
    return {
      entry,
      key,
      form: formStatistics(runs),
      hpr: horsePerformanceRating(byHorse.get(entry.horseId) ?? []),
      rated: runs.length > 0,
    };
  });
  const prices = priceEntries(
    figures.map(({ entry, form }) => ({
      expPts: form.expPts,
      override: toTenths(entry.priceOverride),
    })),
  );

  const result = figures.map(({ entry, key, form, hpr, rated }, index) => ({
    entryId: entry.id,
    athleteName: entry.athleteName,
    horseName: entry.horseName,
    runs: form.runs,
    ra6: decimals(form.ra6, 10),
    sj6: decimals(form.sj6, 10),
    xcj10: decimals(form.xcj10, 100),
    tsp: decimals(form.tsp, 100),
    expPts: decimals(form.expPts, 10),
    elo_in: rated ? (eloIn.get(key) ?? null) : null,
    elo_out: eloOut?.get(key) ?? null,
    hpr: decimals(hpr, 10),
    price: fromTenths(prices[index] ?? 0),
    overridden: entry.priceOverride !== null,
  }));

  if (apply) {
    await db.transaction(async (tx) => {
      for (const row of result) {
        const text = (value: number | null) => (value === null ? null : String(value));
        await storeEntryFigures(tx, row.entryId, {
          price: String(row.price),
          ra6: text(row.ra6),
          sj6: text(row.sj6),
          xcj10: text(row.xcj10),
          tsp: text(row.tsp),
          expPts: text(row.expPts),
          eloIn: text(row.elo_in),
          eloOut: text(row.elo_out),
          hpr: text(row.hpr),
        });
      }
    });
    await notifyCompetitionChanged(deps.database, competitionId);
  }
  return {
    applied: apply,
    entries: result.map(({ elo_out: _eloOut, ...row }) => row),
  };
}

/** Sets or clears an operator's price for one entry. */
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
  await notifyCompetitionChanged(deps.database, competitionId);
}
