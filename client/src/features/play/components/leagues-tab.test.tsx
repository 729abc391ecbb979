import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Leaderboard } from '@contract/leaderboards';
import { buildUser } from '@/test/factories';
import { LeaguesTab } from './leagues-tab';

const board = (rank: number | null, players: number): Leaderboard => ({
  scope: { kind: 'season', year: 2026 },
  country: null,
  players,
  since: null,
  rows: [],
  me:
    rank === null
      ? null
      : {
          rank,
          movement: null,
          teamId: null,
          userId: 1,
          userName: 'Pat Player',
          userNationality: 'IRL',
          teamName: 'My Team',
          totalPoints: 120,
          selections: [],
        },
});

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

beforeEach(() => {
  const answers: Array<[RegExp, unknown]> = [
    [/\/api\/auth\/session$/, { user: buildUser({ nationality: 'IRL' }) }],
    [/\/api\/auth\/countries$/, [{ name: 'Ireland', alpha2: 'IE', alpha3: 'IRL', code: 'IRL' }]],
    [/\/api\/leaderboards\/season\?limit=1&country=IRL$/, board(3, 40)],
    [/\/api\/leaderboards\/season\?limit=1$/, board(12, 340)],
    [/\/api\/leagues\/user$/, []],
    [/\/api\/competitions\/all$/, []],
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const found = answers.find(([pattern]) => pattern.test(urlOf(input)));
      return Promise.resolve(
        new Response(JSON.stringify(found ? found[1] : { message: 'Not found' }), {
          status: found ? 200 : 404,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the public league cards on /play', () => {
  it("name the player's country league by its nation and show the player's rank in each", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <LeaguesTab privateLeagues={null} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const country = await screen.findByRole('link', { name: /Ireland/ });
    expect(country.getAttribute('href')).toBe('/league/irl');
    expect(screen.queryByText(/IRL league/)).toBeNull();
    expect((await within(country).findByTestId('public-league-rank')).textContent).toBe(
      'Your rank 3rd of 40',
    );
    const overall = screen.getByRole('link', { name: /Overall/ });
    expect((await within(overall).findByTestId('public-league-rank')).textContent).toBe(
      'Your rank 12th of 340',
    );
  });
});
