import { describe, expect, it } from 'vitest';
import { automaticScrapeDue, backoffMinutes, backoffNotice } from './scrape-backoff';

const at = (minute: number) => new Date(Date.UTC(2026, 5, 8, 10, minute, 0, 300));
const failed = (minute: number) => ({ outcome: 'failed', ranAt: at(minute) });

describe('backing off a failing board', () => {
  it('waits the interval after one failure, then doubles up to 30 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 40].map(backoffMinutes)).toEqual([2, 4, 8, 16, 30, 30, 30]);
  });

  it('scrapes at every round while the board answers or failed once', () => {
    expect(automaticScrapeDue([], at(0))).toBe(true);
    expect(automaticScrapeDue([{ outcome: 'ok', ranAt: at(0) }], at(2))).toBe(true);
    expect(automaticScrapeDue([{ outcome: 'problems', ranAt: at(0) }], at(2))).toBe(true);
    expect(automaticScrapeDue([failed(0), { outcome: 'ok', ranAt: at(-2) }], at(2))).toBe(true);
  });

  it('skips rounds after failures in a row, until the wait is over', () => {
    const twice = [failed(2), failed(0)];
    expect(automaticScrapeDue(twice, at(4))).toBe(false);
    expect(automaticScrapeDue(twice, at(6))).toBe(true);
    const five = [failed(30), failed(14), failed(6), failed(2), failed(0)];
    expect(automaticScrapeDue(five, at(58))).toBe(false);
    expect(automaticScrapeDue(five, at(60))).toBe(true);
  });

  it('tells the operator once automatic scrapes slow down', () => {
    expect(backoffNotice([])).toBeNull();
    expect(backoffNotice([failed(0)])).toBe(
      'Automatic scrapes now read the board every 4 minutes until it answers again; Scrape now reads it at once.',
    );
  });
});
