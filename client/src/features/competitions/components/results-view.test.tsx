import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompetition, buildEntry } from '@/test/factories';
import { ScriptedEventSource } from '@/test/scripted-event-source';
import { ResultsView } from './results-view';

const competition = buildCompetition({ id: 4, status: 'live' });
const entries = [1, 2, 3].map((id) =>
  buildEntry({
    id,
    competitionId: competition.id,
    athlete: { name: `Rider ${id}`, nationality: 'GBR' },
    dr_status: 'OK',
    dr_score: 20 + id,
    positionLabel: String(id),
    totalScoreDisplay: `${20 + id}.0`,
  }),
);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderResults(myPicks: ReadonlySet<number> | null, at = '/results/4') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <ResultsView competitionId={competition.id} myPicks={myPicks} />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const riders = () =>
  screen.getAllByTestId('result-row').map((row) => within(row).getByRole('link').textContent);

describe('the results with the player’s picks', () => {
  beforeEach(() => {
    vi.stubGlobal('EventSource', ScriptedEventSource);
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(url, 'http://localhost').pathname;
      return Promise.resolve(json(path.endsWith('/entries') ? entries : competition));
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('marks the picks and shows only them under "My team", kept in the address', async () => {
    renderResults(new Set([2, 3]));
    await screen.findAllByTestId('result-row');
    expect(screen.getAllByRole('img', { name: 'Your pick' })).toHaveLength(2);
    expect(
      screen
        .getAllByTestId('result-row')
        .filter((row) => row.dataset.mine)
        .map((row) => row.dataset.entryId),
    ).toEqual(['2', '3']);
    expect(riders()).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: /My team/ }));
    expect(riders()).toEqual([
      expect.stringContaining('Rider 2'),
      expect.stringContaining('Rider 3'),
    ]);
    expect(screen.getByTestId('address').textContent).toBe('?show=my-team');
    expect(screen.getByRole('button', { name: /My team/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'All entries' }));
    expect(riders()).toHaveLength(3);
  });

  it('offers no filter to a visitor or a player without a team, whatever the address says', async () => {
    renderResults(null, '/results/4?show=my-team');
    await screen.findAllByTestId('result-row');
    expect(riders()).toHaveLength(3);
    expect(screen.queryByRole('group', { name: 'Show entries' })).toBeNull();
  });
});
