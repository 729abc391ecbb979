import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatsTable } from './stats-table';

afterEach(cleanup);

const sortOf = (name: string) =>
  screen.getByRole('columnheader', { name }).getAttribute('aria-sort');

describe('StatsTable', () => {
  it.each([
    ['points', 'Total Points'],
    ['starts', 'Starts'],
    ['avg', 'Per Start'],
  ] as const)('says it is ordered by %s, highest first, on that column alone', (sortBy, column) => {
    render(<StatsTable rows={[]} statType="total_pts" sortBy={sortBy} label="Horses" />);
    expect(sortOf(column)).toBe('descending');
    const others = ['Starts', 'Total Points', 'Per Start'].filter((name) => name !== column);
    for (const name of others) expect(sortOf(name)).toBeNull();
  });
});
