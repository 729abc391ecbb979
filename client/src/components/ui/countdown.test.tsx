import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';

const START = Date.parse('2027-03-27T23:59:57.500Z');

const spoken = () =>
  screen.getByRole('timer').getAttribute('aria-label') ?? screen.getByRole('timer').textContent;

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts a part of a second as a second and says closed at the deadline, not before', () => {
    const onExpire = vi.fn();
    render(<Countdown target={START + 2_500} expiredLabel="Closed" onExpire={onExpire} />);
    expect(spoken()).toBe('0 days, 0 hours, 0 minutes, 3 seconds remaining');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(spoken()).toBe('0 days, 0 hours, 0 minutes, 2 seconds remaining');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(spoken()).toBe('0 days, 0 hours, 0 minutes, 1 second remaining');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(spoken()).toBe('0 days, 0 hours, 0 minutes, 1 second remaining');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(spoken()).toBe('Closed');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('counts real time across a clock change: 23 hours to noon after the spring-forward night', () => {
    // London's clocks go forward at 01:00 UTC on 28 March 2027; noon there is then 11:00 UTC.
    render(<Countdown target="2027-03-28T11:00:00Z" />);
    expect(spoken()).toBe('0 days, 11 hours, 0 minutes, 3 seconds remaining');
    render(<Countdown target="2027-03-29T11:00:00Z" size="sm" />);
    expect(screen.getAllByRole('timer')[1]?.getAttribute('aria-label')).toBe(
      '1 day, 11 hours, 0 minutes, 3 seconds remaining',
    );
  });
});
