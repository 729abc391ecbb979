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
    // A field of entries without form costs 1.8 an entry, not 1.0 to 5.0 (docs/rules.md#prices).
    expect(
      screen.getByText(/all expected alike \(none has form, say\) costs 1\.8m an entry/),
    ).toBeTruthy();
  });
});
