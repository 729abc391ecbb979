import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@contract/auth';
import { NewPasswordForm } from './new-password-form';

afterEach(cleanup);

/** The dictionaries load on first use; give them time on a slow machine. */
const LOADED = { timeout: 15_000 };

function setUp(refusal: { password: string; message: string } | null = null) {
  const onSubmit = vi.fn();
  render(
    <NewPasswordForm
      submitLabel="Complete Registration"
      pending={false}
      refusal={refusal}
      onSubmit={onSubmit}
    />,
  );
  const password = screen.getByLabelText('Password');
  const confirm = screen.getByLabelText('Confirm password');
  const type = (value: string) => {
    fireEvent.focus(password);
    fireEvent.change(password, { target: { value } });
    fireEvent.change(confirm, { target: { value } });
  };
  const submit = () =>
    fireEvent.click(screen.getByRole('button', { name: 'Complete Registration' }));
  const meter = () => screen.getByTestId('password-strength').textContent;
  return { onSubmit, type, submit, meter };
}

describe('NewPasswordForm', () => {
  it('judges the password as it is typed and refuses a common one with the reason', async () => {
    const form = setUp();
    form.type('password123');
    await waitFor(() => expect(form.meter()).toContain('Password strength: Very weak'), LOADED);
    expect(form.meter()).toContain('This is a commonly used password.');
    form.submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This password is too easy to guess. This is a commonly used password. Add more words that are less common.',
    );
    expect(form.onSubmit).not.toHaveBeenCalled();
  }, 20_000);

  it('keeps the 8-character sentence for a short password', async () => {
    const form = setUp();
    form.type('passwor');
    await waitFor(
      () => expect(form.meter()).toMatch(/Password strength: (Very weak|Weak)/),
      LOADED,
    );
    form.submit();
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(form.onSubmit).not.toHaveBeenCalled();
  }, 20_000);

  it('sends a strong passphrase', async () => {
    const form = setUp();
    form.type('Saddle-Lantern-Orchard-2026');
    await waitFor(() => expect(form.meter()).toContain('Password strength: Very strong'), LOADED);
    form.submit();
    await waitFor(() =>
      expect(form.onSubmit).toHaveBeenCalledWith({
        password: 'Saddle-Lantern-Orchard-2026',
        token: '',
      }),
    );
  }, 20_000);

  it('takes a message away as soon as the touched field is corrected', async () => {
    const form = setUp();
    form.submit();
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.passwordTooShort);
    form.type('Saddle-Lantern-Orchard-2026');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  }, 20_000);

  it("shows the server's refusal under the field while that password is typed", () => {
    const form = setUp({ password: 'quillonvardamere', message: 'This password is too easy.' });
    form.type('quillonvardamere');
    expect(screen.getByRole('alert').textContent).toBe('This password is too easy.');
    form.type('quillonvardamere2');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
