import type { Db } from '../../db/client';
import type { Baselines } from './movement';
import {
  claimHistory,
  insertFinalSnapshot,
  writeHistory,
  type HistoryRows,
} from './standings.repository';
import type { HeldCompetition, Snapshot, StandingsState } from './standings-state';
import { TotalCounts } from './total-counts';

/**
 * Keeps the competition's final results once it is completed (the riding phases' ends are kept
 * by the save that ends them, in recordResults): the entries' points as this process has just
 * read them. Every process asks; the first insert wins. Returns whether it asked.
 */
export async function takeFinalSnapshot(
  db: Db,
  held: HeldCompetition,
  entries: readonly { id: number; points: number }[],
  now: Date,
): Promise<boolean> {
  if (held.meta.status !== 'completed') return false;
  if (held.snapshots.some(({ snapshot }) => snapshot.phase === 'final')) return false;
  await insertFinalSnapshot(db, held.meta.id, entries, now);
  return true;
}

/**
 * Every team's competition rank and its player's overall rank at a snapshot: the competition at
 * the snapshot's points, the overall board at the phase ends up to it. Computed in one go from
 * the state, so the ranks are of one moment.
 */
export function historyRowsOf(
  held: HeldCompetition,
  snapshot: Snapshot,
  baselines: Baselines,
): { rows: HistoryRows; players: number; teams: number } {
  const { standings } = held;
  const points = standings.slotPoints(snapshot.entryIds, snapshot.entryPoints);
  const totals = standings.totalsAt(points);
  const counts = new TotalCounts(standings.counts.counts.length);
  counts.countAll(totals);
  counts.settle();
  const overall = baselines.phaseEnd('overall', snapshot);
  const rows: HistoryRows = {
    userIds: Int32Array.from(standings.userIds),
    competitionRanks: new Int32Array(standings.teams),
    competitionPoints: Int32Array.from(totals),
    overallRanks: new Int32Array(standings.teams),
    overallPoints: new Int32Array(standings.teams),
  };
  for (let team = 0; team < standings.teams; team += 1) {
    const userId = standings.userIds[team] ?? 0;
    const overallTotal = Math.max(0, overall.totals[userId] ?? 0);
    rows.competitionRanks[team] = counts.rankOf(totals[team] ?? 0);
    rows.overallPoints[team] = overallTotal;
    rows.overallRanks[team] = overall.counts.rankOf(overallTotal);
  }
  return { rows, players: overall.counts.size, teams: standings.teams };
}

/** Writes the history of the competition's snapshots that lack it, when this process claims it. */
export async function writeDueHistory(
  db: Db,
  state: StandingsState,
  baselines: Baselines,
  held: HeldCompetition,
  snapshots: readonly (Snapshot & { historyWritten: boolean })[],
): Promise<void> {
  for (const snapshot of snapshots) {
    if (snapshot.historyWritten) continue;
    const kept = (competition = state.competitions.get(held.meta.id)) =>
      competition?.snapshots.some((one) => one.snapshot.id === snapshot.id) ? competition : null;
    if (!kept() || !(await claimHistory(db, snapshot.id))) continue;
    const current = kept();
    if (!current) continue;
    const { rows, players, teams } = historyRowsOf(current, snapshot, baselines);
    await writeHistory(db, snapshot.id, rows, { players, teams });
  }
}
