import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMERS } from '@contract/constants';
import { buildUser } from '@/test/factories';
import { PENDING_LEAGUE_KEY } from '@/lib/pending-league';
import { VerifyEmailPage } from './verify-email-page';

function JoinStandIn() {
  return <p>Joining {useParams().code}</p>;
}

function renderVerify() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/verify-email?token=abc']}>
        <Routes>
          <Route path="/verify-email" element={<VerifyEmailPage />} />
          <Route path="/join/:code" element={<JoinStandIn />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function completeRegistration() {
  const password = 'Saddle-Lantern-Orchard-2026';
  fireEvent.change(await screen.findByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Complete Registration' }));
}

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The redirect waits TIMERS.verifyRedirectMs on the page's clock: the test moves that clock on. */
const passRedirectWait = () => act(() => vi.advanceTimersByTimeAsync(TIMERS.verifyRedirectMs));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const path = urlOf(input);
      const body = path.endsWith('/api/auth/session')
        ? { user: null }
        : {
            user: buildUser({ firstName: 'Quinn' }),
            message: 'Welcome to Eventing Manager 2.0, Quinn!',
          };
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('after the email is verified', () => {
  it('takes a player invited before registering to the league invitation, which joins it', async () => {
    window.localStorage.setItem(PENDING_LEAGUE_KEY, 'QX7R');
    renderVerify();
    await completeRegistration();
    expect(await screen.findByText('Taking you to your league…')).toBeTruthy();
    expect(screen.queryByText('Joining QX7R')).toBeNull();
    await passRedirectWait();
    expect(await screen.findByText('Joining QX7R')).toBeTruthy();
    expect(window.localStorage.getItem(PENDING_LEAGUE_KEY)).toBeNull();
  });

  it('takes everyone else home', async () => {
    renderVerify();
    await completeRegistration();
    expect(await screen.findByText('Taking you to the home page…')).toBeTruthy();
    await passRedirectWait();
    expect(await screen.findByText('Home page')).toBeTruthy();
  });
});
