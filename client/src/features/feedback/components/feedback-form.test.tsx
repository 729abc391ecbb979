import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackForm } from './feedback-form';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ user: null }), {
          status: 200,
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

describe('the feedback form sent with empty fields', () => {
  it('says under each empty field what it needs, tied to the field, and sends nothing', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FeedbackForm />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ann Able' } });
    fireEvent.click(screen.getByRole('button', { name: /Submit Feedback/ }));
    const subject = screen.getByLabelText('Subject');
    await vi.waitFor(() => expect(subject.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (element: HTMLElement) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((ref) => document.getElementById(ref)?.textContent);
    expect(describedBy(subject)).toEqual(['Enter a subject.']);
    expect(describedBy(screen.getByLabelText('Message'))).toEqual(['Enter your message.']);
    // The visitor's email keeps its hint beside its message.
    expect(describedBy(screen.getByLabelText('Email'))).toEqual([
      "We'll use this to respond to your feedback directly.",
      'Enter your email.',
    ]);
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-describedby')).toBeNull();
    // The first empty field takes the cursor.
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    const posts = vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(0);
  });
});
