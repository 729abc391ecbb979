import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deadlineLabel } from './competition-format';
import { RenderClock } from './time';
import { useClock } from './use-clock';

const START = Date.parse('2026-11-28T11:59:00Z');
const DEADLINE = '2026-11-28T11:59:40Z';

function Label({ deadline }: { deadline: string }) {
  return <p>{deadlineLabel(deadline, useClock(60_000, [deadline]))}</p>;
}

describe('useClock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('moves at the deadline itself, not at the next minute tick', () => {
    const { container } = render(<Label deadline={DEADLINE} />);
    expect(container.textContent).toBe('Teams close in 1 minute');
    act(() => {
      vi.advanceTimersByTime(39_999);
    });
    expect(container.textContent).toBe('Teams close in 1 minute');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(container.textContent).toBe('Team selection closed');
  });

  it('still ticks every interval between moments', () => {
    function Now() {
      return <p>{useClock(60_000, ['2026-12-01T00:00:00Z']) - START}</p>;
    }
    const { container } = render(<Now />);
    expect(container.textContent).toBe('0');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(container.textContent).toBe('60000');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(container.textContent).toBe('120000');
  });

  it("starts at the server render's time while hydrating, then keeps ticking from the browser's", () => {
    function Now() {
      return <p>{useClock(60_000, [DEADLINE]) - START}</p>;
    }
    const { container } = render(
      <RenderClock.Provider value={START - 5_000}>
        <Now />
      </RenderClock.Provider>,
    );
    expect(container.textContent).toBe('0');
    act(() => {
      vi.advanceTimersByTime(40_000);
    });
    expect(container.textContent).toBe('40000');
  });
});
