import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/auth';
import type { Competition } from '@contract/competitions';
import type { FantasyTeam } from '@contract/fantasy';
import {
  buildCompetition,
  buildEntry,
  buildSelection,
  buildTeam,
  buildUser,
} from '@/test/factories';
import { ScriptedEventSource } from '@/test/scripted-event-source';
import { OverviewTab } from './overview-tab';

const next: Competition = buildCompetition({ id: 3, name: 'Burghley Horse Trials' });

const player: User = buildUser();

const team: FantasyTeam = buildTeam({
  userId: player.id,
  competitionId: next.id,
  totalSpent: 2.5,
  selections: [
    buildSelection(
      buildEntry({
        id: 11,
        athleteId: 1,
        horseId: 1,
        athlete: { name: 'Anna Holt', nationality: 'GBR' },
        horse: { name: 'Silver Arrow', yob: 2014, gender: 'Gelding' },
      }),
    ),
  ],
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dashboard overview while its data arrives', () => {
  it('draws the competition card whole, with the saved team, and nothing below it before', async () => {
    let answerTeam: (response: Response) => void = () => undefined;
    const teamAnswer = new Promise<Response>((resolve) => (answerTeam = resolve));
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/api/auth/session') return Promise.resolve(json({ user: player }));
      if (path === '/api/competitions/upcoming') return Promise.resolve(json([next]));
      if (path === `/api/fantasy/teams/${next.id}`) return teamAnswer;
      return Promise.resolve(json({}));
    });
    const client = renderOverview();

    // The list is in and the team is being asked for: still one skeleton, no card half drawn.
    await waitFor(() => expect(client.isFetching({ queryKey: ['fantasy'] })).toBe(1));
    expect(screen.getByRole('status', { name: 'Loading your competitions' })).toBeTruthy();
    expect(screen.queryByTestId('next-competition-card')).toBeNull();
    expect(screen.queryByText('How it Works')).toBeNull();

    answerTeam(json(team));
    const card = await screen.findByTestId('next-competition-card');
    expect(card.textContent).toContain('Anna Holt');
    expect(screen.getByText('How it Works')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading your competitions' })).toBeNull();
  });
});

const DAY = 24 * 60 * 60 * 1000;
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Answers the dashboard's requests from `answers`, read at each request. */
function serve(answers: { upcoming: Competition[]; teams: Record<number, FantasyTeam | null> }) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/auth/session') return Promise.resolve(json({ user: player }));
    if (path === '/api/competitions/upcoming') return Promise.resolve(json(answers.upcoming));
    const team = /^\/api\/fantasy\/teams\/(\d+)$/.exec(path);
    if (team) return Promise.resolve(json(answers.teams[Number(team[1])] ?? null));
    return Promise.resolve(json({}));
  });
}

