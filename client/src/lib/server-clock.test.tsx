import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getServerOffset,
  offsetFromReading,
  serverNow,
  setServerOffset,
  syncServerClock,
} from './server-clock';
import { splitDuration, useNow } from './time';
import { useClock } from './use-clock';
import { useReached } from './use-reached';

const START = Date.parse('2026-11-28T17:00:00Z');
const MINUTES = 60_000;

/** A server answering `now` after `delayMs` of round trip on the device's (fake) clock. */
function serverAt(now: string, delayMs = 0, status = 200): typeof fetch {
  return () => {
    vi.advanceTimersByTime(delayMs);
    return Promise.resolve(new Response(JSON.stringify({ now }), { status }));
  };
}

function Closed({ deadline }: { deadline: number }) {
  return <p>{useReached(deadline) ? 'closed' : 'open'}</p>;
}

function SecondsLeft({ deadline }: { deadline: number }) {
  const left = splitDuration(deadline, useNow());
  return <p>{left.minutes * 60 + left.seconds}</p>;
}

function Moment({ deadline }: { deadline: number }) {
  return <p>{useClock(60_000, [deadline]) >= deadline ? 'closed' : 'open'}</p>;
}

describe("the server's clock", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
    setServerOffset(0);
  });
  afterEach(() => {
    cleanup();
    setServerOffset(0);
    vi.useRealTimers();
  });

  it('reads the offset halfway through the round trip, and refuses a slow or backward one', () => {
    expect(offsetFromReading(START + 3 * MINUTES, START, START + 400)).toBe(3 * MINUTES - 200);
    expect(offsetFromReading(START, START, START + 6_000)).toBeNull();
    expect(offsetFromReading(START, START, START - 1)).toBeNull();
    expect(offsetFromReading(Number.NaN, START, START)).toBeNull();
  });

  it('takes a phone three minutes slow, and leaves a second or less alone', async () => {
    await syncServerClock(serverAt('2026-11-28T17:03:00.000Z', 200));
    expect(getServerOffset()).toBe(3 * MINUTES - 100);
    expect(serverNow()).toBe(START + 200 + 3 * MINUTES - 100);
    await syncServerClock(serverAt('2026-11-28T17:00:00.600Z'));
    expect(getServerOffset()).toBe(0);
  });

  it('keeps the offset it had when the server fails, is slow or answers nonsense', async () => {
    setServerOffset(-2 * MINUTES);
    await syncServerClock(serverAt('2026-11-28T17:03:00.000Z', 0, 503));
    await syncServerClock(serverAt('2026-11-28T17:03:00.000Z', 8_000));
    await syncServerClock(serverAt('yesterday'));
    await syncServerClock(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(getServerOffset()).toBe(-2 * MINUTES);
  });

  it("closes at the server's deadline on a slow phone, when the reading arrives later too", () => {
    const deadline = START + MINUTES;
    const { container } = render(<Closed deadline={deadline} />);
    expect(container.textContent).toBe('open');
    act(() => setServerOffset(3 * MINUTES));
    expect(container.textContent).toBe('closed');
  });

  it("stays open on a fast phone until the server's deadline", () => {
    setServerOffset(-3 * MINUTES);
    const deadline = START + MINUTES;
    const closed = render(<Closed deadline={deadline} />);
    const moment = render(<Moment deadline={deadline} />);
    act(() => {
      vi.advanceTimersByTime(3 * MINUTES + MINUTES - 1);
    });
    expect(closed.container.textContent).toBe('open');
    expect(moment.container.textContent).toBe('open');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(closed.container.textContent).toBe('closed');
    expect(moment.container.textContent).toBe('closed');
  });

  it("counts down the server's time left", () => {
    const { container } = render(<SecondsLeft deadline={START + 10 * MINUTES} />);
    expect(container.textContent).toBe('600');
    act(() => setServerOffset(3 * MINUTES));
    expect(container.textContent).toBe('420');
  });
});
