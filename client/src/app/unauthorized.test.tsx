import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/auth';
import { dismissToast, toast, useToast } from '@/components/ui/toast-store';
import { PlayerTab } from '@/features/profile/components/player-tab';
import { createQueryClient } from './query-client';
import { createUnauthorizedHandler } from './unauthorized';

const user: User = {
  id: 7,
  firstName: 'Ann',
  lastName: 'Rider',
  email: 'ann@example.com',
  emailVerified: true,
  nationality: 'GBR',
  teamName: 'Old Name',
  profileImageUrl: null,
  membershipType: 'free',
  premiumUntil: null,
  isAdmin: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** The toast on screen, as "title | description". */
function CurrentToast() {
  const { toasts } = useToast();
  return (
    <output aria-label="toast">
      {toasts
        .map((entry) =>
          [entry.title, typeof entry.description === 'string' ? entry.description : '-'].join(
            ' | ',
          ),
        )
        .join('')}
    </output>
  );
}

describe('a 401 on a save (signed out in another tab)', () => {
  afterEach(() => {
    cleanup();
    dismissToast();
    vi.unstubAllGlobals();
  });

  it("shows 'Unauthorized', not the form's own error, then goes to sign-in", async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ message: 'You need to be signed in to do that.' }), {
          status: 401,
        }),
      ),
    );
    const redirect = vi.fn();
    const queryClient = createQueryClient(createUnauthorizedHandler(redirect));
    render(
      <QueryClientProvider client={queryClient}>
        <PlayerTab user={user} />
        <CurrentToast />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save team name' }));
    const current = screen.getByRole('status', { name: 'toast' });
    await waitFor(() =>
      expect(current.textContent).toBe('Unauthorized | You are logged out. Logging in again...'),
    );
    // Settled: the form's own onError has run, and the notice still stands.
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(current.textContent).toBe('Unauthorized | You are logged out. Logging in again...');
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1), { timeout: 5000 });

    // Once the redirect is under way the hold ends: the next toast shows.
    toast({ title: 'Login failed', variant: 'destructive' });
    await waitFor(() => expect(current.textContent).toBe('Login failed | -'));
  });

  it('lets a dismissed hold go at once', () => {
    const id = toast({ title: 'Unauthorized', holdMs: 60_000 });
    toast({ title: 'Error' });
    dismissToast(id);
    toast({ title: 'Saved' });
    render(<CurrentToast />);
    expect(screen.getByRole('status', { name: 'toast' }).textContent).toBe('Saved | -');
  });
});
