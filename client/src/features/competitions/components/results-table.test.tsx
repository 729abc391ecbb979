import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompetitionEntry } from '@contract/competitions';
import { diffResults, type RowChange } from '../lib/result-changes';
import { buildEntry } from '@/test/factories';
import { ResultsTable } from './results-table';

/** Each row shows its rider's flag once: a flag rendered is a row rendered. */
const flagsRendered = vi.hoisted(() => [] as string[]);
vi.mock('@/components/ui/flag', () => ({
  Flag: ({ code }: { code: string }) => {
    flagsRendered.push(code);
    return <img alt={code} />;
  },
}));

const NATIONS = ['GBR', 'IRL', 'FRA', 'GER'];

const entry = (id: number, total: number, position = id): CompetitionEntry =>
  buildEntry({
    id,
    position,
    athlete: { name: `Rider ${id}`, nationality: NATIONS[id - 1] ?? 'NZL' },
    price: 2,
    dr_status: 'OK',
    dr_score: total,
    positionLabel: String(id),
    totalScoreDisplay: total.toFixed(1),
  });

function Table({
  entries,
  changes,
}: {
  entries: CompetitionEntry[];
  changes: ReadonlyMap<number, RowChange>;
}) {
  return (
    <MemoryRouter>
      <ResultsTable entries={entries} changes={changes} drAsPercentage={false} />
    </MemoryRouter>
  );
}

describe('a pushed score in the results table', () => {
  beforeEach(() => {
    flagsRendered.length = 0;
  });
  afterEach(cleanup);

  it('re-renders only the row whose entry changed', () => {
    const first = [entry(1, 25), entry(2, 28), entry(3, 31), entry(4, 33)];
    const firstChanges = diffResults(undefined, first, new Map());
    const { rerender } = render(<Table entries={first} changes={firstChanges} />);
    expect(flagsRendered).toHaveLength(4);
    flagsRendered.length = 0;

    // The refetch keeps unchanged entries as the same objects; rider 3's dressage came in lower.
    const next = [first[0], first[1], entry(3, 29.5), first[3]].filter(
      (value): value is CompetitionEntry => value !== undefined,
    );
    const nextChanges = diffResults(first, next, firstChanges);
    rerender(<Table entries={next} changes={nextChanges} />);
    expect(flagsRendered).toEqual(['FRA']);
    expect(screen.getAllByTestId('total-score').map((cell) => cell.textContent)).toEqual([
      '25.0',
      '28.0',
      '29.5',
      '33.0',
    ]);
  });

  it('re-renders the rows that moved, to show their arrows', () => {
    const first = [entry(1, 25), entry(2, 28), entry(3, 31)];
    const firstChanges = diffResults(undefined, first, new Map());
    const { rerender } = render(<Table entries={first} changes={firstChanges} />);
    flagsRendered.length = 0;

    const [one] = first;
    if (!one) throw new Error('three entries');
    // Rider 3 overtakes rider 2: both positions change, rider 1 keeps first place.
    const next = [one, entry(3, 26, 2), entry(2, 28, 3)];
    rerender(<Table entries={next} changes={diffResults(first, next, firstChanges)} />);
    expect(flagsRendered.sort()).toEqual(['FRA', 'IRL']);
    expect(screen.getByLabelText('moved up')).toBeTruthy();
    expect(screen.getByLabelText('moved down')).toBeTruthy();
  });
});

describe('diffResults', () => {
  it('keeps the marker object of a row that did not change or move', () => {
    const first = [entry(1, 25), entry(2, 28)];
    const changes = diffResults(undefined, first, new Map());
    const next = diffResults(first, [first[0] ?? entry(1, 25), entry(2, 27)], changes);
    expect(next.get(1)).toBe(changes.get(1));
    expect(next.get(2)).toEqual({ flash: 1, moved: null });
  });
});
