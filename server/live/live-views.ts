import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../plugins/database-unavailable';
import { getCompetitionWithEntries } from '../modules/competitions/competitions.service';
import { COMPETITION_CHANGED_CHANNEL, parseCompetitionChanged } from './competition-changed';
import { buildLiveView, sameAnswers, type LiveData, type LiveView } from './live-view';

/**
 * A view is rebuilt from the database when it is older than this, whatever the notifications
 * said: a guard against a writer that forgot to notify, or notifications lost while the LISTEN
 * connection was down (decision 016).
 */
export const LIVE_VIEW_TTL_MS = 30_000;
/**
 * While the database is not answering, a view no change was notified for keeps answering, and is
 * read again at most this often (docs/decisions/111-caught-up-after-the-listener-is-back.md).
 */
export const UNAVAILABLE_RETRY_MS = 5_000;
/** Views kept per process; past it, the least recently read ones without streams go. */
export const MAX_LIVE_VIEWS = 1000;

/** A stream's side of a view: the version it starts from, then each later version's event. */
export type LiveListener = { ready: (version: number) => void; change: (event: string) => void };

type Slot = {
  readonly competitionId: number;
  /** The latest version built, or null before the first build and after a failed one. */
  view: LiveView | null;
  /** Bumped by each change notification; the view answers reads only once built for it. */
  wanted: number;
  builtFor: number;
  /** When the view was last read from the database (a rebuild, or a check that found it current). */
  checkedAt: number;
  /** The `recheckAll` round the view was read in: one from an earlier round is read again. */
  checkedRound: number;
  readAt: number;
  building: Promise<void> | null;
  listeners: Set<LiveListener>;
};

/**
 * Every live view of this process, one per competition (docs/decisions/046): the only place
 * that keeps a competition's read state. A view is built on first read and rebuilt once per
 * `competition_changed` while anyone reads or follows it; a read waits for the rebuild of a
 * change already notified, so a write's own process never answers what was there before it.
 */
