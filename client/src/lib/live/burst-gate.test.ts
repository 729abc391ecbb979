import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBurstGate } from './burst-gate';

describe('createBurstGate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once for a burst of calls, after the delay and its jitter', () => {
    const run = vi.fn();
    const gate = createBurstGate(run, { delayMs: 100, jitterMs: 200, random: () => 0.5 });
    for (let i = 0; i < 10; i += 1) gate.push();
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs again for a call after the run', () => {
    const run = vi.fn();
    const gate = createBurstGate(run, { delayMs: 100 });
    gate.push();
    vi.advanceTimersByTime(100);
    gate.push();
    gate.push();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs nothing once cancelled', () => {
    const run = vi.fn();
    const gate = createBurstGate(run, { delayMs: 100 });
    gate.push();
    gate.cancel();
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
  });
});
