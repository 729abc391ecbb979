import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminHorse } from '@contract/admin-data';
import { horseKind } from './record-kinds';
import { RecordPanel } from './record-panel';

const horse: AdminHorse = {
  id: 3,
  name: 'Ballaghmor Class',
  feiId: null,
  yob: 2009,
  sex: 'Gelding',
  color: 'Bay',
  sire: null,
  dam: null,
};

/** Stands in for the server's horse search and update, recording what is sent. */
function serve(sent: unknown[]): typeof fetch {
  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (init?.method === 'PUT') {
      if (typeof init.body !== 'string') throw new Error('an update sends JSON text');
      const body = JSON.parse(init.body) as Omit<AdminHorse, 'id'>;
      sent.push(body);
      return json({ ...horse, ...body });
    }
    if (url.startsWith('/api/admin/data/horses/search')) return json([horse]);
    return json({ message: 'Not found' }, 404);
  };
}

describe('the record panel (horses)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('validates with the contract schema and sends the parsed request', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', serve(sent));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RecordPanel kind={horseKind} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Gelding · 2009 · Bay')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Ballaghmor Class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Horse' });

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: '  ' } });
    fireEvent.change(within(dialog).getByLabelText('Year of birth'), { target: { value: '1900' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('must be 1950 or later')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: ' Ballaghmor ' } });
    fireEvent.change(within(dialog).getByLabelText('Year of birth'), { target: { value: '2010' } });
    fireEvent.change(within(dialog).getByLabelText('Sex'), { target: { value: 'Mare' } });
    fireEvent.change(within(dialog).getByLabelText('Sire'), { target: { value: 'Courage II' } });
    fireEvent.change(within(dialog).getByLabelText('FEI id'), { target: { value: ' 104xy12 ' } });
    await waitFor(() => expect(within(dialog).queryByText('Name is required')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Ballaghmor',
      feiId: '104XY12',
      yob: 2010,
      sex: 'Mare',
      color: 'Bay',
      sire: 'Courage II',
      dam: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
