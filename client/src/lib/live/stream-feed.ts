import { LIVE_STREAM_HEARTBEAT } from '@contract/constants';

/** What a tab's stream of one competition hears; `data` is the event's JSON text. */
export type StreamFeed = {
  ready: (data: string) => void;
  change: (data: string) => void;
  error: () => void;
};

/**
 * The wait before a stream the browser gave up on is opened again: drawn in the server's retry
 * range (2–6 s) so refused clients come back spread out, then doubled at each refusal up to the
 * most.
 */
export const STREAM_REOPEN_MS = { min: 2_000, max: 6_000, most: 60_000 } as const;

const reopenWait = (refusals: number, random: () => number) =>
  Math.min(
    STREAM_REOPEN_MS.most,
    (STREAM_REOPEN_MS.min + Math.floor(random() * (STREAM_REOPEN_MS.max - STREAM_REOPEN_MS.min))) *
      2 ** refusals,
  );

/** EventSource.CLOSED: the browser will not reconnect this source by itself. */
const CLOSED = 2;

/**
 * Opens GET /api/competitions/{id}/events in this tab; returns the way to close it. The browser
 * reconnects a stream that drops by itself, but gives up for good on an answer other than 200 (the
 * server's 429 or 503 when it holds too many streams, a proxy's 502 during a deploy): such a
 * stream is opened again after a wait, so the page hears its competition again (decision 105).
 * A stream that dies without closing (a phone changing network, a proxy dropping it silently)
 * tells the browser nothing: one on which nothing at all, not even the server's heartbeat, was
 * heard for `LIVE_STREAM_HEARTBEAT.silenceMs` is closed and opened again the same way (decision
 * 108). The check measures the time since the last frame, so a timer that fires late in a hidden
 * tab reopens the stream once, not once per missed tick.
 */
export function openEventSource(
  competitionId: number,
  feed: StreamFeed,
  random: () => number = Math.random,
): () => void {
  let source: EventSource | null = null;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let refusals = 0;
  const reopenLater = () => {
    clearTimeout(watchdog);
    reopen = setTimeout(open, reopenWait(refusals, random));
    refusals += 1;
  };
  const open = () => {
    const opened = new EventSource(`/api/competitions/${competitionId}/events`);
    let lastHeard = Date.now();
    const watch = () => {
      if (source !== opened) return;
      const silent = Date.now() - lastHeard;
      if (silent < LIVE_STREAM_HEARTBEAT.silenceMs) {
        watchdog = setTimeout(watch, LIVE_STREAM_HEARTBEAT.silenceMs - silent);
        return;
      }
      opened.close();
      feed.error();
      reopenLater();
    };
    watchdog = setTimeout(watch, LIVE_STREAM_HEARTBEAT.silenceMs);
    opened.addEventListener('heartbeat', () => (lastHeard = Date.now()));
    opened.addEventListener('ready', (message) => {
      lastHeard = Date.now();
      refusals = 0;
      feed.ready(String(message.data));
    });
    opened.addEventListener('competition_changed', (message) => {
      lastHeard = Date.now();
      feed.change(String(message.data));
    });
    opened.onerror = () => {
      feed.error();
      if (opened.readyState !== CLOSED || source !== opened) return;
      reopenLater();
    };
    source = opened;
  };
  open();
  return () => {
    clearTimeout(reopen);
    clearTimeout(watchdog);
    source?.close();
    source = null;
  };
}
