import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@contract/auth';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

/** The countries list, the only call these forms make before they are sent. */
function stubCountries() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify([{ name: 'Ireland', alpha2: 'IE', alpha3: 'IRL', code: 'IRL' }]),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
      ),
    ),
  );
}

const withQueries = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

beforeEach(stubCountries);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the account forms check a touched field again as it changes', () => {
  it('takes "First name is required" away once a first name is typed', async () => {
    render(withQueries(<RegisterForm />));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(AUTH_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.lastNameRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Quinn' } });
    await waitFor(() => expect(screen.queryByText(AUTH_MESSAGES.firstNameRequired)).toBeNull());
    // The other fields keep theirs until they are corrected.
    expect(screen.getByText(AUTH_MESSAGES.lastNameRequired)).toBeTruthy();
  });

  it('says what is wrong with a field once it has been left, before any submit', async () => {
    render(withQueries(<RegisterForm />));
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'quinn@' } });
    fireEvent.blur(email);
    expect(await screen.findByText(AUTH_MESSAGES.invalidEmail)).toBeTruthy();
    fireEvent.change(email, { target: { value: 'quinn@example.com' } });
    await waitFor(() => expect(screen.queryByText(AUTH_MESSAGES.invalidEmail)).toBeNull());
  });

  it('takes the sign-in messages away as the fields are corrected', async () => {
    const signedIn = vi.fn();
    render(withQueries(<SignInForm onSignedIn={signedIn} />));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(AUTH_MESSAGES.invalidEmail)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.missingPassword)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'quinn@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(signedIn).not.toHaveBeenCalled();
  });
});
