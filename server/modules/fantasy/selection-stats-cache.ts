import type { SelectionStats } from '../../../contract/fantasy';
import type { Database } from '../../db/client';

/** The notification every process listens on to forget a competition's selection shares. */
export const SELECTION_STATS_CHANGED_CHANNEL = 'selection_stats_changed';

const TTL_MS = 5000;
/** At most one notification per competition and process in this window (a deadline rush). */
const QUIET_MS = 250;

export type SelectionStatsCache = {
  get: (competitionId: number) => SelectionStats | null;
  set: (competitionId: number, stats: SelectionStats) => void;
  /** Forgets the competition here at once, and in every other process through the database. */
  forget: (competitionId: number) => void;
  close: () => Promise<void>;
};

/**
 * Selection shares are read by every team-selection page and only change when a team is saved:
 * kept for 5 s per competition, forgotten at once by the process that saved and, through the
 * `selection_stats_changed` notification, by every other process on the database. During a
 * burst of saves one notification per competition leaves each process every 250 ms, and a last
 * one after the burst, so no process keeps shares older than the last save for long.
 */
export async function startSelectionStatsCache(
  database: Database,
  onError: (error: unknown) => void,
): Promise<SelectionStatsCache> {
  const store = new Map<number, { at: number; stats: SelectionStats }>();
  const quiet = new Map<number, { again: boolean; timer: NodeJS.Timeout }>();

  const unlisten = await database.listen(SELECTION_STATS_CHANGED_CHANNEL, (payload) => {
    const competitionId = Number(payload);
    if (Number.isInteger(competitionId)) store.delete(competitionId);
  });

  const tell = (competitionId: number) => {
    database
      .notify(SELECTION_STATS_CHANGED_CHANNEL, String(competitionId))
      .catch((error: unknown) => onError(error));
    const timer = setTimeout(() => {
      const again = quiet.get(competitionId)?.again ?? false;
      quiet.delete(competitionId);
      if (again) tell(competitionId);
    }, QUIET_MS);
    timer.unref();
    quiet.set(competitionId, { again: false, timer });
  };

  return {
    get(competitionId) {
      const hit = store.get(competitionId);
      return hit && performance.now() - hit.at < TTL_MS ? hit.stats : null;
    },
    set(competitionId, stats) {
      store.set(competitionId, { at: performance.now(), stats });
    },
    forget(competitionId) {
      store.delete(competitionId);
      const waiting = quiet.get(competitionId);
      if (waiting) waiting.again = true;
      else tell(competitionId);
    },
    close: async () => {
      for (const { timer } of quiet.values()) clearTimeout(timer);
      quiet.clear();
      store.clear();
      await unlisten();
    },
  };
}
