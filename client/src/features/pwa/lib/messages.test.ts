import { describe, expect, it } from 'vitest';
import { isOfflineReadablePath, isShareableAnswer } from './messages';

describe('what the service worker keeps for offline reading', () => {
  it('keeps 200s the server lets anyone keep', () => {
    expect(isShareableAnswer(200, null)).toBe(true);
    expect(isShareableAnswer(200, 'no-cache')).toBe(true);
    expect(isShareableAnswer(200, 'public, max-age=600')).toBe(true);
  });

  it('never keeps private or no-store answers, nor anything but a 200', () => {
    expect(isShareableAnswer(200, 'private, no-store')).toBe(false);
    expect(isShareableAnswer(200, 'no-store')).toBe(false);
    expect(isShareableAnswer(200, 'Private')).toBe(false);
    expect(isShareableAnswer(200, 'max-age=0,private')).toBe(false);
    expect(isShareableAnswer(304, 'no-cache')).toBe(false);
    expect(isShareableAnswer(401, null)).toBe(false);
  });

  it('reads competitions and articles offline, never their event streams', () => {
    expect(isOfflineReadablePath('/api/competitions/7/entries')).toBe(true);
    expect(isOfflineReadablePath('/api/articles/by-slug/a')).toBe(true);
    expect(isOfflineReadablePath('/api/competitions/7/events')).toBe(false);
    expect(isOfflineReadablePath('/api/fantasy/teams')).toBe(false);
  });
});
