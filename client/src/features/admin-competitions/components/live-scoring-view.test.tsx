import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCompetition } from '@contract/admin-competitions';
import { buildEntry } from '@/test/factories';
import { scoringEntriesKey } from '../api/get-scoring-entries';
import { LiveScoringView } from './live-scoring-view';

const competition: AdminCompetition = {
  id: 41,
  name: 'Keyboard Trials',
  venueId: null,
  venueName: null,
  venueCountry: null,
  startDate: '2025-05-07T00:00:00.000Z',
  endDate: '2025-05-11T00:00:00.000Z',
  deadline: '2025-05-06T18:00:00.000Z',
  level: 'CCI4*-S',
  status: 'live',
  isLive: true,
  description: null,
  scorer: null,
  scoringUrl: null,
  scrapingEnabled: false,
  lastScrapedAt: null,
  drDisplayMode: false,
  resultsFinal: false,
  entryCount: 2,
  withdrawnEntryCount: 0,
  scoredEntryCount: 0,
  completeEntryCount: 0,
};

const entries = [1, 2].map((id) => buildEntry({ id, competitionId: competition.id }));

/** The server as far as this view needs it: the entries, and score saves that stay on their way. */
function serve(patches: string[]): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (init?.method === 'PATCH') {
      patches.push(`${url} ${typeof init.body === 'string' ? init.body : ''}`);
      return new Promise<Response>(() => {});
    }
    const found = url.endsWith(`/competitions/${competition.id}/entries`);
    return Promise.resolve(
      new Response(JSON.stringify(found ? entries : { message: 'Not found' }), {
        status: found ? 200 : 404,
      }),
    );
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the live scoring view after the last rider', () => {
  it('lets go of the rider, so keys typed on do not overwrite their score', () => {
    const patches: string[] = [];
    vi.stubGlobal('fetch', serve(patches));
    const client = new QueryClient();
    client.setQueryData(scoringEntriesKey(competition.id), entries);
    render(
      <QueryClientProvider client={client}>
        <LiveScoringView competition={competition} onClose={() => {}} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Score Start 2 Rider 2 on Horse 2' }));
    const dressage = screen.getByLabelText<HTMLInputElement>('Dressage penalties');
    expect(document.activeElement).toBe(dressage);
    fireEvent.change(dressage, { target: { value: '30.1' } });
    fireEvent.submit(dressage);

    expect(patches).toEqual(['/api/competition-entries/2/scoring {"dr_score":"30.1"}']);
    expect(screen.queryByRole('form', { name: 'Scores for Rider 2 on Horse 2' })).toBeNull();
    expect(screen.queryByLabelText('Dressage penalties')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'Last rider saved: Rider 2. Press / to find a rider, or choose one in the table.',
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });
});
