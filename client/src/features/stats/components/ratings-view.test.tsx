import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RatingsView } from './ratings-view';

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
let asked: string[] = [];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = urlOf(input);
      asked.push(url);
      // Years with competitions include next year's; years with results do not.
      const body = url.startsWith('/api/competitions/years?of=past')
        ? [2026, 2025]
        : url.startsWith('/api/competitions/years')
          ? [2027, 2026, 2025]
          : [];
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
  vi.unstubAllGlobals();
});

const renderAt = (url: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <RatingsView />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('/ratings filters', () => {
  it('come from the address, and a ranking per start says it needs 3 starts', async () => {
    renderAt('/ratings?tab=riders&year=2025&view=ppm&level=All');
    await waitFor(() =>
      expect(asked).toContain('/api/athletes/stats?year=2025&statType=ppm&sortBy=points&limit=50'),
    );
    expect(screen.getByRole('combobox', { name: 'Year' }).textContent).toContain('2025');
    expect(screen.getByRole('combobox', { name: 'Statistics' }).textContent).toContain(
      'Points per Million per Start',
    );
    expect(screen.getByTestId('min-starts-note').textContent).toBe(
      'Ranked per start: only horses and riders with at least 3 starts are listed.',
    );
  });

  it('offer only the years that have results', async () => {
    renderAt('/ratings');
    await waitFor(() => expect(asked).toContain('/api/competitions/years?of=past'));
    expect(asked).not.toContain('/api/competitions/years');
  });

  it('sit behind one Filters button on a phone that names the current choice', () => {
    renderAt('/ratings?view=dr_pts');
    const toggle = screen.getByRole('button', { name: /Filters/ });
    expect(toggle.textContent).toContain('All years · Dressage · Points · CCI5*-L');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.className).toContain('hidden');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.className).not.toMatch(/(^|\s)hidden(\s|$)/);
  });
});
