import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompetition, buildEntry } from '@/test/factories';
import { ScriptedEventSource } from '@/test/scripted-event-source';
import { RESULTS_BEHIND, ResultsView } from './results-view';

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

/** Rider 5 withdrew in dressage: the entry is left off the results. */
const withdrawn = buildEntry({
  id: 5,
  competitionId: competition.id,
  athlete: { name: 'Rider 5', nationality: 'IRL' },
  horse: { name: 'Horse 5', yob: 2014, gender: 'Mare' },
  dr_status: 'WD',
  positionLabel: '-',
  totalScoreDisplay: 'WD-DR',
  withdrawn: true,
});
let served = entries;

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
      return Promise.resolve(json(path.endsWith('/entries') ? served : competition));
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    served = entries;
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

  it('counts the picks it shows under "My team" and names a withdrawn one marked WD', async () => {
    served = [...entries, withdrawn];
    renderResults(new Set([2, 3, 5]), '/results/4?show=my-team');
    await screen.findAllByTestId('result-row');
    // The name has the space the button shows before the count.
    expect(screen.getByRole('button', { name: 'My team (2)' }).textContent?.trim()).toBe(
      'My team (2)',
    );
    expect(riders()).toEqual([
      expect.stringContaining('Rider 2'),
      expect.stringContaining('Rider 3'),
    ]);
    const note = screen.getByTestId('withdrawn-picks');
    expect(note.textContent).toBe(
      '1 of your picks withdrew and is not in these results:WDRider 5 with Horse 5',
    );
    expect(within(note).getByTitle('Withdrawn').textContent).toBe('WD');

    fireEvent.click(screen.getByRole('button', { name: 'All entries' }));
    expect(riders()).toHaveLength(3);
    expect(screen.queryByTestId('withdrawn-picks')).toBeNull();
  });

  it('says how many withdrew when every pick did', async () => {
    const second = { ...withdrawn, id: 6, athlete: { name: 'Rider 6', nationality: 'FRA' } };
    served = [...entries, withdrawn, second];
    renderResults(new Set([5, 6]), '/results/4?show=my-team');
    expect((await screen.findByTestId('withdrawn-picks')).textContent).toBe(
      '2 of your picks withdrew and are not in these results:WDRider 5 with Horse 5WDRider 6 with Horse 5',
    );
    // The name has the space the button shows before the count.
    expect(screen.getByRole('button', { name: 'My team (0)' }).textContent?.trim()).toBe(
      'My team (0)',
    );
    expect(screen.getByText('None of your picks are in these results.')).toBeTruthy();
  });
});

describe('the results when the server cannot be reached', () => {
  let reachable = true;
  beforeEach(() => {
    ScriptedEventSource.opened = [];
    vi.stubGlobal('EventSource', ScriptedEventSource);
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      if (!reachable) return Promise.reject(new TypeError('Failed to fetch'));
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(url, 'http://localhost').pathname;
      return Promise.resolve(json(path.endsWith('/entries') ? served : competition));
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    served = entries;
    reachable = true;
  });

  it('keeps the results on screen, says they are not live, and catches up on its own', async () => {
    renderResults(null);
    await screen.findAllByTestId('result-row');
    const stream = ScriptedEventSource.opened[0];
    act(() => stream?.send('ready', { competitionId: competition.id, version: 1 }));
    await waitFor(() => expect(screen.getByText('Updating as scores come in')).toBeTruthy());

    // A score arrives while the phone cannot reach the server: its refetch fails.
    reachable = false;
    act(() => stream?.send('competition_changed', { competitionId: competition.id, version: 3 }));
    expect((await screen.findByTestId('results-behind')).textContent).toBe(RESULTS_BEHIND);
    expect(riders()).toHaveLength(3);
    expect(screen.queryByText('Updating as scores come in')).toBeNull();
    expect(screen.queryByText('Something went wrong')).toBeNull();

    // The server is back: the page polls and shows the new scores with no event or reload.
    served = entries.map((entry) =>
      entry.id === 3 ? { ...entry, totalScoreDisplay: '19.0', positionLabel: '1' } : entry,
    );
    reachable = true;
    await waitFor(() => expect(screen.queryByTestId('results-behind')).toBeNull(), {
      timeout: 8000,
    });
    expect(screen.getByText('19.0')).toBeTruthy();
    expect(screen.getByText('Updating as scores come in')).toBeTruthy();
  }, 15_000);
});

describe('the live results to a screen reader', () => {
  beforeEach(() => {
    ScriptedEventSource.opened = [];
    vi.stubGlobal('EventSource', ScriptedEventSource);
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(url, 'http://localhost').pathname;
      return Promise.resolve(json(path.endsWith('/entries') ? served : competition));
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    served = entries;
  });

  it('says nothing on opening, then reads a new score politely once', async () => {
    renderResults(null);
    await screen.findAllByTestId('result-row');
    const region = screen.getByTestId('results-announcement');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    served = entries.map((entry) =>
      entry.id === 3
        ? { ...entry, totalScoreDisplay: '19.0', total_pts: 81, position: 1, positionLabel: '1' }
        : entry,
    );
    const stream = ScriptedEventSource.opened[0];
    act(() => stream?.send('ready', { competitionId: competition.id, version: 1 }));
    act(() => stream?.send('competition_changed', { competitionId: competition.id, version: 2 }));
    await waitFor(() =>
      expect(region.textContent).toBe('Rider 3 with Horse 3: 81.0 points, placed 1.'),
    );
  });
});
