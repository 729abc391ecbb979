import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { followCompetition } from './competition-streams';

const subscribeOnline = (changed: () => void) => onlineManager.subscribe(changed);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether a screen following `competitionIds` is not live: the browser is offline, or one of
 * their streams failed and has not opened again. The screen says so rather than show its points
 * as live (decision 105). Follows the tab's shared streams: it opens no connection of its own.
 */
export function useStreamsDown(competitionIds: readonly number[]): boolean {
  const ids = [...new Set(competitionIds)].sort((a, b) => a - b).join(',');
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const [failed, setFailed] = useState<{ ids: string; down: readonly number[] }>({
    ids,
    down: [],
  });

  useEffect(() => {
    if (ids === '' || typeof EventSource === 'undefined') return;
    const down = new Set<number>();
    const report = () => setFailed({ ids, down: [...down] });
    const stops = ids.split(',').map((text) => {
      const id = Number(text);
      return followCompetition(id, {
        ready: () => {
          if (down.delete(id)) report();
        },
        error: () => {
          if (down.has(id)) return;
          down.add(id);
          report();
        },
      });
    });
    return () => {
      for (const stop of stops) stop();
    };
  }, [ids]);

  if (ids === '') return false;
  return !online || (failed.ids === ids && failed.down.length > 0);
}
