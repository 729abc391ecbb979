import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScrapeLogEntry } from '@contract/scraping';
import { ScrapeLogItem, scrapeTime } from './scrape-log';

afterEach(() => {
  cleanup();
});

const failed: ScrapeLogEntry = {
  id: 1,
  ranAt: '2026-11-28T16:41:51.000Z',
  trigger: 'automatic',
  outcome: 'failed',
  source: 'board',
  url: 'https://www.eventingscores.co.uk/uploads/events/1/results_1_1.html',
  rowsRead: 0,
  rowsScored: 0,
  matched: 0,
  updated: 0,
  unmatched: 0,
  summary: 'Nothing read: The scoreboard site is failing (HTTP 500): a later scrape tries again.',
  changes: [],
  unmatchedRows: [],
  problems: ['The scoreboard site is failing (HTTP 500): a later scrape tries again.'],
};

describe('a scrape in the log', () => {
  it('shows a failed scrape as failed, never struck through like a withdrawn entry', () => {
    render(
      <ol>
        <ScrapeLogItem entry={failed} />
      </ol>,
    );
    const badge = screen.getByText('Failed');
    expect(badge.className).toContain('text-destructive-text');
    expect(badge.className).not.toContain('line-through');
  });

  it('writes the time as the rest of the admin pages do, day and month first', () => {
    expect(scrapeTime.format(new Date('2026-11-28T16:41:51.000Z'))).toMatch(/^28 Nov, \d\d:41:51$/);
  });
});
