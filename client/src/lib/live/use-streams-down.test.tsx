import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScriptedEventSource } from '@/test/scripted-event-source';
import { useStreamsDown } from './use-streams-down';

beforeEach(() => {
  ScriptedEventSource.opened = [];
  vi.stubGlobal('EventSource', ScriptedEventSource);
});
afterEach(() => {
  cleanup();
  act(() => onlineManager.setOnline(true));
  vi.unstubAllGlobals();
});

const send = (index: number, type: string) =>
  act(() => ScriptedEventSource.opened[index]?.send(type, { competitionId: 1, version: 1 }));

describe('useStreamsDown', () => {
  it('says a board is not live while a stream is down, and live again once it reopens', () => {
    const { result } = renderHook(() => useStreamsDown([1, 2]));
    // Opening is not a failure: nothing is said before the first error.
    expect(result.current).toBe(false);
    send(0, 'ready');
    send(1, 'ready');
    act(() => ScriptedEventSource.opened[1]?.fail());
    expect(result.current).toBe(true);
    send(1, 'ready');
    expect(result.current).toBe(false);
  });

  it('says a board is not live while the browser is offline', () => {
    const { result } = renderHook(() => useStreamsDown([1]));
    send(0, 'ready');
    act(() => onlineManager.setOnline(false));
    expect(result.current).toBe(true);
    act(() => onlineManager.setOnline(true));
    expect(result.current).toBe(false);
  });

  it('says nothing for a screen that follows no live competition, offline or not', () => {
    const { result } = renderHook(() => useStreamsDown([]));
    act(() => onlineManager.setOnline(false));
    expect(result.current).toBe(false);
    expect(ScriptedEventSource.opened).toHaveLength(0);
  });
});
