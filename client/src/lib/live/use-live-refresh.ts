import { onlineManager, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../api';
import { createBurstGate } from './burst-gate';
import { changesCompetition } from './competition-event';
import { followCompetition, type StreamListener } from './competition-streams';
import { useSettledRefresh } from './use-settled-refresh';
import { useStreamsDown } from './use-streams-down';

/**
 * The wait after a live event before refetching: scores of one burst make one refetch, and the
 * pages following a competition spread their requests over the jitter. With the event's own
 * 0.2–0.6 s this keeps a score on screen within a second.
 */
export const LIVE_REFRESH_DELAY_MS = 150;
export const LIVE_REFRESH_JITTER_MS = 200;

/**
 * A refetch that failed (a phone between networks, a server restarting) is asked again after
 * this wait, doubled at each failure up to the most, while the browser says it is online; going
 * back online asks at once. Without it a board stayed on its error until the next score.
 */
export const LIVE_RETRY_FIRST_MS = 2_000;
export const LIVE_RETRY_MOST_MS = 30_000;

/** A failure the next try may not meet: no answer, or the server failing (not a refusal). */
const mayPass = (error: unknown) => !isApiError(error) || error.status >= 500;

/**
 * Every competition answer and list (`['competitions', …]`: one competition, upcoming, all, past,
 * live): what a change of a competition's status or deadline changes on screen.
 */
export const COMPETITION_QUERIES: QueryKey = ['competitions'];

/**
 * Hears one competition's stream for a page: `screen` after each event and each (re)opening,
 * `competition` too when the competition itself may have changed. Each opening counts as such a
 * change: one made between the page's first answers and the stream's opening, or while it was
 * down, sends the page no event.
 */
function listenerFor(push: (competition: boolean) => void): StreamListener {
  return {
    ready: () => push(true),
    change: (data) => push(changesCompetition(data)),
  };
}

/**
 * Follows the streams of `competitionIds`: the queries under `queryKeys` refetch once per burst
 * after each `competition_changed` and each (re)opening of a stream, and every competition answer
 * and list refetches on each (re)opening and when an event may have changed a competition itself
 * (a status or deadline: live, completed, back to open). The server's standings wait for the change that sent the event
 * before answering, so the refetch sees the new points and ranks (decision 068).
 */
function useCompetitionStreams(
  competitionIds: readonly number[],
  queryKeys: readonly QueryKey[],
): void {
  const queryClient = useQueryClient();
  const ids = [...new Set(competitionIds)].sort((a, b) => a - b).join(',');
  const keys = JSON.stringify(queryKeys);

  useEffect(() => {
    if (ids === '' || typeof EventSource === 'undefined') return;
    const parsed = JSON.parse(keys) as QueryKey[];
    let competitionChanged = false;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let retryMs = LIVE_RETRY_FIRST_MS;
    const failing = () =>
      [...parsed, COMPETITION_QUERIES].some((queryKey) =>
        queryClient
          .getQueryCache()
          .findAll({ queryKey, type: 'active' })
          .some((query) => query.state.status === 'error' && mayPass(query.state.error)),
      );
    // After each refetch: a screen left on an error asks again later, never in a tight loop.
    const retryIfFailing = () => {
      if (stopped || retry !== undefined) return;
      if (!failing()) {
        retryMs = LIVE_RETRY_FIRST_MS;
        return;
      }
      if (!onlineManager.isOnline()) return;
      retry = setTimeout(() => {
        retry = undefined;
        push(true);
      }, retryMs);
      retryMs = Math.min(retryMs * 2, LIVE_RETRY_MOST_MS);
    };
    const gate = createBurstGate(
      () => {
        const refetch = competitionChanged ? [...parsed, COMPETITION_QUERIES] : parsed;
        competitionChanged = false;
        void Promise.all(
          refetch.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        ).then(retryIfFailing);
      },
      { delayMs: LIVE_REFRESH_DELAY_MS, jitterMs: LIVE_REFRESH_JITTER_MS },
    );
    const push = (competition: boolean) => {
      competitionChanged ||= competition;
      if (competitionChanged || parsed.length > 0) gate.push();
    };
    const stops = ids.split(',').map((id) => followCompetition(Number(id), listenerFor(push)));
    // Back online: what changed meanwhile is fetched, as on a reopening of the stream.
    const unsubscribe = onlineManager.subscribe((online) => {
      if (!online) return;
      clearTimeout(retry);
      retry = undefined;
      retryMs = LIVE_RETRY_FIRST_MS;
      push(true);
    });
    return () => {
      stopped = true;
      unsubscribe();
      clearTimeout(retry);
      for (const stop of stops) stop();
      gate.cancel();
    };
  }, [ids, keys, queryClient]);
}

/**
 * Keeps the queries under `queryKeys` current while the competitions in `competitionIds` are
 * live: each `competition_changed` on their stream, and each (re)opening of it, refetches them
 * once per burst; the competition answers and lists refetch too when a competition's own answer
 * changed (it completed, say), so the screen moves on without a reload (decision 068).
 */
export function useLiveRefresh(
  competitionIds: readonly number[],
  queryKeys: readonly QueryKey[],
): void {
  useCompetitionStreams(competitionIds, queryKeys);
}

/**
 * `useLiveRefresh` for a screen that also shows completed competitions' points (My Teams, the
 * boards, Performance): its queries refetch as well when the tab is shown again and every minute
 * while shown, so an operator's correction of a completed result reaches it without a reload.
 * Returns whether the screen is not live (offline, or a stream down), for its "Not live" note
 * (decision 105).
 */
export function useStandingsRefresh(
  competitionIds: readonly number[],
  queryKeys: readonly QueryKey[],
): boolean {
  useCompetitionStreams(competitionIds, queryKeys);
  useSettledRefresh(queryKeys);
  return useStreamsDown(competitionIds);
}

/**
 * Keeps the competition answers and lists current while `competitionIds` are on screen, whatever
 * their status: a competition that goes live, completes, goes back to open or has its deadline
 * moved is refetched from its stream's event, not at the next reload. Score events cost nothing.
 */
export function useCompetitionChanges(competitionIds: readonly number[]): void {
  useCompetitionStreams(competitionIds, []);
}
