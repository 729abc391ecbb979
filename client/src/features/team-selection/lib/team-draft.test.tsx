import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetTeamDrafts } from '@/lib/team-drafts';
import { useTeamDraft } from './team-draft';

const PLAYER = 3;
const KEY = 'team-draft:3:7';

function Draft({
  competitionId = 7,
  userId = PLAYER,
}: {
  competitionId?: number;
  userId?: number | null;
}) {
  const [draft, setDraft] = useTeamDraft(userId, competitionId);
  return (
    <div>
      <p data-testid="draft">{draft === null ? 'none' : draft.join(',')}</p>
      <button type="button" onClick={() => setDraft([...(draft ?? []), 9])}>
        add
      </button>
      <button type="button" onClick={() => setDraft(null)}>
        clear
      </button>
    </div>
  );
}

const shown = () => screen.getAllByTestId('draft').map((element) => element.textContent);

describe('the team draft', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is empty in the server render even when the browser has one stored', () => {
    window.localStorage.setItem(KEY, '[3,4]');
    expect(renderToString(<Draft />)).toContain('>none<');
  });

  it('hydrates the server markup without a mismatch, then shows the stored draft', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Draft />);
    document.body.appendChild(container);
    window.localStorage.setItem(KEY, '[3,4]');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Draft />, { onRecoverableError: (error) => errors.push(error) });
      await Promise.resolve();
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="draft"]')?.textContent).toBe('3,4');
    container.remove();
  });

  it('tells every reader of the same competition about its own writes, and keeps them stored', () => {
    render(
      <>
        <Draft />
        <Draft />
        <Draft competitionId={8} />
      </>,
    );
    act(() => screen.getAllByRole('button', { name: 'add' })[0]?.click());
    expect(shown()).toEqual(['9', '9', 'none']);
    expect(window.localStorage.getItem(KEY)).toBe('[9]');
    act(() => screen.getAllByRole('button', { name: 'clear' })[1]?.click());
    expect(shown()).toEqual(['none', 'none', 'none']);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('is the player’s own: another player signed in on the same browser never sees it', () => {
    window.localStorage.setItem(KEY, '[3,4]');
    window.localStorage.setItem('team-draft:7', '[5,6]');
    render(
      <>
        <Draft />
        <Draft userId={4} />
        <Draft userId={null} />
      </>,
    );
    expect(shown()).toEqual(['3,4', 'none', 'none']);
    act(() => screen.getAllByRole('button', { name: 'add' })[2]?.click());
    expect(shown()).toEqual(['3,4', 'none', 'none']);
    act(() => screen.getAllByRole('button', { name: 'add' })[1]?.click());
    expect(shown()).toEqual(['3,4', '9', 'none']);
    expect(window.localStorage.getItem('team-draft:4:7')).toBe('[9]');
  });

  it('is forgotten at sign-out with every other draft, keeping the rest of the storage', () => {
    window.localStorage.setItem(KEY, '[3,4]');
    window.localStorage.setItem('team-draft:4:8', '[5]');
    window.localStorage.setItem('team-draft:7', '[6]');
    window.localStorage.setItem('em-last-user', 'kept');
    forgetTeamDrafts();
    expect(Object.keys(window.localStorage)).toEqual(['em-last-user']);
  });

  it('follows a draft changed in another tab', () => {
    render(<Draft />);
    expect(shown()).toEqual(['none']);
    act(() => {
      window.localStorage.setItem(KEY, '[5]');
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(shown()).toEqual(['5']);
  });

  it('ignores stored text that is not a list of ids', () => {
    window.localStorage.setItem(KEY, '{"picks":[1]}');
    render(<Draft />);
    expect(shown()).toEqual(['none']);
  });

  it('keeps the draft in memory when storage refuses it', () => {
    vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    render(<Draft competitionId={9} />);
    act(() => screen.getByRole('button', { name: 'add' }).click());
    expect(shown()).toEqual(['9']);
    expect(window.localStorage.getItem('team-draft:9')).toBeNull();
  });
});