function renderOverview(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OverviewTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe("the dashboard's next deadline", () => {
  it('is the open competition whose deadline comes first, not the one that starts first', async () => {
    const ekeby = buildCompetition({
      id: 21,
      name: 'Ekeby Gård',
      startDate: inMs(7 * DAY),
      endDate: inMs(9 * DAY),
      deadline: inMs(6 * DAY),
    });
    const maple = buildCompetition({
      id: 22,
      name: 'Maple Ridge',
      startDate: inMs(13 * DAY),
      endDate: inMs(15 * DAY),
      deadline: inMs(16 * 60 * 60 * 1000),
    });
    serve({ upcoming: [ekeby, maple], teams: {} });
    renderOverview();
    const card = await screen.findByTestId('next-competition-card');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Maple Ridge');
    const comingUp = screen.getByRole('region', { name: 'Coming up' });
    expect(within(comingUp).getByRole('link', { name: /Ekeby Gård/ })).toBeTruthy();
    expect(within(comingUp).queryByRole('link', { name: /Maple Ridge/ })).toBeNull();
  });

  it('moves on to the next deadline the moment it passes', async () => {
    const closing = buildCompetition({
      id: 31,
      name: 'Closing Soon Trials',
      startDate: inMs(2 * DAY),
      endDate: inMs(3 * DAY),
      deadline: inMs(1_500),
    });
    const after = buildCompetition({
      id: 32,
      name: 'After That Trials',
      startDate: inMs(4 * DAY),
      endDate: inMs(5 * DAY),
      deadline: inMs(3 * DAY),
    });
    serve({ upcoming: [closing, after], teams: {} });
    renderOverview();
    const heading = async () =>
      within(await screen.findByTestId('next-competition-card')).getByRole('heading', {
        level: 2,
      }).textContent;
    expect(await heading()).toBe('Closing Soon Trials');
    await waitFor(async () => expect(await heading()).toBe('After That Trials'), {
      timeout: 10_000,
    });
    expect(screen.queryByText('Closing Soon Trials')).toBeNull();
  });
});

describe('the dashboard when a competition changes status', () => {
  beforeEach(() => {
    ScriptedEventSource.opened = [];
    vi.stubGlobal('EventSource', ScriptedEventSource);
  });

  /** The server's event for a change of the competition itself: it carries its new answer. */
  const pushChange = (competition: Competition, version: number) => {
    const source = ScriptedEventSource.opened.find((opened) =>
      opened.url.endsWith(`/competitions/${competition.id}/events`),
    );
    expect(source).toBeDefined();
    act(() => {
      source?.send('competition_changed', {
        competitionId: competition.id,
        version,
        base: version - 1,
        competition,
      });
    });
  };

  it('shows the next competition live as soon as it goes live, without Edit Team', async () => {
    const answers = { upcoming: [next], teams: { [next.id]: team } as Record<number, FantasyTeam> };
    serve(answers);
    renderOverview();
    const card = await screen.findByTestId('next-competition-card');
    expect(within(card).getByRole('link', { name: 'Edit Team' })).toBeTruthy();
    expect(within(card).getByText('Team deadline in')).toBeTruthy();

    const live = { ...next, status: 'live' as const, isLive: true };
    answers.upcoming = [live];
    pushChange(live, 2);
    const liveCard = await screen.findByTestId('live-competition-card', {}, { timeout: 5_000 });
    expect(within(liveCard).getByRole('link', { name: 'View Live Results' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit Team' })).toBeNull();
    expect(screen.queryByText('Team deadline in')).toBeNull();
  });

  it('keeps the live card when a refresh fails, and catches up on its own once the server answers', async () => {
    const live = { ...next, status: 'live' as const, isLive: true };
    const answers = { upcoming: [live], teams: { [next.id]: team } as Record<number, FantasyTeam> };
    serve(answers);
    const answered = globalThis.fetch;
    let reachable = true;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      reachable ? answered(input, init) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const client = renderOverview();
    expect(await screen.findByTestId('live-competition-card')).toBeTruthy();

    // The phone loses the server; the stream opens again and its refresh fails.
    reachable = false;
    const source = ScriptedEventSource.opened.find((opened) =>
      opened.url.endsWith(`/competitions/${next.id}/events`),
    );
    act(() => source?.send('ready', { competitionId: next.id, version: 3 }));
    const failed = () =>
      client
        .getQueryCache()
        .findAll()
        .filter((query) => query.state.status === 'error').length;
    await waitFor(() => expect(failed()).toBeGreaterThan(0));
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.getByTestId('live-competition-card')).toBeTruthy();

    // The server answers again, with a change the page was not told of: it shows without a tap.
    answers.upcoming = [{ ...live, name: 'Renamed Trials' }];
    reachable = true;
    expect(await screen.findByText('Renamed Trials', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  }, 15_000);

  it('drops a live competition once it has completed', async () => {
    const live = { ...next, status: 'live' as const, isLive: true };
    const answers = { upcoming: [live], teams: {} as Record<number, FantasyTeam> };
    serve(answers);
    renderOverview();
    expect(await screen.findByRole('link', { name: 'View Live Results' })).toBeTruthy();

    answers.upcoming = [];
    pushChange({ ...live, status: 'completed', isLive: false }, 2);
    expect(await screen.findByText('No upcoming events', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View Live Results' })).toBeNull();
  });
});
