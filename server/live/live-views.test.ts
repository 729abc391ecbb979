import { describe, expect, it } from 'vitest';
import type { CompetitionChangedEvent, CompetitionEntry } from '../../contract/competitions';
import { notFound } from '../errors';
import { competition, entry } from './live-view.fixtures';
import type { LiveData } from './live-view';
import {
  createLiveViews,
  LIVE_VIEW_TTL_MS,
  MAX_LIVE_VIEWS,
  UNAVAILABLE_RETRY_MS,
} from './live-views';
import { waitFor } from '../test/wait-for';

/**
 * A database stand-in: what each competition holds now, how often it was read, and reads that
 * wait until the test lets them finish.
 */
function fakeData() {
  const held = new Map<number, CompetitionEntry[]>([[7, [entry(1, '25.0'), entry(2, '28.0')]]]);
  const state = { reads: 0, clock: 0, paused: null as Promise<void> | null, down: false };
  const errors: unknown[] = [];
  const views = createLiveViews({
    load: async (id): Promise<LiveData> => {
      state.reads += 1;
      // The data as it is when the read starts, as a query's snapshot would be.
      const entries = held.get(id);
      await state.paused;
      if (state.down) throw databaseGone();
      if (!entries) throw notFound('Competition not found.');
      return { competition: { ...competition(), id }, entries };
    },
    onError: (error) => errors.push(error),
    now: () => state.clock,
  });
  const pause = () => {
    let resume = () => undefined as void;
    state.paused = new Promise<void>((resolve) => (resume = resolve));
    return () => {
      state.paused = null;
      resume();
    };
  };
  return { views, held, state, errors, pause };
}

const eventOf = (json: string) => JSON.parse(json) as CompetitionChangedEvent;

/** PostgreSQL shutting down, as a query meets it. */
const databaseGone = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });

