import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBurstGate } from './burst-gate';
import { followCompetition } from './competition-streams';

/**
 * The wait after a live event before refetching: scores of one burst make one refetch, and the
 * pages following a competition spread their requests over the jitter. With the event's own
 * 0.2–0.6 s this keeps a score on screen within a second.
 */
export const LIVE_REFRESH_DELAY_MS = 150;
export const LIVE_REFRESH_JITTER_MS = 200;

/**
 * Keeps the queries under `queryKeys` current while the competitions in `competitionIds` are
 * live: each `competition_changed` on their stream, and each (re)opening of it, refetches them
 * once per burst. The server's standings wait for the change that sent
 * the event before answering, so the refetch sees the new points and ranks (decision 068).
 */
export function useLiveRefresh(
  competitionIds: readonly number[],
  queryKeys: readonly QueryKey[],
): void {
  const queryClient = useQueryClient();
  const ids = [...new Set(competitionIds)].sort((a, b) => a - b).join(',');
  const keys = JSON.stringify(queryKeys);

  useEffect(() => {
    if (ids === '' || typeof EventSource === 'undefined') return;
    const parsed = JSON.parse(keys) as QueryKey[];
    const gate = createBurstGate(
      () => {
        for (const queryKey of parsed) void queryClient.invalidateQueries({ queryKey });
      },
      { delayMs: LIVE_REFRESH_DELAY_MS, jitterMs: LIVE_REFRESH_JITTER_MS },
    );
    // Each opening refetches too: a score saved between the first answers and the stream's
    // opening (or while it was down) sends no event to this page.
    const stops = ids
      .split(',')
      .map((id) => followCompetition(Number(id), { ready: gate.push, change: gate.push }));
    return () => {
      for (const stop of stops) stop();
      gate.cancel();
    };
  }, [ids, keys, queryClient]);
}
