import type { Db } from '../../db/client';
import {
  boardsOfCompetition,
  compactRankCounts,
  lockStandings,
  moveTeamsAndStandings,
  playersMissingStandings,
  rebuildPlayerStandings,
  takeChangedEntryPoints,
} from './standings.repository';

export type StandingsRefresh = { entries: number; teams: number };

/**
 * Brings the kept standings of a competition up to date with its entries' points, inside the
 * caller's transaction: every team holding an entry whose points changed gets its new total, its
 * player's overall, season and month standings move by the difference, and the rank counts the
 * triggers appended are folded. Idempotent and cheap when nothing changed. Called by
 * `recordResults` in the transaction that wrote the scores (decision 023).
 */
export async function bringStandingsCurrent(
  tx: Db,
  competitionId: number,
): Promise<StandingsRefresh> {
  await lockStandings(tx);
  const changes = await takeChangedEntryPoints(tx, competitionId);
  if (changes.length === 0) return { entries: 0, teams: 0 };
  const moved = await moveTeamsAndStandings(tx, competitionId, changes);
  if (moved.standings < moved.players * moved.scopes) {
    // A player whose standings were never built (a team written outside saveTeam): build
    // them from the teams' totals, which already include this change.
    await rebuildPlayerStandings(tx, await playersMissingStandings(tx, competitionId));
  }
  if (moved.teams > 0) await compactRankCounts(tx, await boardsOfCompetition(tx, competitionId));
  return { entries: changes.length, teams: moved.teams };
}

/** Rebuilds every player's standings from the teams' totals (repair, imports, benchmarks). */
export async function rebuildAllStandings(db: Db) {
  await rebuildPlayerStandings(db);
  await compactRankCounts(db);
}
