import type { Database } from '../db/client';
import { COMPETITION_CHANGED_CHANNEL, parseCompetitionChanged } from './competition-events';

export type ChangeListener = (competitionId: number, version: number) => void;

/**
 * One per app (`AppDeps.competitionHub`, started by `buildApp`): a single database LISTEN whose notifications bump the version of a
 * competition and fan out to in-process listeners (response caches, server-sent event streams).
 */
export type CompetitionHub = {
  version: (competitionId: number) => number;
  /** Listens to every competition's changes. */
  onChange: (listener: ChangeListener) => () => void;
  /** Listens to one competition's changes. */
  subscribe: (competitionId: number, listener: ChangeListener) => () => void;
  subscriberCount: () => number;
  close: () => Promise<void>;
};

export async function startCompetitionHub(database: Database): Promise<CompetitionHub> {
  const versions = new Map<number, number>();
  const globalListeners = new Set<ChangeListener>();
  const byCompetition = new Map<number, Set<ChangeListener>>();

  const unlisten = await database.listen(COMPETITION_CHANGED_CHANNEL, (payload) => {
    const competitionId = parseCompetitionChanged(payload);
    if (competitionId === null) return;
    const version = (versions.get(competitionId) ?? 0) + 1;
    versions.set(competitionId, version);
    for (const listener of globalListeners) listener(competitionId, version);
    for (const listener of byCompetition.get(competitionId) ?? []) listener(competitionId, version);
  });

  return {
    version: (competitionId) => versions.get(competitionId) ?? 0,
    onChange: (listener) => {
      globalListeners.add(listener);
      return () => globalListeners.delete(listener);
    },
    subscribe: (competitionId, listener) => {
      let set = byCompetition.get(competitionId);
      if (!set) {
        set = new Set();
        byCompetition.set(competitionId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) byCompetition.delete(competitionId);
      };
    },
    subscriberCount: () => {
      let count = 0;
      for (const set of byCompetition.values()) count += set.size;
      return count;
    },
    close: async () => {
      globalListeners.clear();
      byCompetition.clear();
      await unlisten();
    },
  };
}
