import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminArticle, ArticleValues } from '@contract/admin-articles';
import { ArticleFormDialog } from './article-form-dialog';

const stored: AdminArticle = {
  id: 7,
  slug: 'dressage-day',
  title: 'Dressage day',
  excerpt: 'Short.',
  content: 'Body.',
  author: null,
  featuredImageUrl: null,
  discipline: 'dressage',
  isPremium: false,
  isPublished: true,
  isFeatured: false,
  publishedAt: '2026-11-01T09:00:00.000Z',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  pollId: null,
};

/** Stands in for the server's article writes, recording each body. */
function serve(sent: Array<{ method: string; url: string; body: ArticleValues }>): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (typeof init?.body !== 'string') throw new Error('an article write sends JSON text');
    const body = JSON.parse(init.body) as ArticleValues;
    sent.push({ method: init.method ?? 'GET', url, body });
    const answer: AdminArticle = { ...stored, ...body, author: body.author ?? null };
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  };
}

function open(article: AdminArticle | null) {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ArticleFormDialog article={article} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

describe('the article form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the contract's messages and sends nothing until the required fields are filled", async () => {
    const sent: Array<{ method: string; url: string; body: ArticleValues }> = [];
    vi.stubGlobal('fetch', serve(sent));
    const onOpenChange = open(null);
    const dialog = await screen.findByRole('dialog', { name: 'New Article' });
    const create = () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create Article' }));

    create();
    expect(await within(dialog).findByText('Title is required.')).toBeTruthy();
    expect(within(dialog).getByText('Excerpt is required.')).toBeTruthy();
    expect(within(dialog).getByText('Content is required.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(dialog).getByLabelText('Title'), {
      target: { value: '  Badminton  ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Excerpt'), { target: { value: 'Day one.' } });
    fireEvent.change(within(dialog).getByLabelText('Content'), { target: { value: '# Report' } });
    fireEvent.change(within(dialog).getByLabelText('Featured image URL'), {
      target: { value: 'javascript:alert(1)' },
    });
    create();
    expect(
      await within(dialog).findByText(
        'Featured image URL must start with http:// or https:// (or be an uploaded image).',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Featured image URL'), {
      target: { value: '' },
    });
    create();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/admin/articles',
        body: {
          title: 'Badminton',
          excerpt: 'Day one.',
          content: '# Report',
          author: null,
          featuredImageUrl: null,
          discipline: 'eventing',
          isPublished: false,
          isPremium: false,
        },
      },
    ]);
  });

  it('keeps the discipline of an article it edits', async () => {
    const sent: Array<{ method: string; url: string; body: ArticleValues }> = [];
    vi.stubGlobal('fetch', serve(sent));
    const onOpenChange = open(stored);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Article' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent.map(({ method, url, body }) => [method, url, body.discipline])).toEqual([
      ['PUT', '/api/admin/articles/7', 'dressage'],
    ]);
  });
});
