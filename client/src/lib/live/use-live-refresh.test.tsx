import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScriptedEventSource } from '@/test/scripted-event-source';
import { LIVE_REFRESH_DELAY_MS, LIVE_REFRESH_JITTER_MS, useLiveRefresh } from './use-live-refresh';

const SETTLED = LIVE_REFRESH_DELAY_MS + LIVE_REFRESH_JITTER_MS;

describe('useLiveRefresh', () => {
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

  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const render = (ids: number[]) =>
    renderHook(({ ids }) => useLiveRefresh(ids, [['leaderboards'], ['fantasy', 'performance']]), {
      wrapper,
      initialProps: { ids },
    });
  const send = (index: number, type: string, version: number) => {
    act(() => {
      ScriptedEventSource.opened[index]?.send(type, { competitionId: 1, version });
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
    expect(invalidated).toHaveLength(2);
    send(0, 'ready', 3);
    settle();
    expect(invalidated).toHaveLength(4);
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
});
