import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useChangeAnnouncement } from './use-change-announcement';

describe('useChangeAnnouncement', () => {
  const describeRank = (rank: number) => `Your rank is now ${rank}`;

  it('announces nothing on first showing, nor while the value is unknown', () => {
    const view = renderHook(({ rank }) => useChangeAnnouncement(rank, describeRank), {
      initialProps: { rank: undefined as number | undefined },
    });
    expect(view.result.current).toBe('');
    view.rerender({ rank: 4 });
    expect(view.result.current).toBe('');
  });

  it('announces each change after the first value, and keeps it while the value stays', () => {
    const view = renderHook(({ rank }) => useChangeAnnouncement(rank, describeRank), {
      initialProps: { rank: 4 },
    });
    view.rerender({ rank: 2 });
    expect(view.result.current).toBe('Your rank is now 2');
    view.rerender({ rank: 2 });
    expect(view.result.current).toBe('Your rank is now 2');
    view.rerender({ rank: 3 });
    expect(view.result.current).toBe('Your rank is now 3');
  });
});

describe('useChangeAnnouncement in another context', () => {
  it('starts again without announcing when the context changes', () => {
    const view = renderHook(
      ({ rank, board }) => useChangeAnnouncement(rank, (value) => `Rank ${value}`, board),
      { initialProps: { rank: 4, board: 'a' } },
    );
    view.rerender({ rank: 2, board: 'a' });
    expect(view.result.current).toBe('Rank 2');
    view.rerender({ rank: 9, board: 'b' });
    expect(view.result.current).toBe('');
    view.rerender({ rank: 8, board: 'b' });
    expect(view.result.current).toBe('Rank 8');
  });
});
