import { TIMERS } from '@contract/constants';
import {
  onlineManager,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
} from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScriptedEventSource } from '@/test/scripted-event-source';
import {
  LIVE_REFRESH_DELAY_MS,
  LIVE_REFRESH_JITTER_MS,
  LIVE_RETRY_FIRST_MS,
  LIVE_RETRY_MOST_MS,
  useCompetitionChanges,
  useLiveRefresh,
  useStandingsRefresh,
} from './use-live-refresh';

const SETTLED = LIVE_REFRESH_DELAY_MS + LIVE_REFRESH_JITTER_MS;

// Each test's query client, with every invalidation it was asked for.
let client: QueryClient;
let invalidated: unknown[];

beforeEach(() => {
  vi.useFakeTimers();
  ScriptedEventSource.opened = [];
  vi.stubGlobal('EventSource', ScriptedEventSource);
  client = new QueryClient();
  invalidated = [];
  vi.spyOn(client, 'invalidateQueries').mockImplementation((filters) => {
    invalidated.push(filters?.queryKey);
    return Promise.resolve();
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useLiveRefresh', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const render = (ids: number[]) =>
    renderHook(({ ids }) => useLiveRefresh(ids, [['leaderboards'], ['fantasy', 'performance']]), {
      wrapper,
      initialProps: { ids },
    });
  /** A score's event carries its base and the changed entries, not the competition. */
  const send = (index: number, type: string, version: number, extra: object = {}) => {
    act(() => {
      ScriptedEventSource.opened[index]?.send(type, {
        competitionId: 1,
        version,
        ...(type === 'competition_changed' ? { base: version - 1 } : {}),
        ...extra,
      });
    });
  };
  const settle = () => {
    act(() => {
      vi.advanceTimersByTime(SETTLED);
    });
  };

  it('refetches its queries once per burst of live events', () => {
    render([1]);
    send(0, 'competition_changed', 2);
    send(0, 'competition_changed', 3);
    send(0, 'competition_changed', 4);
    settle();
    expect(invalidated).toEqual([['leaderboards'], ['fantasy', 'performance']]);
    send(0, 'competition_changed', 5);
    settle();
    expect(invalidated).toHaveLength(4);
  });

  it('refetches on each opening of the stream, which may follow a missed event', () => {
    render([1]);
    send(0, 'ready', 1);
    settle();
    // The competition may have changed before the stream opened, or while it was down, too.
    expect(invalidated).toEqual([['leaderboards'], ['fantasy', 'performance'], ['competitions']]);
    send(0, 'ready', 3);
    settle();
    expect(invalidated).toHaveLength(6);
  });

  it('follows every live competition given, and none when none is live', () => {
    const view = render([]);
    expect(ScriptedEventSource.opened).toHaveLength(0);
    view.rerender({ ids: [2, 1, 2] });
    expect(ScriptedEventSource.opened.map((source) => source.url)).toEqual([
      '/api/competitions/1/events',
      '/api/competitions/2/events',
    ]);
    send(1, 'competition_changed', 2);
    settle();
    expect(invalidated).toHaveLength(2);
    view.unmount();
    expect(ScriptedEventSource.opened.every((source) => source.closed)).toBe(true);
  });

  it('refetches the competition answers and lists too when the competition itself changed', () => {
    render([1]);
    send(0, 'ready', 1);
    settle();
    invalidated = [];
    send(0, 'competition_changed', 2, { competition: { id: 1, status: 'completed' } });
    settle();
    expect(invalidated).toEqual([['leaderboards'], ['fantasy', 'performance'], ['competitions']]);
    invalidated = [];
    // A bare event says nothing of what changed: the competition may have.
    act(() => {
      ScriptedEventSource.opened[0]?.send('competition_changed', { competitionId: 1, version: 3 });
    });
    settle();
    expect(invalidated).toContainEqual(['competitions']);
  });
});

describe('useCompetitionChanges', () => {
  it('follows an open competition and refetches the competitions when it goes live, not on scores', () => {
    renderHook(() => useCompetitionChanges([7]), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    expect(ScriptedEventSource.opened.map((source) => source.url)).toEqual([
      '/api/competitions/7/events',
    ]);
    const source = ScriptedEventSource.opened[0];
    act(() => {
      source?.send('ready', { competitionId: 7, version: 1 });
      vi.advanceTimersByTime(SETTLED);
    });
    // The opening refetches the competitions once; a score after it costs nothing.
    expect(invalidated).toEqual([['competitions']]);
    act(() => {
      source?.send('competition_changed', {
        competitionId: 7,
        version: 2,
        base: 1,
        entries: { changed: [], order: [] },
      });
      vi.advanceTimersByTime(SETTLED);
    });
    expect(invalidated).toEqual([['competitions']]);
    act(() => {
      source?.send('competition_changed', {
        competitionId: 7,
        version: 3,
        base: 2,
        competition: { id: 7, status: 'live', isLive: true },
      });
      vi.advanceTimersByTime(SETTLED);
    });
    expect(invalidated).toEqual([['competitions'], ['competitions']]);
  });
});

describe('useStandingsRefresh', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const turn = (state: DocumentVisibilityState) => {
    visibility = state;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  };

  it('refetches a completed competition’s standings every minute while shown and when shown again', () => {
    const view = renderHook(() => useStandingsRefresh([], [['fantasy', 'season']]), { wrapper });
    // No competition is live: no stream, so a correction would otherwise never arrive.
    expect(ScriptedEventSource.opened).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(TIMERS.settledRefreshMs - 1);
    });
    expect(invalidated).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(invalidated).toEqual([['fantasy', 'season']]);

    // A hidden tab asks nothing; shown again, it catches up at once.
    turn('hidden');
    act(() => {
      vi.advanceTimersByTime(3 * TIMERS.settledRefreshMs);
    });
    expect(invalidated).toHaveLength(1);
    turn('visible');
    expect(invalidated).toEqual([
      ['fantasy', 'season'],
      ['fantasy', 'season'],
    ]);

    view.unmount();
    turn('hidden');
    turn('visible');
    act(() => {
      vi.advanceTimersByTime(TIMERS.settledRefreshMs);
    });
    expect(invalidated).toHaveLength(2);
  });

  it('is not asked of a screen that follows only live competitions', () => {
    renderHook(() => useLiveRefresh([], [['fantasy', 'my-team']]), { wrapper });
    turn('hidden');
    turn('visible');
    act(() => {
      vi.advanceTimersByTime(TIMERS.settledRefreshMs);
    });
    expect(invalidated).toEqual([]);
  });
});

