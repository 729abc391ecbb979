import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followCompetition, openStreamCount } from './competition-streams';
import { ScriptedEventSource } from '@/test/scripted-event-source';

describe('followCompetition', () => {
  beforeEach(() => {
    ScriptedEventSource.opened = [];
    vi.stubGlobal('EventSource', ScriptedEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens one stream per competition, shared by its followers, closed by the last one out', () => {
    const first = { change: vi.fn() };
    const second = { change: vi.fn() };
    const stopFirst = followCompetition(7, first);
    const stopSecond = followCompetition(7, second);
    const stopOther = followCompetition(8, {});
    expect(ScriptedEventSource.opened.map((source) => source.url)).toEqual([
      '/api/competitions/7/events',
      '/api/competitions/8/events',
    ]);
    const [seven] = ScriptedEventSource.opened;
    seven?.send('competition_changed', { competitionId: 7, version: 2 });
    expect(first.change).toHaveBeenCalledWith('{"competitionId":7,"version":2}');
    expect(second.change).toHaveBeenCalledTimes(1);
    stopFirst();
    expect(seven?.closed).toBe(false);
    stopSecond();
    expect(seven?.closed).toBe(true);
    stopOther();
    expect(openStreamCount()).toBe(0);
  });

  it('tells a follower joining an open stream the version last heard', () => {
    const stop = followCompetition(7, {});
    ScriptedEventSource.opened[0]?.send('ready', { competitionId: 7, version: 4 });
    ScriptedEventSource.opened[0]?.send('competition_changed', { competitionId: 7, version: 5 });
    const ready = vi.fn();
    const stopLate = followCompetition(7, { ready });
    expect(ready).toHaveBeenCalledWith('{"competitionId":7,"version":5}');
    stop();
    stopLate();
  });

  it('tells its followers when the stream fails', () => {
    const error = vi.fn();
    const stop = followCompetition(7, { error });
    ScriptedEventSource.opened[0]?.fail();
    expect(error).toHaveBeenCalledTimes(1);
    stop();
  });
});
