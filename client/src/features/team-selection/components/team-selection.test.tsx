import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/auth';
import type { Competition, CompetitionEntry } from '@contract/competitions';
import type { FantasyTeam, SaveTeamRequest } from '@contract/fantasy';
import { TeamSelection } from './team-selection';

const COMPETITION_ID = 7;
const HOUR = 60 * 60 * 1000;

const competition = (overrides: Partial<Competition> = {}): Competition => ({
  id: COMPETITION_ID,
  name: 'Badminton Horse Trials',
  level: 'CCI5*-L',
  status: 'open',
  isLive: false,
  startDate: new Date(Date.now() + 48 * HOUR).toISOString(),
  endDate: new Date(Date.now() + 96 * HOUR).toISOString(),
  deadline: new Date(Date.now() + 24 * HOUR).toISOString(),
  description: null,
  drDisplayMode: false,
  venueId: null,
  venue: null,
  ...overrides,
});

const entry = (id: number, price: number, overrides: Partial<CompetitionEntry> = {}) =>
  ({
    id,
    competitionId: COMPETITION_ID,
    athleteId: id,
    horseId: id,
    athlete: { name: `Rider ${id}`, nationality: 'GBR' },
    horse: { name: `Horse ${id}`, yob: 2014, gender: 'Gelding' },
    price,
    startOrder: id,
    position: null,
    ra6: null,
    sj6: null,
    xcj10: null,
    tsp: null,
    expPts: null,
    dr_status: null,
    dr_score: null,
    sj_status: null,
    sj_score: null,
    xc_status: null,
    xcj_score: null,
    xct_score: null,
    dr_pts: 0,
    sj_pts: 0,
    xc_pts: 0,
    total_pts: 0,
    positionLabel: '-',
    totalScoreDisplay: '0.0',
    withdrawn: false,
    ...overrides,
  }) satisfies CompetitionEntry;

const player: User = {
  id: 1,
  firstName: 'Pat',
  lastName: 'Player',
  email: 'pat@example.com',
  emailVerified: true,
  nationality: 'GBR',
  teamName: null,
  profileImageUrl: null,
  membershipType: 'free',
  premiumUntil: null,
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Four picks of 9.5 in all, one that fits the 0.5 left, one that does not, one withdrawn. */
const ENTRIES = [
  entry(1, 2.5),
  entry(2, 2.5),
  entry(3, 2.5),
  entry(4, 2.0),
  entry(5, 0.5),
  entry(6, 0.6),
  entry(8, 1.0, { dr_status: 'WD', withdrawn: true }),
];

type Server = { competition: Competition; saved: SaveTeamRequest[]; user: User | null };

/** Stands in for the server: answers the screen's API calls and records the saves. */
function serve(server: Server): typeof fetch {
  const json = (body: unknown, status = 200) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  let team: FantasyTeam | null = null;
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/auth/user') return server.user ? json(server.user) : json({}, 401);
    if (path === `/api/competitions/${COMPETITION_ID}`) return json(server.competition);
    if (path === `/api/competitions/${COMPETITION_ID}/entries`) return json(ENTRIES);
    if (path === `/api/competitions/${COMPETITION_ID}/selection-stats`) {
      return json({
        competitionId: COMPETITION_ID,
        totalTeams: 0,
        visibility: 'hidden',
        minimumTeams: 20,
        selectionPercentage: {},
      });
    }
    if (path === `/api/fantasy/teams/${COMPETITION_ID}`) return json(team);
    if (path === '/api/fantasy/teams' && init?.method === 'POST') {
      if (typeof init.body !== 'string') throw new Error('a save sends JSON text');
      const request = JSON.parse(init.body) as SaveTeamRequest;
      server.saved.push(request);
      const picks = request.selections.map(({ competitionEntryId }) => {
        const found = ENTRIES.find((candidate) => candidate.id === competitionEntryId);
        if (!found) throw new Error(`unknown entry ${competitionEntryId}`);
        return found;
      });
      team = {
        id: 1,
        userId: player.id,
        competitionId: COMPETITION_ID,
        teamName: 'My Team',
        totalBudget: 10,
        totalSpent: 10,
        totalPoints: 0,
        updatedAt: new Date().toISOString(),
        selections: picks.map((pick) => ({
          competitionEntryId: pick.id,
          athleteId: pick.athleteId,
          horseId: pick.horseId,
          price: pick.price,
          athleteName: pick.athlete.name,
          horseName: pick.horse.name,
          nationality: pick.athlete.nationality,
          points: 0,
          dr_pts: 0,
          sj_pts: 0,
          xc_pts: 0,
          total_pts: 0,
          withdrawn: false,
        })),
      };
      return json(team);
    }
    return json({ message: `Not found: ${path}` }, 404);
  };
}

