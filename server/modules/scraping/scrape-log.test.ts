import { describe, expect, it } from 'vitest';
import { diffEntryResults, summarise } from './scrape-log';
import type { EntryResultRow } from './scraping.repository';

const entry = (overrides: Partial<EntryResultRow>): EntryResultRow => ({
  id: 1,
  rider: 'Kitty King',
  horse: 'Vendredi Biats',
  drStatus: null,
  drScore: null,
  sjStatus: null,
  sjScore: null,
  xcStatus: null,
  xcjScore: null,
  xctScore: null,
  score: null,
  position: null,
  ...overrides,
});

describe('the scrape log', () => {
  it('lists the fields a scrape changed, statuses shown in place of scores', () => {
    const before = [entry({ drScore: '25.3', score: '25.3', position: 1 })];
    const after = [
      entry({
        drScore: '25.30',
        sjStatus: 'OK',
        sjScore: '4.0',
        xcStatus: 'EL',
        score: '29.3',
        position: null,
      }),
    ];
    expect(diffEntryResults(before, after)).toEqual([
      {
        entryId: 1,
        rider: 'Kitty King',
        horse: 'Vendredi Biats',
        fields: [
          { field: 'SJ', before: null, after: '4.0' },
          { field: 'XCJ', before: null, after: 'EL' },
          { field: 'Total', before: '25.3', after: '29.3' },
          { field: 'Position', before: '1', after: null },
        ],
      },
    ]);
  });

  it('does not count an entry whose position moved only because others scored', () => {
    const before = [entry({ drScore: '30.0', score: '30.0', position: 1 })];
    const after = [entry({ drScore: '30.0', score: '30.0', position: 2 })];
    expect(diffEntryResults(before, after)).toEqual([]);
  });

  it('summarises in one line, singular and plural', () => {
    expect(
      summarise({ rowsRead: 1, rowsScored: 1, matched: 1, changed: 1, unmatched: 0, problems: 1 }),
    ).toBe('Read 1 row (1 with scores): 1 matched, 1 entry changed, 0 unmatched. 1 problem.');
    expect(
      summarise({ rowsRead: 0, rowsScored: 0, matched: 0, changed: 0, unmatched: 0, problems: 0 }),
    ).toBe('Read 0 rows (0 with scores): 0 matched, 0 entries changed, 0 unmatched.');
  });
});
