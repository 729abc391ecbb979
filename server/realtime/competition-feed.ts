import {
  competitionEntryListSchema,
  competitionSchema,
  type CompetitionChangedEvent,
  type CompetitionEntriesPatch,
  type CompetitionEntry,
} from '../../contract/competitions';
import type { Db } from '../db/client';
import {
  cachedCompetition,
  cachedEntries,
  type CompetitionCache,
} from '../modules/competitions/competitions.cache';
import type { CompetitionHub } from './competition-hub';

/**
 * An event whose data would be larger than this is sent without it (the client refetches): a
 * whole field rescored at once, say. Well under the stream's unread limit.
 */
export const MAX_CARRIED_BYTES = 24 * 1024;

/** What a stream's clients hold after the event of `version`: each entry as sent, and the order. */
type Snapshot = {
  version: number;
  competition: string;
  entries: ReadonlyMap<number, string>;
  order: readonly number[];
};

/** Each entry serialized, by id, and the ids in result order. */
export function serializeEntries(entries: readonly CompetitionEntry[]) {
  return {
    entries: new Map(entries.map((entry) => [entry.id, JSON.stringify(entry)])),
    order: entries.map((entry) => entry.id),
  };
}

/**
 * The entries that differ from `previous` (new ones included) and the order of all of them, or
 * null when nothing changed.
 */
export function entriesPatch(
  previous: Pick<Snapshot, 'entries' | 'order'>,
  entries: readonly CompetitionEntry[],
  serialized: ReadonlyMap<number, string>,
): CompetitionEntriesPatch | null {
  const changed = entries.filter(
    (entry) => previous.entries.get(entry.id) !== serialized.get(entry.id),
  );
  const order = entries.map((entry) => entry.id);
  const sameOrder =
    order.length === previous.order.length &&
    order.every((id, index) => previous.order[index] === id);
  return changed.length === 0 && sameOrder ? null : { changed, order };
}

/** A stream's side of the feed: its `ready` version, then each change's event data. */
export type FeedListener = { ready: (version: number) => void; change: (data: string) => void };

/**
 * The data of each `competition_changed` event, built once per change per process and written
 * to every open stream of that competition: what changed since the previous event, so an open
 * results page updates without asking for anything
 * (docs/decisions/036-live-changes-carried-in-the-event.md).
 *
 * The feed keeps what its streams' clients hold (the snapshot of its last event). A stream's
 * `ready` is sent once the feed's earlier work is done, with the snapshot's version: the client
 * fetches after `ready`, so it holds at least the snapshot, and the next event applies on top.
 */
export function createCompetitionFeed(options: {
  hub: CompetitionHub;
  cache: CompetitionCache;
  /** The primary database: the cache is never filled from a replica. */
  db: Db;
  onError: (error: unknown) => void;
}) {
  const { hub, cache, db } = options;
  type Feed = {
    listeners: Set<FeedListener>;
    snapshot: Snapshot | null;
    /** The feed's work, one step at a time, so events leave in version order. */
    queue: Promise<void>;
    unsubscribe: () => void;
  };
  const feeds = new Map<number, Feed>();
  // A step that throws is reported and the next one still runs.
  const enqueue = (feed: Feed, step: () => Promise<void> | void) => {
    feed.queue = feed.queue.then(step).catch(options.onError);
  };

  const load = async (competitionId: number) => {
    const [competition, entries] = await Promise.all([
      cachedCompetition(cache, db, competitionId),
      cachedEntries(cache, db, competitionId),
    ]);
    const list = competitionEntryListSchema.parse(JSON.parse(entries.body));
    return { competition: competition.body, list, ...serializeEntries(list) };
  };

  /**
   * The first snapshot of a newly followed competition. It may already include a change made
   * during the load: that change's event then carries less, which is right for every client,
   * since none fetched before this snapshot's `ready`.
   */
  const prime = async (competitionId: number, feed: Feed) => {
    const version = hub.version(competitionId);
    try {
      feed.snapshot = { version, ...(await load(competitionId)) };
    } catch (error) {
      options.onError(error);
    }
  };

  const changed = async (competitionId: number, version: number, feed: Feed) => {
    const bare: CompetitionChangedEvent = { competitionId, version };
    let data = JSON.stringify(bare);
    try {
      const loaded = await load(competitionId);
      const previous = feed.snapshot;
      if (previous) {
        const event: CompetitionChangedEvent = { ...bare, base: previous.version };
        if (loaded.competition !== previous.competition) {
          event.competition = competitionSchema.parse(JSON.parse(loaded.competition));
        }
        const patch = entriesPatch(previous, loaded.list, loaded.entries);
        if (patch) event.entries = patch;
        const full = JSON.stringify(event);
        if (full.length <= MAX_CARRIED_BYTES) data = full;
      }
      feed.snapshot = { version, ...loaded };
    } catch (error) {
      // The clients refetch on the bare event; the next change starts from a fresh snapshot.
      feed.snapshot = null;
      options.onError(error);
    }
    for (const listener of feed.listeners) listener.change(data);
  };

  return {
    /** Follows one competition's changes until the returned function is called. */
    subscribe(competitionId: number, listener: FeedListener): () => void {
      let feed = feeds.get(competitionId);
      if (!feed) {
        const created: Feed = {
          listeners: new Set(),
          snapshot: null,
          queue: Promise.resolve(),
          unsubscribe: hub.subscribe(competitionId, (_id, version) => {
            enqueue(created, () => changed(competitionId, version, created));
          }),
        };
        enqueue(created, () => prime(competitionId, created));
        feeds.set(competitionId, created);
        feed = created;
      }
      const current = feed;
      current.listeners.add(listener);
      enqueue(current, () => {
        if (!current.listeners.has(listener)) return;
        listener.ready(current.snapshot?.version ?? hub.version(competitionId));
      });
      return () => {
        current.listeners.delete(listener);
        if (current.listeners.size > 0 || feeds.get(competitionId) !== current) return;
        current.unsubscribe();
        feeds.delete(competitionId);
      };
    },
  };
}

export type CompetitionFeed = ReturnType<typeof createCompetitionFeed>;