function renderBuilder(server: Server) {
  vi.stubGlobal('fetch', serve(server));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/team-selection/${COMPETITION_ID}`]}>
        <TeamSelection competitionId={COMPETITION_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = (id: number) => screen.getByRole('article', { name: `Rider ${id} with Horse ${id}` });
const stateOf = (id: number) => card(id).getAttribute('data-state');
const pick = (id: number) =>
  fireEvent.click(
    within(card(id)).getByRole('button', { name: `Select: Rider ${id} with Horse ${id}` }),
  );

describe('the team builder', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('moves every card through Select, Selected, Too Expensive and Team Full, and saves the fifth pick without any budget figure', async () => {
    const server: Server = { competition: competition(), saved: [], user: player };
    renderBuilder(server);

    await screen.findByRole('article', { name: 'Rider 1 with Horse 1' });
    await waitFor(() => expect(stateOf(1)).toBe('select'));
    expect(screen.getByTestId('team-progress').textContent).toBe(
      'Pick 5 combinations to build your team',
    );
    expect(stateOf(8)).toBe('withdrawn');
    expect(
      within(card(8)).getByRole('button', { name: 'Rider 8 with Horse 8 has withdrawn' }),
    ).toHaveProperty('disabled', true);

    for (const id of [1, 2, 3, 4]) pick(id);
    await waitFor(() => expect(stateOf(4)).toBe('selected'));
    expect(screen.getByTestId('team-progress').textContent).toBe(
      '4 of 5 picked: choose 1 more combination',
    );
    expect(screen.getByTestId('remaining-budget').textContent).toContain('0.5');
    expect(stateOf(5)).toBe('select');
    expect(stateOf(6)).toBe('tooExpensive');

    pick(5);
    await waitFor(() => expect(server.saved).toHaveLength(1));
    expect(server.saved[0]).toEqual({
      competitionId: COMPETITION_ID,
      selections: [1, 2, 3, 4, 5].map((competitionEntryId) => ({ competitionEntryId })),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('team-progress').textContent).toBe('Your team has been saved');
    expect(stateOf(5)).toBe('selected');
    expect(stateOf(6)).toBe('teamFull');
    expect(window.localStorage.getItem(`team-draft:${COMPETITION_ID}`)).toBeNull();
  });

  it('keeps unsaved picks as a draft in browser storage', async () => {
    renderBuilder({ competition: competition(), saved: [], user: player });
    await waitFor(() => expect(stateOf(1)).toBe('select'));
    pick(1);
    pick(6);
    await waitFor(() => expect(stateOf(6)).toBe('selected'));
    expect(
      JSON.parse(window.localStorage.getItem(`team-draft:${COMPETITION_ID}`) ?? 'null'),
    ).toEqual([1, 6]);
    expect(screen.getByTestId('team-progress').textContent).toBe(
      '2 of 5 picked: choose 3 more combinations',
    );
  });

  it('shows a live competition closed: no pick can be made', async () => {
    const server: Server = {
      competition: competition({ status: 'live', isLive: true }),
      saved: [],
      user: player,
    };
    renderBuilder(server);
    await screen.findByText('Team selections are closed');
    await waitFor(() => expect(stateOf(1)).toBe('select'));
    const select = within(card(1)).queryByRole('button', { name: 'Select: Rider 1 with Horse 1' });
    if (select) fireEvent.click(select);
    expect(stateOf(1)).toBe('select');
    expect(server.saved).toHaveLength(0);
  });

  it('shows a competition whose deadline has passed closed', async () => {
    renderBuilder({
      competition: competition({ deadline: new Date(Date.now() - HOUR).toISOString() }),
      saved: [],
      user: player,
    });
    expect(await screen.findByText('Team selections are closed')).toBeTruthy();
  });
});
