import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { competitionEntries } from '../../db/schema/index';
import {
  COMPETITION_CHANGED_CHANNEL,
  parseCompetitionChanged,
} from '../../realtime/competition-events';
import {
  boardsOfCompetition,
  compactRankCounts,
  lockCompetitionStandings,
  moveTeamsAndStandings,
  playersMissingStandings,
  rebuildPlayerStandings,
  recomputeTeamPoints,
  takeChangedEntryPoints,
} from './standings.repository';

export type StandingsRefresh = { entries: number; teams: number };

/**
 * Brings the kept standings of a competition up to date with its entries' points: every team
 * holding an entry whose points changed gets its new total, and its player's overall, season
 * and month standings move by the difference. Idempotent and cheap when nothing changed; safe to
 * call from live scoring after a score save, inside or outside its transaction.
 */
export async function refreshStandingsForCompetition(
  db: Db,
  competitionId: number,
  options: { entryIds?: readonly number[] } = {},
): Promise<StandingsRefresh> {
  return db.transaction(async (tx) => {
    await lockCompetitionStandings(tx, competitionId);
    const changes = await takeChangedEntryPoints(tx, competitionId, options.entryIds);
    if (changes.length === 0) return { entries: 0, teams: 0 };
    const moved = await moveTeamsAndStandings(tx, competitionId, changes);
    if (moved.standings < moved.players * moved.scopes) {
      // A player whose standings were never built (a team written outside saveTeam): build
      // them from the teams' totals, which already include this change.
      await rebuildPlayerStandings(tx, await playersMissingStandings(tx, competitionId));
    }
    if (moved.teams > 0) await compactRankCounts(tx, await boardsOfCompetition(tx, competitionId));
    return { entries: changes.length, teams: moved.teams };
  });
}

/** The same refresh narrowed to one entry, for a single score save. */
export async function refreshStandingsForEntry(db: Db, entryId: number): Promise<StandingsRefresh> {
  const [entry] = await db
    .select({ competitionId: competitionEntries.competitionId })
    .from(competitionEntries)
    .where(eq(competitionEntries.id, entryId));
  if (!entry) return { entries: 0, teams: 0 };
  return refreshStandingsForCompetition(db, entry.competitionId, { entryIds: [entryId] });
}

/** After a team is saved: its total from its picks, and its player's standings rebuilt. */
export async function refreshTeamStanding(db: Db, teamId: number, userId: number) {
  await recomputeTeamPoints(db, teamId);
  await rebuildPlayerStandings(db, [userId]);
}

/** Rebuilds every player's standings from the teams' totals (repair, imports, benchmarks). */
export async function rebuildAllStandings(db: Db) {
  await rebuildPlayerStandings(db);
  await compactRankCounts(db);
}

/**
 * Keeps standings current whatever changed a competition (live scoring, scraping, imports):
 * each 'competition_changed' notification schedules one refresh per competition, coalescing
 * bursts. Returns a stop function that waits for the refresh in flight.
 */
export async function followCompetitionChanges(
  database: Database,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const pending = new Set<number>();
  let running: Promise<void> | null = null;
  let stopped = false;

  const drain = async () => {
    while (pending.size > 0 && !stopped) {
      const [competitionId] = pending;
      if (competitionId === undefined) break;
      pending.delete(competitionId);
      try {
        await refreshStandingsForCompetition(database.db, competitionId);
      } catch (error) {
        onError(error);
      }
    }
    running = null;
  };

  const unlisten = await database.listen(COMPETITION_CHANGED_CHANNEL, (payload) => {
    const competitionId = parseCompetitionChanged(payload);
    if (competitionId === null || stopped) return;
    pending.add(competitionId);
    running ??= drain();
  });

  return async () => {
    stopped = true;
    await unlisten();
    await running;
  };
}
