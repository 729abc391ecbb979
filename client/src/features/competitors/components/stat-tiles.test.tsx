import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Competitor } from '@contract/competitors';
import { MetricsExplainer } from '@/features/team-selection/components/metrics-explainer';
import { StatTiles } from './stat-tiles';

const entry = (form: Partial<Competitor['entry']>): Competitor['entry'] => ({
  id: 1,
  price: 2.5,
  startOrder: 1,
  ra6: null,
  sj6: null,
  xcj10: null,
  tsp: null,
  expPts: null,
  dr_status: null,
  sj_status: null,
  xc_status: null,
  total_pts: 0,
  ...form,
});

afterEach(cleanup);

describe('form on the competitor page', () => {
  it('shows the figures with their colour words and the expected points', () => {
    render(<StatTiles entry={entry({ ra6: 30.2, sj6: 41, xcj10: 0.33, tsp: 0.8, expPts: 59 })} />);
    expect(within(screen.getByTestId('tile-6RA')).getByText('30.2')).toBeTruthy();
    expect(screen.getByTestId('expected-points').textContent).toBe(
      "Expected points 59.0: the game's scoring applied to the earlier runs.",
    );
  });

  it('says "no form" rather than 0 when the combination has no runs', () => {
    render(<StatTiles entry={entry({})} />);
    expect(screen.getByTestId('tile-6RA').textContent).toContain('–');
    expect(screen.getByTestId('tile-6RA').textContent).toContain('No data');
    expect(screen.getByTestId('expected-points').textContent).toBe(
      'No form: this rider and horse have no earlier runs together.',
    );
  });

  it('defines each statistic in the explainer, including the time allowance', () => {
    render(<MetricsExplainer />);
    expect(
      screen.getByText(/at most 4.0 time penalties \(10 seconds over the optimum time\)/),
    ).toBeTruthy();
    expect(screen.getByText(/an elimination or retirement counts as not clear/)).toBeTruthy();
    expect(screen.getByText(/Expected points/)).toBeTruthy();
  });
});
