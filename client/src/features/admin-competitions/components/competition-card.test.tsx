import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCompetition, CompetitionStatus } from '@contract/admin-competitions';
import { pricingHealth, type PricingHealth } from '@contract/pricing-health';
import { pricingHealthKey } from '../api/pricing-health';
import { CompetitionCard } from './competition-card';

const competition = (overrides: Partial<AdminCompetition> = {}): AdminCompetition => ({
  id: 1,
  name: 'Badminton 2025',
  venueId: null,
  venueName: null,
  venueCountry: null,
  startDate: '2025-05-07T00:00:00.000Z',
  endDate: '2025-05-11T00:00:00.000Z',
  deadline: '2025-05-06T18:00:00.000Z',
  level: 'CCI5*-L',
  status: 'pending',
  isLive: false,
  description: null,
  scorer: null,
  scoringUrl: null,
  scrapingEnabled: false,
  lastScrapedAt: null,
  drDisplayMode: false,
  resultsFinal: false,
  entryCount: 11,
  withdrawnEntryCount: 0,
  scoredEntryCount: 0,
  completeEntryCount: 0,
  ...overrides,
});

/** A field of `pickable` entries priced 1.0 each: what the server's warnings count. */
const fieldOf = (competitionId: number, pickable: number): PricingHealth =>
  pricingHealth(competitionId, {
    prices: Array.from({ length: pickable }, () => 10),
    unpriced: 0,
    noForm: 0,
  });

/** Stands in for the server: the pricing warnings of the competitions that take teams, already read. */
function serve(health: PricingHealth[]): typeof fetch {
  return (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const found = url === '/api/admin/pricing/health';
    return Promise.resolve(
      new Response(JSON.stringify(found ? health : { message: 'Not found' }), {
        status: found ? 200 : 404,
      }),
    );
  };
}

function renderCard(c: AdminCompetition, health: PricingHealth[]) {
  vi.stubGlobal('fetch', serve(health));
  const client = new QueryClient();
  client.setQueryData(pricingHealthKey, health);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CompetitionCard competition={c} onScoring={vi.fn()} onEdit={vi.fn()} onDelete={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('heading', { name: c.name }).closest('[aria-labelledby]') as HTMLElement;
}

describe('the admin competition card', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each<[CompetitionStatus, string]>([
    ['pending', 'Scheduled'],
    ['open', 'Open'],
    ['live', 'Live'],
    ['completed', 'Completed'],
    ['cancelled', 'Cancelled'],
  ])('reads a %s competition as %s', (status, label) => {
    const card = renderCard(competition({ status, isLive: status === 'live' }), []);
    const heading = within(card).getByRole('heading', { name: 'Badminton 2025' });
    const badges = [...(heading.parentElement?.querySelectorAll(':scope > span') ?? [])].map(
      (badge) => badge.textContent,
    );
    expect(badges).toEqual([label, 'CCI5*-L']);
  });

  it('tells a withdrawal before the event apart, and does not take it for an unpublished score', async () => {
    // 11 entries, one withdrawn in dressage (WD): the list counts it withdrawn, not scored.
    const card = renderCard(competition({ entryCount: 11, withdrawnEntryCount: 1 }), [
      fieldOf(1, 10),
    ]);
    expect(await within(card).findByText('11 entries (1 withdrawn)')).toBeTruthy();
    expect(within(card).queryByText(/scored/)).toBeNull();
    expect(within(card).queryByTestId('unpublished-hint')).toBeNull();
  });

  it('still says when real scores wait for the Live status, counting the field without the withdrawn', async () => {
    const card = renderCard(
      competition({
        status: 'open',
        entryCount: 11,
        withdrawnEntryCount: 1,
        scoredEntryCount: 2,
        completeEntryCount: 0,
      }),
      [fieldOf(1, 10)],
    );
    expect(await within(card).findByTestId('unpublished-hint')).toHaveProperty(
      'textContent',
      '2 of 10 entries have scores, but this competition is Open: the public results page shows "No results available yet." Set its status to Live or Completed to publish the results.',
    );
    expect(within(card).getByText('11 entries (1 withdrawn)')).toBeTruthy();
    expect(within(card).getByText('2 scored')).toBeTruthy();
  });

  it('counts one entry as one, and a finished competition as the list gives it', async () => {
    const one = renderCard(competition({ entryCount: 1 }), [fieldOf(1, 1)]);
    expect(await within(one).findByText('1 entry')).toBeTruthy();
    cleanup();
    // Warnings read a moment before it was completed are not shown on it.
    const done = renderCard(
      competition({
        status: 'completed',
        entryCount: 11,
        withdrawnEntryCount: 1,
        scoredEntryCount: 10,
        completeEntryCount: 10,
      }),
      [fieldOf(1, 3)],
    );
    expect(within(done).getByText('11 entries (1 withdrawn)')).toBeTruthy();
    expect(within(done).getByText('10 scored')).toBeTruthy();
    expect(within(done).queryByRole('list', { name: /Pricing warnings/ })).toBeNull();
  });
});
