import type { SelectionStats } from '../../../contract/fantasy';
import type { Database } from '../../db/client';

const TTL_MS = 5000;

/**
 * Selection shares are read by every team-selection page and only change when a team is saved:
 * kept for 5 s per competition, dropped at once when this process saves a team.
 */
function createSelectionStatsCache() {
  const stores = new WeakMap<Database, Map<number, { at: number; stats: SelectionStats }>>();
  const storeOf = (database: Database) => {
    let store = stores.get(database);
    if (!store) {
      store = new Map();
      stores.set(database, store);
    }
    return store;
  };
  return {
    get(database: Database, competitionId: number): SelectionStats | null {
      const hit = storeOf(database).get(competitionId);
      return hit && performance.now() - hit.at < TTL_MS ? hit.stats : null;
    },
    set(database: Database, competitionId: number, stats: SelectionStats) {
      storeOf(database).set(competitionId, { at: performance.now(), stats });
    },
    forget(database: Database, competitionId: number) {
      storeOf(database).delete(competitionId);
    },
  };
}

export const selectionStatsCache = createSelectionStatsCache();
