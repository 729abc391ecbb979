import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadResultsDialog } from './upload-results-dialog';

const STALE =
  'Nothing was saved. The scores on lines 3, 4 and 5 changed since this file was downloaded: download the entries again and make your changes in the new file.';

describe('the Upload results CSV dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the server's refusal of a file downloaded before the live scores, and offers the download again", async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      asked.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return Promise.resolve(new Response(JSON.stringify({ message: STALE }), { status: 409 }));
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UploadResultsDialog
          competition={{ id: 18, name: 'Burghley' }}
          open
          onOpenChange={vi.fn()}
        />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload results CSV' });
    const file = new File(['entry_id,price,scores_version\n1,4.5,v0123456789\n'], 'results.csv', {
      type: 'text/csv',
    });
    fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(`409: ${STALE}`);
    expect(asked).toEqual(['/api/admin/competitions/18/entries/upload']);
    expect(within(dialog).getByRole('button', { name: 'Download entries CSV' })).toBeTruthy();
  });

  it('says which encoding the file was read in once it is saved', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            message: 'Results uploaded: 1 entry updated.',
            updated: 1,
            ignoredColumns: [],
            encoding: 'windows-1252',
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UploadResultsDialog
          competition={{ id: 18, name: 'Burghley' }}
          open
          onOpenChange={vi.fn()}
        />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload results CSV' });
    const file = new File(['entry_id,price\n1,4.5\n'], 'results.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const note = await within(dialog).findByTestId('import-encoding');
    expect(note.textContent).toBe(
      'File read as Windows-1252 (Western European): if accented letters look wrong, save it as CSV UTF-8 and import it again.',
    );
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Results uploaded: 1 entry updated.',
    );
  });
});
