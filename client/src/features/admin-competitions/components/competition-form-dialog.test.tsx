import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCompetition, CompetitionValues } from '@contract/admin-competitions';
import { CompetitionFormDialog } from './competition-form-dialog';

/** Stands in for the server: venues to choose from, and the create call, recording its body. */
function serve(sent: unknown[]): typeof fetch {
  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/admin/competitions' && init?.method === 'POST') {
      if (typeof init.body !== 'string') throw new Error('a create sends JSON text');
      const request = JSON.parse(init.body) as CompetitionValues;
      sent.push(request);
      const created: AdminCompetition = {
        ...request,
        id: 1,
        venueId: null,
        venueName: null,
        venueCountry: null,
        status: request.status ?? 'pending',
        isLive: request.isLive ?? false,
        scorer: request.scorer ?? null,
        lastScrapedAt: null,
        drDisplayMode: false,
        resultsFinal: false,
        entryCount: 0,
        withdrawnEntryCount: 0,
        scoredEntryCount: 0,
        completeEntryCount: 0,
      };
      return json(created);
    }
    if (url === '/api/venues') return json([]);
    return json({ message: 'Not found' }, 404);
  };
}

describe('the competition form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the form messages, then sends the request the contract schema accepts', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', serve(sent));
    const onOpenChange = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CompetitionFormDialog open onOpenChange={onOpenChange} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create Competition' });
    const submit = () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create Competition' }));

    submit();
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Start date is required')).toBeTruthy();
    expect(within(dialog).getByText('End date is required')).toBeTruthy();
    expect(within(dialog).getByText('Deadline is required')).toBeTruthy();

    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('Name', '  Spring Trials ');
    fill('Start date', '2027-04-02');
    fill('End date', '2027-04-01');
    fill('Deadline (UTC)', '2027-04-05T18:00');
    submit();
    expect(
      await within(dialog).findByText('End date must be on or after the start date'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Deadline must be on or before the start date')).toBeTruthy();
    expect(within(dialog).queryByText('Name is required')).toBeNull();
    expect(sent).toHaveLength(0);

    fill('End date', '2027-04-04');
    fill('Deadline (UTC)', '2027-04-01T18:00');
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Spring Trials',
      venueId: null,
      startDate: '2027-04-02',
      endDate: '2027-04-04',
      deadline: '2027-04-01T18:00:00.000Z',
      level: 'CCI5*-L',
      status: 'pending',
      isLive: false,
      description: null,
      scorer: null,
      scoringUrl: null,
      scrapingEnabled: false,
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
