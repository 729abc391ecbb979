import { describe, expect, it } from 'vitest';
import { RESULTS_TITLES, resultsStage } from './results-stage';

describe('resultsStage', () => {
  it('calls only a completed competition final', () => {
    expect(resultsStage({ status: 'completed', isLive: false })).toBe('final');
    expect(RESULTS_TITLES[resultsStage({ status: 'completed', isLive: false })]).toBe(
      'Final Results',
    );
  });

  it('is live when the status or the live flag says so', () => {
    expect(resultsStage({ status: 'live', isLive: false })).toBe('live');
    expect(resultsStage({ status: 'open', isLive: true })).toBe('live');
  });

  it('has not started while open, pending or cancelled', () => {
    for (const status of ['open', 'pending', 'cancelled'] as const) {
      expect(resultsStage({ status, isLive: false })).toBe('not-started');
    }
  });
});
