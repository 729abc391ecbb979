import { versionOf } from './competition-event';
import { followShared, type SharingTabs } from './shared-stream';
import { openEventSource, type StreamFeed } from './stream-feed';

/** What a follower of a competition's live stream hears; `data` is the event's JSON text. */
export type StreamListener = {
  ready?: (data: string) => void;
  change?: (data: string) => void;
  error?: () => void;
};

/** How a tab reaches a competition's stream: its own EventSource, shared with other tabs or not. */
export type StreamBrowser = {
  openSource: (competitionId: number, feed: StreamFeed) => () => void;
  /** Null where the Web Locks API or BroadcastChannel is missing: each tab opens its own. */
  tabs: SharingTabs | null;
};

type Stream = {
  stop: () => void;
  listeners: Set<StreamListener>;
  /** The competition's last version heard on this stream, once it has opened. */
  version: number | null;
  /** Whether the stream's last word was a failure (until it opens again). */
  failed: boolean;
};

/** The streams of one tab: one per competition, whoever follows it in the tab (decision 068). */
export function createCompetitionStreams(browser: () => StreamBrowser) {
  const streams = new Map<number, Stream>();

  function open(competitionId: number): Stream {
    const stream: Stream = {
      stop: () => undefined,
      listeners: new Set(),
      version: null,
      failed: false,
    };
    const tell = (pick: (listener: StreamListener) => void) => {
      for (const listener of [...stream.listeners]) pick(listener);
    };
    const feed: StreamFeed = {
      ready: (data) => {
        [stream.version, stream.failed] = [versionOf(data), false];
        tell((listener) => listener.ready?.(data));
      },
      change: (data) => {
        stream.version = versionOf(data);
        tell((listener) => listener.change?.(data));
      },
      error: () => {
        stream.failed = true;
        tell((listener) => listener.error?.());
      },
    };
    const { openSource, tabs } = browser();
    stream.stop = tabs
      ? followShared(competitionId, feed, tabs, openSource)
      : openSource(competitionId, feed);
    return stream;
  }

  /**
   * Follows GET /api/competitions/{id}/events: one stream per competition in the tab, whoever
   * listens, and one EventSource per competition in the browser, opened by one tab and relayed
   * to the others (decision 090). A follower joining an open stream hears `ready` at once with
   * the version last heard (a failing one hears `error`). Returns the way to stop following; the
   * last one out closes the tab's stream.
   */
  function followCompetition(competitionId: number, listener: StreamListener): () => void {
    let stream = streams.get(competitionId);
    if (!stream) {
      stream = open(competitionId);
      streams.set(competitionId, stream);
    } else if (stream.failed) {
      listener.error?.();
    } else if (stream.version !== null) {
      listener.ready?.(JSON.stringify({ competitionId, version: stream.version }));
    }
    const followed = stream;
    followed.listeners.add(listener);
    return () => {
      followed.listeners.delete(listener);
      if (followed.listeners.size > 0) return;
      followed.stop();
      if (streams.get(competitionId) === followed) streams.delete(competitionId);
    };
  }

  return { followCompetition, openStreamCount: () => streams.size };
}

/** This browser's Web Locks and BroadcastChannel, when it has both. */
function sharingTabs(): SharingTabs | null {
  const locks = (globalThis.navigator as { locks?: LockManager | null } | undefined)?.locks;
  if (!locks || typeof BroadcastChannel === 'undefined') return null;
  return {
    locks: { request: (name, options, granted) => locks.request(name, options, granted) },
    channel: (name, hear) => {
      const channel = new BroadcastChannel(name);
      channel.onmessage = (message) => hear(message.data);
      return { post: (message) => channel.postMessage(message), close: () => channel.close() };
    },
  };
}

const page = createCompetitionStreams(() => ({ openSource: openEventSource, tabs: sharingTabs() }));

export const followCompetition = page.followCompetition;

/** How many competitions have a stream open in this tab (for tests). */
export const openStreamCount = page.openStreamCount;
