import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
