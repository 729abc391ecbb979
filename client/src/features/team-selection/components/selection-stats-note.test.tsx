import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SelectionStats } from '@contract/fantasy';
import { SelectionStatsNote } from './selection-stats-note';

const stats = (visibility: SelectionStats['visibility']): SelectionStats => ({
  competitionId: 7,
  totalTeams: 3,
  visibility,
  minimumTeams: 20,
  selectionPercentage: {},
});

afterEach(cleanup);

describe('SelectionStatsNote', () => {
  it('says why % selected is missing while too few teams exist', () => {
    render(<SelectionStatsNote stats={stats('hidden')} />);
    expect(screen.getByTestId('selection-stats-note').textContent).toBe(
      "% selected appears once 20 teams have been saved, so that no one can work out another player's picks before the deadline.",
    );
  });

  it('says the figures are rounded before the deadline, and nothing once they are exact', () => {
    const { rerender } = render(<SelectionStatsNote stats={stats('rounded')} />);
    expect(screen.getByTestId('selection-stats-note').textContent).toBe(
      '% selected is rounded to the nearest 10% until the deadline.',
    );
    rerender(<SelectionStatsNote stats={stats('exact')} />);
    expect(screen.queryByTestId('selection-stats-note')).toBeNull();
  });
});