export function createLiveViews(options: {
  /** Reads a competition's data; NOT_FOUND for an unknown competition. */
  load: (competitionId: number) => Promise<LiveData>;
  onError: (error: unknown) => void;
  now?: () => number;
}) {
  const now = options.now ?? (() => performance.now());
  const slots = new Map<number, Slot>();
  /** The last version handed out per competition: versions only grow, even across evictions. */
  const versions = new Map<number, number>();
  let round = 0;

  const isCurrent = (slot: Slot, generation: number) =>
    slot.view !== null &&
    slot.builtFor >= generation &&
    slot.checkedRound === round &&
    now() - slot.checkedAt < LIVE_VIEW_TTL_MS;

  const evictIdle = () => {
    const idle = [...slots.values()]
      .filter((slot) => slot.listeners.size === 0)
      .sort((a, b) => a.readAt - b.readAt);
    for (const slot of idle.slice(0, Math.ceil(MAX_LIVE_VIEWS / 10))) {
      slots.delete(slot.competitionId);
    }
  };

  const slotOf = (competitionId: number): Slot => {
    let slot = slots.get(competitionId);
    if (slot) return slot;
    if (slots.size >= MAX_LIVE_VIEWS) evictIdle();
    slot = {
      competitionId,
      view: null,
      wanted: 0,
      builtFor: -1,
      checkedAt: 0,
      checkedRound: round,
      readAt: now(),
      building: null,
      listeners: new Set(),
    };
    slots.set(competitionId, slot);
    return slot;
  };

  const tell = (slot: Slot, event: string) => {
    for (const listener of slot.listeners) {
      try {
        listener.change(event);
      } catch (error) {
        options.onError(error);
      }
    }
  };

  const nextVersion = (competitionId: number) => (versions.get(competitionId) ?? 0) + 1;

  /** A build's result becomes the slot's view; a notified change always makes a new version. */
  const publish = (slot: Slot, data: LiveData, generation: number, readInRound: number) => {
    const previous = slot.view;
    const notified = slot.builtFor < generation;
    const id = slot.competitionId;
    const view = buildLiveView(id, nextVersion(id), data, previous);
    slot.builtFor = generation;
    slot.checkedAt = now();
    slot.checkedRound = readInRound;
    if (!notified && previous && sameAnswers(view, previous)) return;
    versions.set(id, view.version);
    slot.view = view;
    tell(slot, view.event);
  };

  /**
   * A failed read tells followers of a notified change with a bare event, once: later reads that
   * fail (the database down) tell nothing, or each page's refetch would fail into one more event
   * for every page. With no view left, the next build's event goes out bare (`publish`).
   */
  const fail = (slot: Slot, generation: number, error: unknown): 'kept' | 'failed' => {
    const id = slot.competitionId;
    const notified = slot.builtFor < generation;
    // Nothing is known to have changed and the database cannot say: the view answers on, until
    // a later read reaches the database or a change is notified.
    if (!notified && slot.view && isDatabaseUnavailable(error)) {
      slot.checkedAt = now() - LIVE_VIEW_TTL_MS + UNAVAILABLE_RETRY_MS;
      slot.checkedRound = round;
      return 'kept';
    }
    slot.view = null;
    slot.builtFor = generation;
    if (slot.listeners.size === 0) {
      if (slots.get(id) === slot) slots.delete(id);
      return 'failed';
    }
    if (!notified) return 'failed';
    const version = nextVersion(id);
    versions.set(id, version);
    tell(slot, JSON.stringify({ competitionId: id, version }));
    return 'failed';
  };

  /** One build at a time per competition, so versions and events leave in order. */
  const build = (slot: Slot): Promise<void> => {
    slot.building ??= (async () => {
      const generation = slot.wanted;
      const readInRound = round;
      try {
        publish(slot, await options.load(slot.competitionId), generation, readInRound);
      } catch (error) {
        if (fail(slot, generation, error) === 'failed') throw error;
      } finally {
        slot.building = null;
      }
    })();
    return slot.building;
  };

  /** The view once it reflects every change notified before the call. */
  const current = async (slot: Slot): Promise<LiveView> => {
    const generation = slot.wanted;
    while (!isCurrent(slot, generation)) await build(slot);
    // isCurrent is only true with a view.
    return slot.view as LiveView;
  };

  return {
    /** The competition's view if it is current, without waiting: the hot reads' fast path. */
    peek(competitionId: number): LiveView | undefined {
      const slot = slots.get(competitionId);
      if (!slot || !isCurrent(slot, slot.wanted)) return undefined;
      slot.readAt = now();
      return slot.view ?? undefined;
    },

    /** The competition's current view, built first when needed; NOT_FOUND for an unknown one. */
    async read(competitionId: number): Promise<LiveView> {
      const slot = slotOf(competitionId);
      slot.readAt = now();
      return current(slot);
    },

    /**
     * The one entry point of a change: the competition's view, if this process keeps one, is
     * rebuilt once (several changes arriving during a rebuild make one more) while anyone reads
     * or follows it, and forgotten otherwise.
     */
    competitionChanged(competitionId: number): void {
      const slot = slots.get(competitionId);
      if (!slot) return;
      slot.wanted += 1;
      if (slot.listeners.size === 0 && now() - slot.readAt >= LIVE_VIEW_TTL_MS) {
        slots.delete(competitionId);
        return;
      }
      current(slot).catch(options.onError);
    },

    /**
     * Changes may have been missed (the LISTEN connection was gone): every view is read again
     * before its next answer, and those followed by a stream at once, whose pages get an event
     * when anything differs.
     */
    recheckAll(): void {
      round += 1;
      for (const slot of slots.values()) {
        if (slot.listeners.size > 0) current(slot).catch(options.onError);
      }
    },

    /**
     * Follows a competition (call after `read`, which checks it exists): `ready` at once with the
     * version the listener starts from, then `change` with the event of every later version.
     */
    subscribe(competitionId: number, listener: LiveListener): () => void {
      const slot = slotOf(competitionId);
      listener.ready(slot.view?.version ?? versions.get(competitionId) ?? 0);
      slot.listeners.add(listener);
      return () => {
        slot.listeners.delete(listener);
      };
    },

    listenerCount(): number {
      let count = 0;
      for (const slot of slots.values()) count += slot.listeners.size;
      return count;
    },

    size: () => slots.size,
  };
}

/**
 * The app's live views (`AppDeps.liveViews`), fed by the `competition_changed` notifications of
 * every process on the database; read from the primary, since a lagging replica could rebuild a
 * view older than the notification that asked for it.
 */
export async function startLiveViews(database: Database, onError: (error: unknown) => void) {
  const views = createLiveViews({
    load: (competitionId) => getCompetitionWithEntries(database.db, competitionId),
    onError,
  });
  const changed = new Set<(competitionId: number) => void>();
  const unlisten = await database.listen(COMPETITION_CHANGED_CHANNEL, (payload) => {
    const competitionId = parseCompetitionChanged(payload);
    if (competitionId === null) return;
    views.competitionChanged(competitionId);
    for (const listener of changed) listener(competitionId);
  });
  const stopRechecking = database.onListenerBack(() => views.recheckAll());
  return {
    ...views,
    /** Hears every competition's changes (the standings engine follows them, decision 050). */
    onCompetitionChanged(listener: (competitionId: number) => void): () => void {
      changed.add(listener);
      return () => changed.delete(listener);
    },
    close: async () => {
      stopRechecking();
      await unlisten();
    },
  };
}

export type AppLiveViews = Awaited<ReturnType<typeof startLiveViews>>;
