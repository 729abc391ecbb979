/**
 * The earlier starts pricing works from (docs/rules.md#form-and-prices): results-history rows and
 * completed competitions' entries before the competition starts, in the shapes the contract's form
 * figures, expected-points model and Elo replay take.
 */
import type { ModelRun } from '../../../contract/expected-points';
import { ELO_START, eloUpdate, normaliseRun, type FormRun } from '../../../contract/form';
import { startClass } from '../../../contract/levels';
import { horseTokens } from '../matching/name-normalise';
import {
  competitionRanks,
  isFinisher,
  toTenths,
  totalPenaltiesTenths,
  type EntryScores,
  type PhaseStatus,
} from '../../../contract/scoring';

export type StoredScores = {
  drStatus: PhaseStatus | null;
  drScore: string | null;
  sjStatus: PhaseStatus | null;
  sjScore: string | null;
  xcStatus: PhaseStatus | null;
  xcjScore: string | null;
  xctScore: string | null;
};

export const scores = (row: StoredScores): EntryScores => ({
  drStatus: row.drStatus,
  drScore: toTenths(row.drScore),
  sjStatus: row.sjStatus,
  sjScore: toTenths(row.sjScore),
  xcStatus: row.xcStatus,
  xcjScore: toTenths(row.xcjScore),
  xctScore: toTenths(row.xctScore),
});

/** One earlier start of a combination. */
export type Start = {
  event: string;
  level: string;
  athleteId: number;
  horseId: number;
  run: FormRun;
};

export const combinationKey = (athleteId: number, horseId: number) => `${athleteId}:${horseId}`;

type HistoryRow = StoredScores & {
  event: string;
  date: string;
  level: string;
  athleteId: number;
  horseId: number;
};
type CompletedRow = StoredScores & {
  competitionId: number;
  startDate: Date;
  level: string;
  athleteId: number;
  horseId: number;
};

const day = (date: Date) => date.toISOString().slice(0, 10);

/** History rows and completed entries as starts, each event under its own key. */
export function toStarts(
  history: readonly HistoryRow[],
  completed: readonly CompletedRow[],
): Start[] {
  return [
    ...history.map((row) => ({
      event: `history:${row.event}`,
      level: row.level,
      athleteId: row.athleteId,
      horseId: row.horseId,
      run: { date: row.date, ...scores(row) },
    })),
    ...completed.map((row) => ({
      event: `competition:${String(row.competitionId)}`,
      level: row.level,
      athleteId: row.athleteId,
      horseId: row.horseId,
      run: { date: day(row.startDate), ...scores(row) },
    })),
  ];
}

/**
 * How the expected-points model knows a horse: by its name as the matcher reads it, so that its
 * record follows it to a new rider (a history import without FEI ids keeps each rider's horse of
 * that name apart); by its FEI id where horses of that name hold different FEI ids, so known
 * different horses stay apart (docs/decisions/074-a-horse-read-by-its-name-across-riders.md).
 */
export function modelHorseKeys(
  horses: readonly { id: number; name: string; feiId: string | null }[],
): Map<number, string> {
  const nameOf = (name: string) => horseTokens(name).join(' ');
  const feiIdsByName = new Map<string, Set<string>>();
  for (const horse of horses) {
    if (horse.feiId === null) continue;
    const ids = feiIdsByName.get(nameOf(horse.name)) ?? new Set<string>();
    ids.add(horse.feiId);
    feiIdsByName.set(nameOf(horse.name), ids);
  }
  return new Map(
    horses.map((horse) => {
      const name = nameOf(horse.name);
      const apart = horse.feiId !== null && (feiIdsByName.get(name)?.size ?? 0) > 1;
      return [horse.id, apart ? `fei:${horse.feiId ?? ''}` : `name:${name}`];
    }),
  );
}

/**
 * The starts as the expected-points model reads them: riders by id, horses by their key from
 * modelHorseKeys (by id when a horse has none).
 */
export function toModelRuns(
  starts: readonly Start[],
  horseKeys: ReadonlyMap<number, string>,
): ModelRun[] {
  return starts.map((start) => ({
    event: start.event,
    date: start.run.date,
    level: startClass(start.level),
    rider: String(start.athleteId),
    horse: horseKeys.get(start.horseId) ?? String(start.horseId),
    scores: start.run,
  }));
}

/** Finishing places: finishers by total penalties (ties share), everyone else shares the last. */
export function eventPlaces(runs: readonly FormRun[]): number[] {
  const normalised = runs.map((run) => normaliseRun(run));
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

/** Elo after replaying events oldest first (docs/rules.md#form-and-prices), per combination. */
export function replayElo(starts: readonly Start[]): Map<string, number> {
  const events = new Map<string, Start[]>();
  for (const start of starts) {
    const field = events.get(start.event);
    if (field) field.push(start);
    else events.set(start.event, [start]);
  }
  const ordered = [...events.values()].sort((a, b) => {
    const [x, y] = [a[0]?.run.date ?? '', b[0]?.run.date ?? ''];
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const ratings = new Map<string, number>();
  for (const field of ordered) {
    const keys = field.map((start) => combinationKey(start.athleteId, start.horseId));
    const before = keys.map((key) => ratings.get(key) ?? ELO_START);
    const after = eloUpdate(before, eventPlaces(field.map((start) => start.run)));
    keys.forEach((key, index) => ratings.set(key, after[index] ?? ELO_START));
  }
  return ratings;
}
