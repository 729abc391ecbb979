import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { memo, type FunctionComponent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMERS } from '@contract/constants';
import { competitionEntriesKey } from '@/api/get-competition-entries';
import type { CompetitorCardProps } from './competitor-card';
import {
  card,
  COMPETITION_ID,
  competition,
  entry,
  pick,
  player,
  renderBuilder,
  stateOf,
  type Server,
} from './team-builder-fixtures';

const cardRenders = vi.hoisted(() => [] as number[]);

/**
 * The real card, counting each time it renders: when the card is memoised, the count sits inside
 * the same memo, so it counts what the browser would render.
 */
vi.mock('./competitor-card', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./competitor-card')>();
  const card = actual.CompetitorCard as unknown as {
    type?: FunctionComponent<CompetitorCardProps>;
    compare?: (a: CompetitorCardProps, b: CompetitorCardProps) => boolean;
  };
  const inner = card.type ?? (actual.CompetitorCard as FunctionComponent<CompetitorCardProps>);
  function Counted(props: CompetitorCardProps) {
    cardRenders.push(props.entry.id);
    return inner(props);
  }
  return { ...actual, CompetitorCard: card.type ? memo(Counted, card.compare) : Counted };
});

/**
 * Resolves once the entries query has applied its `count`th answer and is no longer fetching: the
 * query cache tells its listeners as it stores an answer, before the screen is told.
 */
function answerApplied(queryClient: QueryClient, count: number): Promise<void> {
  const key = competitionEntriesKey(COMPETITION_ID);
  return new Promise((resolve) => {
    const check = () => {
      const state = queryClient.getQueryState(key);
      if (state && state.dataUpdateCount >= count && state.fetchStatus === 'idle') {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

describe('cards of the team builder re-render only when their own state changes', () => {
  beforeEach(() => {
    window.localStorage.clear();
    cardRenders.length = 0;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders no card when a poll brings nothing new, and only the changed card when one does', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const field = [entry(1, 2.5), entry(2, 2.5), entry(3, 2.5), entry(4, 2.0), entry(5, 0.5)];
    const server: Server = { competition: competition(), saved: [], user: player, entries: field };
    const queryClient = renderBuilder(server);
    await waitFor(() => expect(stateOf(1)).toBe('select'));
    await act(async () => {
      await Promise.resolve();
    });
    cardRenders.length = 0;

    // One poll of the entries with the same answer, waited for until the query has applied it.
    act(() => {
      vi.advanceTimersByTime(TIMERS.teamSelectionPollMs);
    });
    await act(() => answerApplied(queryClient, 2));
    // The next poll brings entry 5 at a new price: once its card shows it, whatever the answer
    // before it rendered has been rendered too.
    server.entries = field.map((each) => (each.id === 5 ? { ...each, price: 0.4 } : each));
    act(() => {
      vi.advanceTimersByTime(TIMERS.teamSelectionPollMs);
    });
    await waitFor(() => expect(within(card(5)).getByText('0.4m')).toBeTruthy());
    expect(server.entriesFetches).toBe(3);
    expect(cardRenders).toEqual([5]);
  });

  it('renders only the picked card, then the cards the budget no longer affords', async () => {
    renderBuilder({ competition: competition(), saved: [], user: player });
    await waitFor(() => expect(stateOf(1)).toBe('select'));
    await act(async () => {
      await Promise.resolve();
    });
    cardRenders.length = 0;

    pick(1);
    expect(stateOf(1)).toBe('selected');
    expect(cardRenders).toEqual([1]);

    pick(2);
    pick(3);
    cardRenders.length = 0;
    // 0.5m left: the 0.6m card turns Too Expensive, the 0.5m card still fits; the picked card
    // first, the card the budget no longer affords once that has been painted.
    pick(4);
    expect(stateOf(4)).toBe('selected');
    expect(stateOf(6)).toBe('select');
    expect(cardRenders).toEqual([4]);
    await waitFor(() => expect(stateOf(6)).toBe('tooExpensive'));
    expect(cardRenders.sort()).toEqual([4, 6]);
    expect(screen.getByTestId('team-progress').textContent).toBe(
      '4 of 5 picked: choose 1 more combination',
    );
  });
});
