import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldSummary } from '@contract/pricing';
import { FieldSummaryLine, SavedTeamsLine } from './field-summary';

const summary: FieldSummary = {
  entries: 88,
  withdrawn: 0,
  noForm: 3,
  noFormExpPts: 35.9,
  cheapestFive: 5.7,
  dearestFive: 21.8,
  cheapest: 1,
  dearest: 5,
  levelExpPts: 37.3,
};

describe('FieldSummaryLine', () => {
  afterEach(cleanup);
  const line = () => screen.getByRole('status').textContent;

  it('says what entries without form are priced at, and from what', () => {
    render(<FieldSummaryLine summary={summary} />);
    expect(line()).toContain(
      "3 of 88 without form, priced at 35.9 expected points: the level's average start (37.3), moved by how newcomers did against their fields and by this field's records.",
    );
  });

  it('leaves entries without form out when there are none', () => {
    render(<FieldSummaryLine summary={{ ...summary, noForm: 0, noFormExpPts: null }} />);
    expect(line()).not.toContain('without form');
    expect(line()).toContain(
      'The five cheapest cost 5.7 and the five dearest 21.8 of the 10.0 budget. Prices 1.0 to 5.0.',
    );
  });

  it('says "1 entry" and tells a field of withdrawn entries from an empty one', () => {
    const few = {
      ...summary,
      noForm: 0,
      noFormExpPts: null,
      cheapestFive: null,
      dearestFive: null,
    };
    render(
      <FieldSummaryLine summary={{ ...few, entries: 1, withdrawn: 2, cheapest: 2, dearest: 2 }} />,
    );
    expect(line()).toBe('Only 1 entry: a team needs five. Prices 2.0 to 2.0.');
    cleanup();
    render(
      <FieldSummaryLine
        summary={{ ...few, entries: 0, withdrawn: 3, cheapest: null, dearest: null }}
      />,
    );
    expect(line()).toBe('All 3 entries are withdrawn: a team needs five.');
  });
});

describe('SavedTeamsLine', () => {
  afterEach(cleanup);
  const line = () => screen.getByRole('status', { name: 'Saved teams' }).textContent;

  it('says how many saved teams the prices would put over the budget', () => {
    render(<SavedTeamsLine savedTeams={{ saved: 12, overBudget: 3 }} />);
    expect(line()).toBe(
      '12 teams are saved for this competition; 3 of them would cost more than the 10.0 budget with these prices, and their players could not save them again without changing picks.',
    );
    cleanup();
    render(<SavedTeamsLine savedTeams={{ saved: 12, overBudget: 1 }} />);
    expect(line()).toBe(
      '12 teams are saved for this competition; 1 of them would cost more than the 10.0 budget with these prices, and its player could not save it again without changing picks.',
    );
    cleanup();
    render(<SavedTeamsLine savedTeams={{ saved: 1, overBudget: 1 }} />);
    expect(line()).toBe(
      '1 team is saved for this competition; it would cost more than the 10.0 budget with these prices, and its player could not save it again without changing picks.',
    );
  });

  it('says the saved teams fit, and nothing when no team is saved', () => {
    render(<SavedTeamsLine savedTeams={{ saved: 4, overBudget: 0 }} />);
    expect(line()).toBe(
      '4 teams are saved for this competition; all of them fit the 10.0 budget with these prices.',
    );
    cleanup();
    render(<SavedTeamsLine savedTeams={{ saved: 1, overBudget: 0 }} />);
    expect(line()).toBe(
      '1 team is saved for this competition; it fits the 10.0 budget with these prices.',
    );
    cleanup();
    const { container } = render(<SavedTeamsLine savedTeams={{ saved: 0, overBudget: 0 }} />);
    expect(container.innerHTML).toBe('');
  });
});
