import { versionOf } from './competition-event';
import type { StreamFeed } from './stream-feed';

/** The parts of the Web Locks API and BroadcastChannel the shared stream uses. */
export type StreamLocks = {
  request: (
    name: string,
    options: { signal: AbortSignal },
    granted: () => Promise<void>,
  ) => Promise<unknown>;
};
export type StreamChannel = { post: (message: Relay) => void; close: () => void };
export type SharingTabs = {
  locks: StreamLocks;
  channel: (name: string, hear: (message: unknown) => void) => StreamChannel;
};

/** What the tab holding a competition's stream tells the other tabs, and what they ask it. */
export type Relay =
  | { kind: 'ready' | 'change'; data: string }
  | { kind: 'error' }
  | { kind: 'ask' }
  | { kind: 'state'; open: boolean; data: string };

const isRelay = (value: unknown): value is Relay =>
  typeof value === 'object' && value !== null && 'kind' in value;

/** The lock and channel name of a competition's stream, the same in every tab of the origin. */
export const sharedStreamName = (competitionId: number) =>
  `eventing-manager:competition-events:${competitionId}`;

/**
 * Follows a competition's stream through the one EventSource the browser keeps for it (decision
 * 090): the tab holding the competition's lock opens it and relays each event, each failure and,
 * to a tab that joins, the stream's state over a BroadcastChannel; the others listen. When the
 * leader stops (or its tab closes) the lock passes to a waiting tab, which opens the stream.
 */
export function followShared(
  competitionId: number,
  feed: StreamFeed,
  tabs: SharingTabs,
  openSource: (competitionId: number, feed: StreamFeed) => () => void,
): () => void {
  const name = sharedStreamName(competitionId);
  const abort = new AbortController();
  let release: () => void = () => undefined;
  let closeSource: (() => void) | null = null;
  let stopped = false;
  // Whether this tab has heard the stream's state yet (only the first answer to `ask` counts).
  let heard = false;
  // The leader's stream: whether it is open and the version last heard on it.
  let open = false;
  let version: number | null = null;

  const stateData = () => JSON.stringify({ competitionId, version });
  const lead = () => {
    closeSource = openSource(competitionId, {
      ready: (data) => {
        [open, version] = [true, versionOf(data)];
        channel.post({ kind: 'ready', data });
        feed.ready(data);
      },
      change: (data) => {
        version = versionOf(data);
        channel.post({ kind: 'change', data });
        feed.change(data);
      },
      error: () => {
        open = false;
        channel.post({ kind: 'error' });
        feed.error();
      },
    });
  };

  const hear = (relay: unknown) => {
    if (stopped || !isRelay(relay)) return;
    if (relay.kind === 'ask') {
      if (closeSource && (open || version !== null))
        channel.post({ kind: 'state', open, data: stateData() });
      return;
    }
    if (closeSource) return;
    if (relay.kind === 'state') {
      if (heard) return;
      heard = true;
      if (relay.open) feed.ready(relay.data);
      else feed.error();
      return;
    }
    heard = true;
    if (relay.kind === 'error') feed.error();
    else if (relay.kind === 'ready') feed.ready(relay.data);
    else feed.change(relay.data);
  };
  const channel = tabs.channel(name, hear);
  channel.post({ kind: 'ask' });

  const held = new Promise<void>((resolve) => (release = resolve));
  tabs.locks
    .request(name, { signal: abort.signal }, () => {
      if (stopped) return Promise.resolve();
      lead();
      return held;
    })
    // Refused when this tab stopped before its turn came: nothing to do.
    .catch(() => undefined);

  return () => {
    stopped = true;
    closeSource?.();
    closeSource = null;
    abort.abort();
    release();
    channel.close();
  };
}