describe('a board whose refetch failed', () => {
  // A real query client: the board's read fails while `reachable` is false.
  let reachable: boolean;
  let reads: number;
  let real: QueryClient;
  beforeEach(() => {
    reachable = true;
    reads = 0;
    // As the app's: reads are asked for offline too, and fail (decision 083).
    real = new QueryClient({
      defaultOptions: {
        queries: { retry: false, staleTime: Infinity, networkMode: 'offlineFirst' },
      },
    });
  });
  afterEach(() => {
    real.clear();
    onlineManager.setOnline(true);
  });

  const mountBoard = () => {
    const observer = new QueryObserver(real, {
      queryKey: ['leaderboards'],
      queryFn: () => {
        reads += 1;
        return reachable
          ? Promise.resolve(reads)
          : Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    const hook = renderHook(() => useLiveRefresh([1], [['leaderboards']]), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={real}>{children}</QueryClientProvider>
      ),
    });
    return { observer, stop: () => (unsubscribe(), hook.unmount()) };
  };
  const status = (observer: { getCurrentResult: () => { status: string } }) =>
    observer.getCurrentResult().status;
  const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('asks again after a wait, longer at each failure, until the board has its points', async () => {
    const { observer, stop } = mountBoard();
    await pass(0);
    expect(status(observer)).toBe('success');
    reachable = false;
    ScriptedEventSource.opened[0]?.send('competition_changed', { competitionId: 1, version: 2 });
    await pass(SETTLED);
    expect(status(observer)).toBe('error');
    const failed = reads;
    // Not at once: the first try again comes after LIVE_RETRY_FIRST_MS, then twice as long.
    await pass(LIVE_RETRY_FIRST_MS - SETTLED - 1);
    expect(reads).toBe(failed);
    await pass(SETTLED + 1 + SETTLED);
    expect(reads).toBe(failed + 1);
    await pass(LIVE_RETRY_FIRST_MS + SETTLED);
    expect(reads).toBe(failed + 1);
    reachable = true;
    await pass(LIVE_RETRY_FIRST_MS + SETTLED);
    expect(reads).toBe(failed + 2);
    expect(status(observer)).toBe('success');
    // Caught up: nothing more is asked until the next event.
    await pass(LIVE_RETRY_MOST_MS * 2);
    expect(reads).toBe(failed + 2);
    stop();
  });

  it('asks nothing while offline and refetches once the browser is back online', async () => {
    const { observer, stop } = mountBoard();
    await pass(0);
    reachable = false;
    act(() => onlineManager.setOnline(false));
    ScriptedEventSource.opened[0]?.send('competition_changed', { competitionId: 1, version: 2 });
    await pass(SETTLED);
    expect(status(observer)).toBe('error');
    const failed = reads;
    await pass(LIVE_RETRY_MOST_MS * 2);
    expect(reads).toBe(failed);
    // The browser says online a moment before its first request gets through.
    act(() => onlineManager.setOnline(true));
    await pass(0);
    reachable = true;
    await pass(SETTLED);
    expect(status(observer)).toBe('success');
    stop();
  });
});
