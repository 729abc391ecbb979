import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Competitor } from '@contract/competitors';
import { SelectedByBar } from './selected-by-bar';

const share = (
  selectionVisibility: Competitor['selectionVisibility'],
  selectedByPercentage: number | null,
  teamsCount: number,
) => ({ selectionVisibility, selectedByPercentage, teamsCount, minimumTeams: 20 });

afterEach(cleanup);

describe('SelectedByBar', () => {
  it('says why the share is missing while too few teams exist, and draws no bar', () => {
    render(<SelectedByBar competitor={share('hidden', null, 3)} />);
    expect(screen.getByTestId('selected-by').textContent).toBe(
      "Selected by% selected appears once 20 teams have been saved, so that no one can work out another player's picks before the deadline.",
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a rounded share as about N % with the reason, and an exact one with a decimal', () => {
    const { rerender } = render(<SelectedByBar competitor={share('rounded', 40, 21)} />);
    expect(screen.getByTestId('selected-by').textContent).toBe(
      'Selected byabout 40% of 21 teams% selected is rounded to the nearest 10% until the deadline.',
    );
    expect(
      screen.getByRole('progressbar', { name: 'Selected by' }).getAttribute('aria-valuenow'),
    ).toBe('40');
    rerender(<SelectedByBar competitor={share('exact', 42.9, 21)} />);
    expect(screen.getByTestId('selected-by').textContent).toBe('Selected by42.9% of 21 teams');
  });
});
