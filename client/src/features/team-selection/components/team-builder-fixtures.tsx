import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { User } from '@contract/auth';
import type { Competition, CompetitionEntry } from '@contract/competitions';
import type { FantasyTeam, SaveTeamRequest } from '@contract/fantasy';
import {
  buildCompetition,
  buildEntry,
  buildSelection,
  buildTeam,
  buildUser,
} from '@/test/factories';
import { useToast } from '@/components/ui/toast-store';
import { TeamSelection } from './team-selection';

/** The team builder's tests: a competition of seven entries and a stand-in for its API. */
export const COMPETITION_ID = 7;
export const HOUR = 60 * 60 * 1000;

export const competition = (overrides: Partial<Competition> = {}): Competition =>
  buildCompetition({ id: COMPETITION_ID, ...overrides });

export const entry = (id: number, price: number, overrides: Partial<CompetitionEntry> = {}) =>
  buildEntry({
    id,
    competitionId: COMPETITION_ID,
    price,
    totalScoreDisplay: '0.0',
    ...overrides,
  });

export const player: User = buildUser();

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

export type Server = {
  competition: Competition;
  saved: SaveTeamRequest[];
  user: User | null;
  /** How many times the entries were asked for. */
  entriesFetches?: number;
  /** The entries to answer with, instead of the seven above. */
  entries?: CompetitionEntry[];
  /** The entries of a team the player saved before the page opened. */
  savedIds?: number[];
  /** A team saved on another device or tab: the next read of the player's team answers it. */
  savedElsewhere?: number[];
  /** The competition's read answers 503, as while the database is not answering. */
  competitionDown?: boolean;
  /** A refusal every save gets, in place of saving. */
  saveRefusal?: { status: number; message: string };
};

/** Stands in for the server: answers the screen's API calls and records the saves. */
function serve(server: Server): typeof fetch {
  const json = (body: unknown, status = 200) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  const teamOf = (ids: number[]): FantasyTeam => {
    const picks = ids.map((competitionEntryId) => {
      const found = ENTRIES.find((candidate) => candidate.id === competitionEntryId);
      if (!found) throw new Error(`unknown entry ${competitionEntryId}`);
      return found;
    });
    return buildTeam({
      userId: player.id,
      competitionId: COMPETITION_ID,
      totalSpent: 10,
      selections: picks.map((pick) => buildSelection(pick)),
    });
  };
  let team: FantasyTeam | null = server.savedIds ? teamOf(server.savedIds) : null;
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/auth/session') return json({ user: server.user ?? null });
    if (path === `/api/competitions/${COMPETITION_ID}`) {
      if (server.competitionDown) {
        return json({ message: 'The database is not answering right now.' }, 503);
      }
      return json(server.competition);
    }
    if (path === `/api/competitions/${COMPETITION_ID}/entries`) {
      server.entriesFetches = (server.entriesFetches ?? 0) + 1;
      return json(server.entries ?? ENTRIES);
    }
    if (path === `/api/competitions/${COMPETITION_ID}/selection-stats`) {
      return json({
        competitionId: COMPETITION_ID,
        totalTeams: 0,
        visibility: 'hidden',
        minimumTeams: 20,
        selectionPercentage: {},
      });
    }
    if (path === `/api/fantasy/teams/${COMPETITION_ID}`) {
      if (server.savedElsewhere) team = teamOf(server.savedElsewhere);
      server.savedElsewhere = undefined;
      return json(team);
    }
    if (path === '/api/fantasy/teams' && init?.method === 'POST') {
      if (typeof init.body !== 'string') throw new Error('a save sends JSON text');
      const request = JSON.parse(init.body) as SaveTeamRequest;
      server.saved.push(request);
      if (server.saveRefusal) {
        return json({ message: server.saveRefusal.message }, server.saveRefusal.status);
      }
      team = teamOf(request.selections.map(({ competitionEntryId }) => competitionEntryId));
      return json(team);
    }
    return json({ message: `Not found: ${path}` }, 404);
  };
}

/** Renders the team builder against `server`; returns its query client, to wait on its answers. */
export function renderBuilder(server: Server): QueryClient {
  vi.stubGlobal('fetch', serve(server));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/team-selection/${COMPETITION_ID}`]}>
        <TeamSelection competitionId={COMPETITION_ID} />
        <ToastReadout />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

/** The toast on screen, as its title and description. */
function ToastReadout() {
  const { toasts } = useToast();
  return (
    <ul aria-label="Toasts">
      {toasts.map((shown) => (
        <li key={shown.id} data-testid="toast">
          {shown.title}
          {typeof shown.description === 'string' && ` / ${shown.description}`}
        </li>
      ))}
    </ul>
  );
}

export const toastTexts = () => screen.queryAllByTestId('toast').map((shown) => shown.textContent);

export const card = (id: number) =>
  screen.getByRole('article', { name: `Rider ${id} with Horse ${id}` });
export const stateOf = (id: number) => card(id).getAttribute('data-state');
export const pick = (id: number) =>
  fireEvent.click(
    within(card(id)).getByRole('button', { name: `Select: Rider ${id} with Horse ${id}` }),
  );
