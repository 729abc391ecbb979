import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCompetitionStreams, type StreamListener } from './competition-streams';
import type { SharingTabs, StreamLocks } from './shared-stream';
import { LIVE_STREAM_HEARTBEAT } from '@contract/constants';
import { openEventSource, STREAM_REOPEN_MS } from './stream-feed';
import { ScriptedEventSource } from '@/test/scripted-event-source';

/** Web Locks in memory: one holder per name, the others granted in turn; a cancelled wait fails. */
function memoryLocks(): StreamLocks & { held: () => string[] } {
  const queues = new Map<string, Array<() => Promise<void>>>();
  const holders = new Set<string>();
  const next = (name: string) => {
    if (holders.has(name)) return;
    const granted = queues.get(name)?.shift();
    if (!granted) return;
    holders.add(name);
    void granted().finally(() => {
      holders.delete(name);
      next(name);
    });
  };
  return {
    held: () => [...holders],
    request: (name, { signal }, granted) =>
      new Promise((resolve, reject) => {
        const turn = () => granted().then(resolve, reject);
        const queue = queues.get(name) ?? [];
        queues.set(name, [...queue, turn]);
        signal.addEventListener('abort', () => {
          const waiting = queues.get(name) ?? [];
          if (!waiting.includes(turn)) return;
          queues.set(
            name,
            waiting.filter((other) => other !== turn),
          );
          reject(new Error('AbortError'));
        });
        next(name);
      }),
  };
}

/** BroadcastChannel in memory: a message reaches every other channel of its name, later. */
function memoryChannels(): SharingTabs['channel'] {
  const open = new Map<string, Set<(message: unknown) => void>>();
  return (name, hear) => {
    const members = open.get(name) ?? new Set();
    open.set(name, members);
    members.add(hear);
    return {
      post: (message) => {
        const copy: unknown = JSON.parse(JSON.stringify(message));
        for (const other of [...members])
          if (other !== hear) queueMicrotask(() => members.has(other) && other(copy));
      },
      close: () => members.delete(hear),
    };
  };
}

// The fakes answer in microtasks: one macrotask later everything sent has arrived.
const delivered = () => new Promise((resolve) => setImmediate(resolve));

let locks: ReturnType<typeof memoryLocks>;
let tabs: SharingTabs;
const openTab = () => createCompetitionStreams(() => ({ openSource: openEventSource, tabs }));
const listener = (): Required<StreamListener> => ({
  ready: vi.fn(),
  change: vi.fn(),
  error: vi.fn(),
});
const live = () => ScriptedEventSource.opened.filter((source) => !source.closed);

