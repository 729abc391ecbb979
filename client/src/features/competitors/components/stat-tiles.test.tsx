import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Competitor } from '@contract/competitors';
import { buildEntry } from '@/test/factories';
import { StatTiles } from './stat-tiles';

/** The competitor page reads only the form and status fields of a full entry. */
const entry = (form: Partial<Competitor['entry']>): Competitor['entry'] => ({
  manualPrice: false,
  ...buildEntry(form),
});

afterEach(cleanup);

describe('form on the competitor page', () => {
  it('shows the figures with their colour words and the expected points', () => {
    render(<StatTiles entry={entry({ ra6: 30.2, sj6: 41, xcj10: 0.33, tsp: 0.8, expPts: 59 })} />);
    expect(within(screen.getByTestId('tile-6RA')).getByText('30.2')).toBeTruthy();
    // Shares read as on the team-selection cards and in the thresholds: 0 to 1, two decimals.
    expect(within(screen.getByTestId('tile-XCJ')).getByText('0.33')).toBeTruthy();
    expect(within(screen.getByTestId('tile-TSP')).getByText('0.80')).toBeTruthy();
    expect(screen.getByTestId('expected-points').textContent).toBe(
      'Expected points 59.0: their chance of finishing each phase times the points they score when they do, at this level.',
    );
  });

  it("says when the rider's and the horse's records made the expectation", () => {
    render(<StatTiles entry={entry({ expPts: 61.5 })} />);
    expect(screen.getByTestId('expected-points').textContent).toBe(
      "Expected points 61.5: from the rider's and the horse's records; they have no earlier runs together.",
    );
  });

  it('names the manual price of an entry the pricing never reached, not the default', () => {
    render(<StatTiles entry={entry({ priced: false, manualPrice: true, price: 3.3 })} />);
    expect(screen.getByTestId('expected-points').textContent).toBe(
      "Not priced yet: the competition's prices have not been computed; the organisers set this entry's price by hand, and it has no figures.",
    );
  });

  it('says "no form" rather than 0 when the combination has no runs', () => {
    render(<StatTiles entry={entry({})} />);
    expect(screen.getByTestId('tile-6RA').textContent).toContain('–');
    expect(screen.getByTestId('tile-6RA').textContent).toContain('No data');
    expect(screen.getByTestId('expected-points').textContent).toBe(
      "No form: neither this rider nor this horse has a record, so the price comes from how newcomers do at the competition's level, and its field.",
    );
  });
});
