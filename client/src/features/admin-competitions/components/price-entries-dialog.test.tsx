import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceEntriesResult } from '@contract/pricing';
import { PriceEntriesDialog } from './price-entries-dialog';

const preview: PriceEntriesResult = {
  applied: false,
  pricesFixed: false,
  entries: [
    {
      entryId: 1,
      athleteName: 'Ros Canter',
      horseName: 'Lordships Graffalo',
      runs: 6,
      ra6: 24.1,
      sj6: 26,
      xcj10: 0.9,
      tsp: 0.8,
      expPts: 71.3,
      xcFinish: 0.94,
      basis: 'combination',
      noForm: false,
      elo_in: 1712,
      hpr: 88.2,
      price: 4.6,
      current: 2.5,
      overridden: false,
      withdrawn: false,
    },
  ],
  summary: {
    entries: 1,
    withdrawn: 0,
    noForm: 0,
    noFormExpPts: null,
    cheapestFive: null,
    dearestFive: null,
    cheapest: 4.6,
    dearest: 4.6,
    levelExpPts: 40.2,
  },
  savedTeams: { saved: 12, overBudget: 3 },
};

/** Stands in for the server: the preview of competition 7, recording what each request asked. */
function serve(asked: unknown[], answer: PriceEntriesResult = preview): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/admin/competitions/7/price-entries' && typeof init?.body === 'string') {
      asked.push(JSON.parse(init.body));
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    }
    return Promise.resolve(new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }));
  };
}

/** The dialog for competition 7, open, once it is on screen. */
async function openDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PriceEntriesDialog
        competitionId={7}
        competitionName="Badminton"
        open
        onOpenChange={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return screen.findByRole('dialog', { name: 'Price entries: Badminton' });
}

describe('the Price entries dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('tells the operator, before Apply, how many saved teams these prices put over the budget', async () => {
    const asked: unknown[] = [];
    vi.stubGlobal('fetch', serve(asked));
    const dialog = await openDialog();
    const saved = await within(dialog).findByRole('status', { name: 'Saved teams' });
    expect(saved.textContent).toBe(
      '12 teams are saved for this competition; 3 of them would cost more than the 10.0 budget with these prices, and their players could not save them again without changing picks.',
    );
    expect(within(dialog).getByRole('status', { name: 'Field summary' }).textContent).toBe(
      'Only 1 entry: a team needs five. Prices 4.6 to 4.6.',
    );
    expect(within(dialog).getByRole('button', { name: 'Apply prices' })).not.toHaveProperty(
      'disabled',
      true,
    );
    expect(asked).toEqual([{ apply: false }]);
  });

  it('describes the prices of a field the model cannot tell apart, as a field without form is', async () => {
    vi.stubGlobal('fetch', serve([]));
    const dialog = await openDialog();
    expect(within(dialog).getByText(/^Prices follow expected points/).textContent).toContain(
      'or 1.8 each when every entry is expected alike.',
    );
  });

  it('says that a competition past team selection keeps its prices, and applies figures only', async () => {
    vi.stubGlobal('fetch', serve([], { ...preview, pricesFixed: true }));
    const dialog = await openDialog();
    expect((await within(dialog).findByRole('note')).textContent).toBe(
      'Team selection has closed: the prices are what players paid and stay as they are. Apply stores the figures (form, expected points and ratings) only.',
    );
    expect(within(dialog).getByRole('button', { name: 'Apply figures' })).toBeTruthy();
  });
});
