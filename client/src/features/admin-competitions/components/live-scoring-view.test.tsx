import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCompetition } from '@contract/admin-competitions';
import { buildEntry, noScoreValues } from '@/test/factories';
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

describe('the score history beside the form', () => {
  const values = noScoreValues;
  const change = (id: number, by: string, field: 'dr_score' | 'xcj_score', value: number) => ({
    id,
    entryId: 1,
    at: '2025-05-08T10:00:00.000Z',
    source: 'form',
    by,
    userId: id,
    detail: null,
    before: values,
    after: { ...values, [field]: value },
    fields: [field],
    undoesChangeId: null,
    undone: false,
    undoable: true,
  });

  it("is read again when the table's refresh shows another operator changed the rider", async () => {
    const histories = [
      [change(1, 'Desk Operator', 'dr_score', 30.1)],
      [change(2, 'Radio Operator', 'xcj_score', 20), change(1, 'Desk Operator', 'dr_score', 30.1)],
    ];
    const reads: string[] = [];
    vi.stubGlobal('fetch', ((input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/score-history')) reads.push(url);
      const changes = histories[Math.min(reads.length, histories.length) - 1] ?? [];
      const body = url.endsWith('/score-history')
        ? { entryId: 1, competitionId: competition.id, changes }
        : { message: 'Not found' };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }) satisfies typeof fetch);
    const client = new QueryClient();
    const first = { ...entries[0], dr_score: 30.1 } as (typeof entries)[number];
    client.setQueryData(scoringEntriesKey(competition.id), [first, entries[1]]);
    render(
      <QueryClientProvider client={client}>
        <LiveScoringView competition={competition} onClose={() => {}} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Score Start 1 Rider 1 on Horse 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Score history' }));
    expect((await screen.findAllByTestId('score-change')).map((item) => item.textContent)).toEqual([
      expect.stringContaining('Desk Operator'),
    ]);

    // The 5-second refresh brings the other operator's cross-country.
    act(() => {
      client.setQueryData(scoringEntriesKey(competition.id), [
        { ...first, xc_status: 'OK', xcj_score: 20 },
        entries[1],
      ]);
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('score-change').map((item) => item.textContent)).toEqual([
        expect.stringContaining('Radio Operator'),
        expect.stringContaining('Desk Operator'),
      ]),
    );
    expect(reads).toEqual([
      '/api/admin/competition-entries/1/score-history',
      '/api/admin/competition-entries/1/score-history',
    ]);
  });
});
