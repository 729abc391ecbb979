import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_STREAM_HEARTBEAT } from '@contract/constants';
import { ScriptedEventSource } from '@/test/scripted-event-source';
import { openEventSource, STREAM_REOPEN_MS, type StreamFeed } from './stream-feed';

let heard: string[];
const feed: StreamFeed = {
  ready: (data) => heard.push(`ready ${data}`),
  change: (data) => heard.push(`change ${data}`),
  error: () => heard.push('error'),
};
const latest = () => ScriptedEventSource.opened.at(-1);

beforeEach(() => {
  vi.useFakeTimers();
  ScriptedEventSource.opened = [];
  vi.stubGlobal('EventSource', ScriptedEventSource);
  heard = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a competition stream in the browser', () => {
  it('passes on what it hears, and leaves a dropped stream to the browser to reconnect', () => {
    const close = openEventSource(4, feed, () => 0);
    expect(latest()?.url).toBe('/api/competitions/4/events');
    latest()?.send('ready', { version: 1 });
    latest()?.send('competition_changed', { version: 2 });
    latest()?.fail();
    vi.advanceTimersByTime(STREAM_REOPEN_MS.most);
    expect(ScriptedEventSource.opened).toHaveLength(1);
    expect(heard).toEqual(['ready {"version":1}', 'change {"version":2}', 'error']);
    close();
    expect(latest()?.closed).toBe(true);
  });

  it('opens a stream the browser gave up on again, waiting longer after each refusal', () => {
    const close = openEventSource(4, feed, () => 0);
    // Refused (429 from the server, or a proxy's 502): the browser will not try again itself.
    latest()?.refuse();
    expect(heard).toEqual(['error']);
    vi.advanceTimersByTime(STREAM_REOPEN_MS.min - 1);
    expect(ScriptedEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(ScriptedEventSource.opened).toHaveLength(2);
    latest()?.refuse();
    vi.advanceTimersByTime(STREAM_REOPEN_MS.min * 2 - 1);
    expect(ScriptedEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(ScriptedEventSource.opened).toHaveLength(3);
    // Open again: the page hears the competition, and the next refusal waits the least again.
    latest()?.send('ready', { version: 5 });
    expect(heard.at(-1)).toBe('ready {"version":5}');
    latest()?.refuse();
    vi.advanceTimersByTime(STREAM_REOPEN_MS.min);
    expect(ScriptedEventSource.opened).toHaveLength(4);
    close();
    expect(latest()?.closed).toBe(true);
  });

  it('never waits more than the most, and opens nothing once closed', () => {
    const close = openEventSource(4, feed, () => 0.999);
    for (let refusal = 0; refusal < 8; refusal += 1) {
      latest()?.refuse();
      vi.advanceTimersByTime(STREAM_REOPEN_MS.most);
    }
    expect(ScriptedEventSource.opened).toHaveLength(9);
    latest()?.refuse();
    close();
    vi.advanceTimersByTime(STREAM_REOPEN_MS.most * 2);
    expect(ScriptedEventSource.opened).toHaveLength(9);
  });
});

describe('a competition stream that dies without closing', () => {
  const { everyMs, silenceMs } = LIVE_STREAM_HEARTBEAT;

  it('is closed and opened again once, after a wait, when nothing was heard on it for the limit', () => {
    const close = openEventSource(4, feed, () => 0);
    const first = latest();
    first?.send('ready', { version: 1 });
    vi.advanceTimersByTime(silenceMs - 1);
    expect(first?.closed).toBe(false);
    expect(heard).toEqual(['ready {"version":1}']);
    vi.advanceTimersByTime(1);
    // The page is told the stream is down, and it is opened again as a refused one is.
    expect(first?.closed).toBe(true);
    expect(heard.at(-1)).toBe('error');
    expect(ScriptedEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(STREAM_REOPEN_MS.min);
    expect(ScriptedEventSource.opened).toHaveLength(2);
    latest()?.send('ready', { version: 3 });
    expect(heard).toEqual(['ready {"version":1}', 'error', 'ready {"version":3}']);
    close();
    vi.advanceTimersByTime(silenceMs * 4);
    expect(ScriptedEventSource.opened).toHaveLength(2);
  });

  it('stays open while it hears heartbeats, or changes, and no more', () => {
    const close = openEventSource(4, feed, () => 0);
    latest()?.send('ready', { version: 1 });
    for (let beat = 0; beat < 10; beat += 1) {
      vi.advanceTimersByTime(everyMs);
      if (beat === 4) latest()?.send('competition_changed', { version: 2 });
      else latest()?.send('heartbeat', '');
    }
    expect(ScriptedEventSource.opened).toHaveLength(1);
    expect(latest()?.closed).toBe(false);
    expect(heard).toEqual(['ready {"version":1}', 'change {"version":2}']);
    // The heartbeats stop: the limit counts from the last one heard.
    vi.advanceTimersByTime(silenceMs - 1);
    expect(latest()?.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(latest()?.closed).toBe(true);
    close();
  });

  it('reopens once when its timer fires late, as in a hidden tab, however long the silence', () => {
    const close = openEventSource(4, feed, () => 0);
    latest()?.send('ready', { version: 1 });
    // The tab's timers are held back while the clock runs on for ten limits.
    vi.setSystemTime(Date.now() + silenceMs * 10);
    vi.advanceTimersByTime(silenceMs);
    expect(heard.filter((event) => event === 'error')).toHaveLength(1);
    vi.advanceTimersByTime(STREAM_REOPEN_MS.min);
    expect(ScriptedEventSource.opened).toHaveLength(2);
    // The new stream has its own limit, counted from when it opened.
    latest()?.send('ready', { version: 2 });
    vi.advanceTimersByTime(silenceMs - 1);
    expect(ScriptedEventSource.opened).toHaveLength(2);
    expect(latest()?.closed).toBe(false);
    close();
  });

  it('is not watched while a refused stream waits to be opened again', () => {
    const close = openEventSource(4, feed, () => 0.999);
    for (let refusal = 0; refusal < 5; refusal += 1) {
      latest()?.refuse();
      vi.advanceTimersByTime(STREAM_REOPEN_MS.most);
    }
    // Each refusal is one failure and one reopening: the silent waits add none.
    expect(heard.filter((event) => event === 'error')).toHaveLength(5);
    expect(ScriptedEventSource.opened).toHaveLength(6);
    close();
  });
});
