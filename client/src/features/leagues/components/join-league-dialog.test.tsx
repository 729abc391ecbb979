import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JoinLeagueDialog } from './join-league-dialog';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ message: 'League not found' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('JoinLeagueDialog', () => {
  it('says a wrong code under the field, tied to it, with the cursor kept there', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <JoinLeagueDialog open onOpenChange={() => undefined} />
      </QueryClientProvider>,
    );
    const code = screen.getByLabelText('Join code');
    fireEvent.change(code, { target: { value: 'zz99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));

    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(code.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('League not found. Please check the code and try again.');
    expect(message?.getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(code);

    // Typing again clears it.
    fireEvent.change(code, { target: { value: 'ZZ9' } });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBeNull());
  });
});