describe('live views', () => {
  it('reads a competition once and answers from memory until it changes', async () => {
    const { views, state } = fakeData();
    expect(views.peek(7)).toBeUndefined();
    const [a, b] = await Promise.all([views.read(7), views.read(7)]);
    expect(a).toBe(b);
    expect(state.reads).toBe(1);
    expect(views.peek(7)).toBe(a);
    expect(await views.read(7)).toBe(a);
    expect(state.reads).toBe(1);
  });

  it('reads every view again after changes may have been missed, telling streams only of a difference', async () => {
    const { views, held, state, pause } = fakeData();
    const before = await views.read(7);
    const events: string[] = [];
    views.subscribe(7, { ready: () => undefined, change: (event) => events.push(event) });
    // Nothing changed while the listener was gone: read again, no event.
    views.recheckAll();
    await waitFor(() => state.reads === 2);
    expect(await views.read(7)).toBe(before);
    expect(events).toEqual([]);

    // A read that started before the recheck does not count for it: the view is read again.
    state.clock += LIVE_VIEW_TTL_MS;
    const resume = pause();
    const reading = views.read(7);
    views.recheckAll();
    held.set(7, [entry(1, '20.0'), entry(2, '21.0')]);
    resume();
    const after = await reading;
    expect(after.entries.body.toString()).toContain('"totalScoreDisplay":"20.0"');
    await waitFor(() => events.length === 1);
    expect(eventOf(events[0] ?? '').version).toBe(after.version);
  });

  it('never answers what was there before a change it was told of', async () => {
    const { views, held } = fakeData();
    const before = await views.read(7);
    held.set(7, [entry(1, '20.0'), entry(2, '28.0')]);
    views.competitionChanged(7);
    expect(views.peek(7)).toBeUndefined();
    const after = await views.read(7);
    expect(after.version).toBe(before.version + 1);
    expect(after.entries.json).toContain('"totalScoreDisplay":"20.0"');
  });

  it('rebuilds once more for changes that arrive during a rebuild, then hands out versions in order', async () => {
    const { views, held, state, pause } = fakeData();
    const events: CompetitionChangedEvent[] = [];
    await views.read(7);
    views.subscribe(7, { ready: () => undefined, change: (data) => events.push(eventOf(data)) });
    const resume = pause();
    views.competitionChanged(7);
    held.set(7, [entry(2, '20.0'), entry(1, '25.0')]);
    views.competitionChanged(7);
    views.competitionChanged(7);
    resume();
    const latest = await views.read(7);
    expect(state.reads).toBe(3);
    expect(events.map((event) => [event.base, event.version])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(latest.version).toBe(3);
    expect(events[1]?.entries?.order).toEqual([2, 1]);
  });

  it('starts a follower at the version it holds, then sends each later version once', async () => {
    const { views, held } = fakeData();
    const first = await views.read(7);
    const ready: number[] = [];
    const seen: CompetitionChangedEvent[] = [];
    const stop = views.subscribe(7, {
      ready: (version) => ready.push(version),
      change: (data) => seen.push(eventOf(data)),
    });
    expect(ready).toEqual([first.version]);
    expect(views.listenerCount()).toBe(1);
    held.set(7, [entry(1, '25.0'), entry(2, '22.0')]);
    views.competitionChanged(7);
    await views.read(7);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ base: first.version, version: first.version + 1 });
    expect(seen[0]?.entries?.changed.map((item) => item.id)).toEqual([2]);
    stop();
    expect(views.listenerCount()).toBe(0);
  });

  it('checks an old view against the database, keeping it and sending nothing when it is unchanged', async () => {
    const { views, held, state } = fakeData();
    const events: string[] = [];
    const first = await views.read(7);
    views.subscribe(7, { ready: () => undefined, change: (data) => events.push(data) });
    state.clock += LIVE_VIEW_TTL_MS;
    expect(views.peek(7)).toBeUndefined();
    expect(await views.read(7)).toBe(first);
    expect(events).toEqual([]);
    // A change no notification announced is found by the check and sent to followers.
    held.set(7, [entry(1, '19.0'), entry(2, '28.0')]);
    state.clock += LIVE_VIEW_TTL_MS;
    const found = await views.read(7);
    expect(found.version).toBe(first.version + 1);
    expect(eventOf(events[0] ?? '')).toMatchObject({ base: first.version });
  });

  it('keeps nothing for an unknown competition, and sends followers a bare event when a rebuild fails', async () => {
    const { views, held, errors } = fakeData();
    await expect(views.read(99)).rejects.toThrow('Competition not found.');
    expect(views.size()).toBe(0);
    const events: CompetitionChangedEvent[] = [];
    await views.read(7);
    views.subscribe(7, { ready: () => undefined, change: (data) => events.push(eventOf(data)) });
    held.delete(7);
    views.competitionChanged(7);
    await expect(views.read(7)).rejects.toThrow('Competition not found.');
    expect(events).toEqual([{ competitionId: 7, version: 2 }]);
    expect(errors).toHaveLength(1);
    // Back again: the next version has nothing to compare with, so its event is bare too.
    held.set(7, [entry(1, '25.0')]);
    views.competitionChanged(7);
    expect((await views.read(7)).version).toBe(3);
    expect(events[1]).toEqual({ competitionId: 7, version: 3 });
  });

  it('tells followers once of a change it could not read, not again at each failed read', async () => {
    const { views, held } = fakeData();
    await views.read(7);
    const events: CompetitionChangedEvent[] = [];
    views.subscribe(7, { ready: () => undefined, change: (data) => events.push(eventOf(data)) });
    const kept = held.get(7) ?? [];
    held.delete(7);
    views.competitionChanged(7);
    await expect(views.read(7)).rejects.toThrow('Competition not found.');
    expect(events).toEqual([{ competitionId: 7, version: 2 }]);
    // Each page refetches on that event and fails again: no event answers those reads.
    for (let page = 0; page < 3; page += 1) {
      await expect(views.read(7)).rejects.toThrow('Competition not found.');
    }
    expect(events).toHaveLength(1);
    // Readable again: the pages hear of it at once.
    held.set(7, kept);
    expect((await views.read(7)).version).toBe(3);
    expect(events).toEqual([
      { competitionId: 7, version: 2 },
      { competitionId: 7, version: 3 },
    ]);
  });

  it('answers from memory while the database is not answering, until a change is notified', async () => {
    const { views, held, state } = fakeData();
    const before = await views.read(7);
    const events: string[] = [];
    views.subscribe(7, { ready: () => undefined, change: (event) => events.push(event) });
    state.down = true;
    state.clock += LIVE_VIEW_TTL_MS;
    // The 30 s check cannot reach the database: the view answers on, from memory at once.
    expect(await views.read(7)).toBe(before);
    expect(views.peek(7)).toBe(before);
    expect(state.reads).toBe(2);
    // Tried again after a pause, not at every read.
    state.clock += UNAVAILABLE_RETRY_MS - 1;
    expect(await views.read(7)).toBe(before);
    expect(state.reads).toBe(2);
    state.clock += 1;
    expect(await views.read(7)).toBe(before);
    expect(state.reads).toBe(3);
    expect(events).toEqual([]);
    // A change notified while it cannot be read: the view is no longer the truth.
    views.competitionChanged(7);
    await expect(views.read(7)).rejects.toThrow('terminating connection');
    expect(events).toHaveLength(1);
    state.down = false;
    held.set(7, [entry(1, '20.0'), entry(2, '28.0')]);
    expect((await views.read(7)).entries.body.toString()).toContain('"totalScoreDisplay":"20.0"');
  });

  it('forgets a view no one read lately instead of rebuilding it, and keeps versions growing', async () => {
    const { views, state } = fakeData();
    const first = await views.read(7);
    state.clock += LIVE_VIEW_TTL_MS;
    views.competitionChanged(7);
    expect(views.size()).toBe(0);
    expect(state.reads).toBe(1);
    expect((await views.read(7)).version).toBe(first.version + 1);
  });

  it('keeps at most MAX_LIVE_VIEWS views, dropping the least recently read', async () => {
    const { views, held, state } = fakeData();
    for (let id = 1; id <= MAX_LIVE_VIEWS + 1; id += 1) held.set(id, []);
    for (let id = 1; id <= MAX_LIVE_VIEWS; id += 1) {
      state.clock += 1;
      await views.read(id);
    }
    state.clock += 1;
    await views.read(1);
    await views.read(MAX_LIVE_VIEWS + 1);
    expect(views.size()).toBeLessThanOrEqual(MAX_LIVE_VIEWS);
    expect(views.peek(1)).toBeDefined();
    expect(views.peek(2)).toBeUndefined();
  });
});
