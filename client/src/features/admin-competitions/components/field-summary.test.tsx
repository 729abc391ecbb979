import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldSummary } from '@contract/pricing';
import { FieldSummaryLine } from './field-summary';

const summary: FieldSummary = {
  entries: 88,
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
});