beforeEach(() => {
  ScriptedEventSource.opened = [];
  vi.stubGlobal('EventSource', ScriptedEventSource);
  locks = memoryLocks();
  tabs = { locks, channel: memoryChannels() };
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a competition followed in several tabs', () => {
  it('opens one EventSource for the browser, whose events reach every tab', async () => {
    const [play, league, results] = [openTab(), openTab(), openTab()];
    const heard = [listener(), listener(), listener()];
    const stops = [play, league, results].map((tab, at) =>
      tab.followCompetition(7, heard[at] ?? {}),
    );
    stops.push(league.followCompetition(8, {}));
    await delivered();
    expect(live().map((source) => source.url)).toEqual([
      '/api/competitions/7/events',
      '/api/competitions/8/events',
    ]);
    live()[0]?.send('ready', { competitionId: 7, version: 3 });
    live()[0]?.send('competition_changed', { competitionId: 7, version: 4, base: 3 });
    await delivered();
    for (const tab of heard) {
      expect(tab.ready).toHaveBeenCalledWith('{"competitionId":7,"version":3}');
      expect(tab.change).toHaveBeenCalledWith('{"competitionId":7,"version":4,"base":3}');
    }
    live()[0]?.fail();
    await delivered();
    for (const tab of heard) expect(tab.error).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
    await delivered();
    expect(live()).toEqual([]);
    expect(locks.held()).toEqual([]);
  });

  it('tells a tab that joins the version last heard, or that the stream is failing', async () => {
    const stop = openTab().followCompetition(7, {});
    await delivered();
    live()[0]?.send('ready', { competitionId: 7, version: 4 });
    live()[0]?.send('competition_changed', { competitionId: 7, version: 5, base: 4 });
    const late = listener();
    const stopLate = openTab().followCompetition(7, late);
    await delivered();
    expect(late.ready).toHaveBeenCalledExactlyOnceWith('{"competitionId":7,"version":5}');
    live()[0]?.fail();
    const later = listener();
    const stopLater = openTab().followCompetition(7, later);
    await delivered();
    expect(later.error).toHaveBeenCalledTimes(1);
    expect(later.ready).not.toHaveBeenCalled();
    expect(ScriptedEventSource.opened).toHaveLength(1);
    for (const end of [stop, stopLate, stopLater]) end();
  });

  it('passes the stream to another tab when the one holding it stops following', async () => {
    const [first, second] = [openTab(), openTab()];
    const stopFirst = first.followCompetition(7, {});
    await delivered();
    const heard = listener();
    const stopSecond = second.followCompetition(7, heard);
    await delivered();
    const [before] = live();
    stopFirst();
    await delivered();
    expect(before?.closed).toBe(true);
    const [after] = live();
    expect(after?.url).toBe('/api/competitions/7/events');
    expect(after).not.toBe(before);
    // The new stream's opening reaches the tab, which refetches what it may have missed.
    after?.send('ready', { competitionId: 7, version: 9 });
    after?.send('competition_changed', { competitionId: 7, version: 10, base: 9 });
    expect(heard.ready).toHaveBeenCalledWith('{"competitionId":7,"version":9}');
    expect(heard.change).toHaveBeenCalledTimes(1);
    stopSecond();
    await delivered();
    expect(live()).toEqual([]);
    expect(locks.held()).toEqual([]);
  });

  it('opens nothing for a tab that stops before its turn, and lets the next tab have it', async () => {
    const [first, second, third] = [openTab(), openTab(), openTab()];
    const stopFirst = first.followCompetition(7, {});
    const stopSecond = second.followCompetition(7, {});
    const stopThird = third.followCompetition(7, {});
    await delivered();
    stopSecond();
    stopFirst();
    await delivered();
    expect(ScriptedEventSource.opened).toHaveLength(2);
    expect(live()).toHaveLength(1);
    stopThird();
    await delivered();
    expect(locks.held()).toEqual([]);
  });
});

describe('a shared stream that dies without closing', () => {
  afterEach(() => vi.useRealTimers());

  it('is reopened by the tab holding it, and every tab hears it down, then ready again', async () => {
    // Only the stream's timers and clock are faked: the tabs' messages still arrive.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const heard = [listener(), listener()];
    const stops = [openTab(), openTab()].map((tab, at) =>
      tab.followCompetition(7, heard[at] ?? {}),
    );
    await delivered();
    const [first] = live();
    first?.send('ready', { competitionId: 7, version: 3 });
    vi.advanceTimersByTime(LIVE_STREAM_HEARTBEAT.everyMs);
    first?.send('heartbeat', '');
    vi.advanceTimersByTime(LIVE_STREAM_HEARTBEAT.silenceMs);
    await delivered();
    expect(first?.closed).toBe(true);
    for (const tab of heard) expect(tab.error).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(STREAM_REOPEN_MS.max);
    expect(live()).toHaveLength(1);
    live()[0]?.send('ready', { competitionId: 7, version: 5 });
    await delivered();
    for (const tab of heard)
      expect(tab.ready).toHaveBeenLastCalledWith('{"competitionId":7,"version":5}');
    expect(ScriptedEventSource.opened).toHaveLength(2);
    for (const stop of stops) stop();
    await delivered();
    expect(live()).toEqual([]);
  });
});

describe('without Web Locks or BroadcastChannel', () => {
  it('opens a stream in each tab, as before', () => {
    const tab = () => createCompetitionStreams(() => ({ openSource: openEventSource, tabs: null }));
    const stops = [tab().followCompetition(7, {}), tab().followCompetition(7, {})];
    expect(live()).toHaveLength(2);
    for (const stop of stops) stop();
    expect(live()).toEqual([]);
  });
});
