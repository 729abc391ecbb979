import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AdminCompetition } from '@contract/admin-competitions';
import { pricingHealth } from '@contract/pricing-health';
import { ApiError } from '@/lib/api';
import { pricingHealthKey } from '../api/pricing-health';
import { useOpeningCheck } from './use-opening-check';

const competition = (status: AdminCompetition['status']) => ({ id: 5, status }) as AdminCompetition;

function wrapper(health: ReturnType<typeof pricingHealth>[]) {
  const client = new QueryClient();
  client.setQueryData(pricingHealthKey, health);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('opening team selection on an unplayable field', () => {
  const unplayable = pricingHealth(5, { prices: [25, 25, 25, 25, 25], unpriced: 5, noForm: 0 });

  it('asks before opening a pending competition whose five cheapest do not fit', () => {
    const { result } = renderHook(() => useOpeningCheck(competition('pending')), {
      wrapper: wrapper([unplayable]),
    });
    expect(result.current.before('open')).toEqual([
      'The five cheapest entries cost 12.5, more than the 10.0 budget: no valid team exists.',
    ]);
    // Keeping it pending, or a field that can be played, needs no confirmation.
    expect(result.current.before('pending')).toBeNull();
  });

  it('does not ask when the competition is already open or live, or the field is playable', () => {
    const playable = pricingHealth(5, { prices: [10, 10, 10, 10, 20], unpriced: 0, noForm: 0 });
    for (const status of ['open', 'live'] as const) {
      const { result } = renderHook(() => useOpeningCheck(competition(status)), {
        wrapper: wrapper([unplayable]),
      });
      expect(result.current.before('open')).toBeNull();
    }
    const { result } = renderHook(() => useOpeningCheck(competition('pending')), {
      wrapper: wrapper([playable]),
    });
    expect(result.current.before('open')).toBeNull();
  });

  it("takes the server's refusal as the reason when the warnings were not loaded", () => {
    const { result } = renderHook(() => useOpeningCheck(competition('pending')), {
      wrapper: wrapper([]),
    });
    const refusal = new ApiError(
      409,
      {},
      'Team selection not opened: Only 2 entries: a team needs five. Confirm to open it anyway.',
    );
    expect(result.current.after('open', refusal)).toEqual([
      'Team selection not opened: Only 2 entries: a team needs five. Confirm to open it anyway.',
    ]);
    expect(result.current.after('open', new ApiError(400, {}, 'name: is required'))).toBeNull();
  });

  it('asks a live competition only when the server refuses (nobody has played it yet)', () => {
    const { result } = renderHook(() => useOpeningCheck(competition('live')), {
      wrapper: wrapper([]),
    });
    const refusal = new ApiError(
      409,
      {},
      'Team selection not opened: … Confirm to open it anyway.',
    );
    expect(result.current.before('open')).toBeNull();
    expect(result.current.after('open', refusal)).toEqual([
      'Team selection not opened: … Confirm to open it anyway.',
    ]);
  });
});
