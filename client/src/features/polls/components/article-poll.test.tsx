import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Poll } from '@contract/polls';
import { buildUser } from '@/test/factories';
import { ArticlePoll } from './article-poll';

const poll: Poll = {
  id: 3,
  articleId: 9,
  question: 'Who wins the four-star?',
  deadline: null,
  isActive: true,
  isExpired: false,
  isPremium: false,
  options: [
    { id: 1, optionText: 'Anna', voteCount: 2 },
    { id: 2, optionText: 'Ryan', voteCount: 1 },
  ],
  totalVotes: 3,
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

let asked: string[] = [];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    asked.push(url);
    if (url.startsWith('/api/auth/session')) return Promise.resolve(json({ user: buildUser() }));
    if (url.endsWith('/user-vote')) return Promise.resolve(json({ userVote: null }));
    if (url.endsWith('/vote') && init?.method === 'POST') {
      const options = poll.options.map((o) => (o.id === 1 ? { ...o, voteCount: 3 } : o));
      return Promise.resolve(json({ poll: { ...poll, options, totalVotes: 4 }, userVote: 1 }));
    }
    return Promise.resolve(json(poll));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ArticlePoll', () => {
  it('keeps the cursor while a vote is sent and gives it to the results once it counts', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ArticlePoll articleId={poll.articleId} />
      </QueryClientProvider>,
    );
    const anna = await screen.findByRole('button', { name: 'Anna' });
    // Signed in, and no vote of theirs yet.
    await waitFor(() => expect(asked).toContain('/api/polls/3/user-vote'));
    await waitFor(() => expect(anna.getAttribute('aria-disabled')).toBeNull());
    anna.focus();
    fireEvent.click(anna);
    expect(anna.hasAttribute('disabled')).toBe(false);

    const results = await screen.findByRole('list', { name: 'Poll results' });
    await waitFor(() => expect(document.activeElement?.contains(results)).toBe(true));
    expect(document.activeElement).not.toBe(document.body);
  });
});
