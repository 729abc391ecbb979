import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { memo, type FunctionComponent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompetitorCardProps } from './competitor-card';
import {
  competition,
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

  it('renders no card while the clock runs and a poll brings nothing new', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const server: Server = { competition: competition(), saved: [], user: player };
    renderBuilder(server);
    await waitFor(() => expect(stateOf(1)).toBe('select'));
    await act(async () => {
      await Promise.resolve();
    });
    cardRenders.length = 0;

    // Five seconds of the clock and one poll of the entries, with the same answer.
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    await waitFor(() => expect(server.entriesFetches).toBe(2));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(cardRenders).toEqual([]);
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
