import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CsvUploadDialog } from './csv-upload-dialog';

afterEach(cleanup);

describe('the CSV upload dialog', () => {
  it('says which files the server reads: the encodings, separators and decimal commas spreadsheets save', () => {
    render(
      <CsvUploadDialog
        open
        onOpenChange={vi.fn()}
        title="Import athletes"
        description="Athletes from a file."
        columns={['name']}
        actionLabel="Import"
        failureTitle="Failed to import athletes"
        upload={{ mutate: vi.fn(), isPending: false, reset: vi.fn() }}
        renderResult={() => null}
      />,
    );
    const field = screen.getByLabelText('CSV file');
    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'A .csv with a header row, at most 5 MB: UTF-8, UTF-16 or a Windows code page; commas, semicolons or tabs; 2,5 for 2.5 when not comma-separated.',
    );
  });
});
