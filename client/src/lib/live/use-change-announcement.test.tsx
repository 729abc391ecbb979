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
