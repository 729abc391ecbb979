import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MetricsExplainer } from './metrics-explainer';

afterEach(cleanup);

describe('the statistics explainer', () => {
  it('defines each statistic in the explainer, including the time allowance', () => {
    render(<MetricsExplainer />);
    expect(
      screen.getByText(/at most 4.0 time penalties \(10 seconds over the optimum time\)/),
    ).toBeTruthy();
    expect(screen.getByText(/an elimination or retirement counts as not clear/)).toBeTruthy();
    expect(screen.getByText(/Expected points/)).toBeTruthy();
    expect(screen.getByText(/its chance of finishing the phase times the points/)).toBeTruthy();
  });
});
