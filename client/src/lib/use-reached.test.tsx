import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReached } from './use-reached';

const START = Date.parse('2026-05-01T10:00:00Z');
let renders = 0;

function Shown({ target }: { target: number }) {
  return <p>{useReached(target) ? 'closed' : 'open'}</p>;
}

/** Counts the commits of the hook's component (a clock ticking would add one a second). */
function Deadline({ target }: { target: number }) {
  return (
    <Profiler id="deadline" onRender={() => (renders += 1)}>
      <Shown target={target} />
    </Profiler>
  );
}

const shown = (container: HTMLElement) => container.textContent;

describe('useReached', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
    renders = 0;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('flips once at the target and does not re-render on the way', () => {
    const { container } = render(<Deadline target={START + 60_000} />);
    expect(shown(container)).toBe('open');
    const before = renders;
    act(() => {
      vi.advanceTimersByTime(59_999);
    });
    expect(shown(container)).toBe('open');
    expect(renders).toBe(before);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shown(container)).toBe('closed');
    expect(renders).toBe(before + 1);
  });

  it('is reached at once for a moment already past, and follows a moved target', () => {
    const { container, rerender } = render(<Deadline target={START - 1} />);
    expect(shown(container)).toBe('closed');
    rerender(<Deadline target={START + 1000} />);
    expect(shown(container)).toBe('open');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(shown(container)).toBe('closed');
  });

  it('waits for a moment beyond the longest timer in steps', () => {
    const target = START + 30 * 24 * 60 * 60 * 1000;
    const { container } = render(<Deadline target={target} />);
    act(() => {
      vi.advanceTimersByTime(25 * 24 * 60 * 60 * 1000);
    });
    expect(shown(container)).toBe('open');
    act(() => {
      vi.advanceTimersByTime(5 * 24 * 60 * 60 * 1000);
    });
    expect(shown(container)).toBe('closed');
  });
});
