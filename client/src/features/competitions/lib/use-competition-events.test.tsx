import type { CompetitionEntry } from '@contract/competitions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompetition, buildEntry } from '@/test/factories';
import { competitionKey, useCompetition } from '@/api/get-competition';
import { competitionEntriesKey, useCompetitionEntries } from '@/api/get-competition-entries';
import { useLiveRefresh } from '@/lib/live/use-live-refresh';
import { useCompetitionEvents } from './use-competition-events';

/** The browser's EventSource, driven by the test: it only delivers what the test sends. */
class ScriptedEventSource {
  static last: ScriptedEventSource | null = null;
  static count = 0;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((message: { data: string }) => void)[]>();
  constructor(readonly url: string) {
    ScriptedEventSource.last = this;
    ScriptedEventSource.count += 1;
  }
  addEventListener(type: string, listener: (message: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  send(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) });
  }
}

const ID = 1;
const entries = [
  buildEntry({ id: 1, totalScoreDisplay: '25.0' }),
  buildEntry({ id: 2, totalScoreDisplay: '28.0' }),
];

describe('useCompetitionEvents', () => {
  let client: QueryClient;
  let fetched: string[];

  beforeEach(() => {
    vi.stubGlobal('EventSource', ScriptedEventSource);
    fetched = [];
    // The refetch a change falls back to: answered with the entries as they are, and counted.
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string | URL) => {
        const url = String(input);
        fetched.push(url);
        const body = url.endsWith('/entries') ? entries : buildCompetition({ id: ID });
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
      }),
    );
    client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    client.setQueryData(competitionKey(ID), buildCompetition({ id: ID }));
    client.setQueryData(competitionEntriesKey(ID), entries);
  });
  afterEach(() => {
    // Unmounted, so the page's stream of the competition closes and the next test opens its own.
    cleanup();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    // As on the results page: both answers observed, so an invalidated one is refetched.
    const hook = renderHook(
      () => {
        useCompetition(ID);
        useCompetitionEntries(ID);
        return useCompetitionEvents(ID, true);
      },
      { wrapper },
    );
    const source = ScriptedEventSource.last;
    if (!source) throw new Error('no stream opened');
    act(() => source.send('ready', { competitionId: ID, version: 4 }));
    await waitFor(() => expect(hook.result.current).toBe('open'));
    // `ready` refetches both once: anything missed while the stream was down.
    await waitFor(() => expect(fetched).toHaveLength(2));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    fetched = [];
    return source;
  };
  const cachedEntries = () => client.getQueryData<CompetitionEntry[]>(competitionEntriesKey(ID));

  it('applies a change on top of the version it holds, without a request', async () => {
    const source = await open();
    const held = cachedEntries() ?? [];
    const moved = { ...entries[1], totalScoreDisplay: '20.0' };
    act(() =>
      source.send('competition_changed', {
        competitionId: ID,
        version: 5,
        base: 4,
        entries: { changed: [moved], order: [2, 1] },
      }),
    );
    expect(cachedEntries()).toEqual([moved, entries[0]]);
    // The unchanged entry keeps its object: its memoised row does not re-render.
    expect(cachedEntries()?.[1]).toBe(held[0]);
    // And the next one, on top of that.
    const renamed = buildCompetition({ id: ID, name: 'Renamed' });
    act(() =>
      source.send('competition_changed', {
        competitionId: ID,
        version: 6,
        base: 5,
        competition: renamed,
      }),
    );
    expect(client.getQueryData(competitionKey(ID))).toEqual(renamed);
    expect(fetched).toEqual([]);
  });

  it('refetches after a missed version, a bare event or an entry it does not hold', async () => {
    const source = await open();
    const missed = {
      competitionId: ID,
      version: 6,
      base: 5,
      entries: { changed: [], order: [2, 1] },
    };
    act(() => source.send('competition_changed', missed));
    await waitFor(() => expect(fetched).toHaveLength(2));
    expect(cachedEntries()).toEqual(entries);

    fetched = [];
    act(() => source.send('competition_changed', { competitionId: ID, version: 7 }));
    await waitFor(() => expect(fetched).toHaveLength(2));

    fetched = [];
    const unknown = {
      competitionId: ID,
      version: 8,
      base: 7,
      entries: { changed: [], order: [1, 2, 3] },
    };
    act(() => source.send('competition_changed', unknown));
    await waitFor(() => expect(fetched).toHaveLength(2));
    expect(cachedEntries()).toEqual(entries);
  });

  it('shares one stream of the competition with the boards on the page', async () => {
    ScriptedEventSource.count = 0;
    const source = await open();
    renderHook(() => useLiveRefresh([ID], [['leaderboards']]), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    expect(ScriptedEventSource.count).toBe(1);
    act(() => source.send('competition_changed', { competitionId: ID, version: 5 }));
    await waitFor(() => expect(fetched).toHaveLength(2));
  });
});
