import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  card,
  competition,
  COMPETITION_ID,
  entry,
  HOUR,
  pick,
  player,
  renderBuilder,
  stateOf,
  toastTexts,
  type Server,
} from './team-builder-fixtures';
import { onlineManager } from '@tanstack/react-query';
import { ScriptedEventSource } from '@/test/scripted-event-source';

describe('the team builder', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('moves every card through Select, Selected, Too Expensive and Team Full, and saves the fifth pick without any budget figure', async () => {
    const server: Server = { competition: competition(), saved: [], user: player };
    renderBuilder(server);

    await screen.findByRole('article', { name: 'Rider 1 with Horse 1' });
    await waitFor(() => expect(stateOf(1)).toBe('select'));
    expect(screen.getByTestId('team-progress').textContent).toBe(
      'Pick 5 combinations to build your team',
    );
    expect(stateOf(8)).toBe('withdrawn');
    expect(
      within(card(8)).getByRole('button', { name: 'Rider 8 with Horse 8 has withdrawn' }),
    ).toHaveProperty('disabled', true);

    for (const id of [1, 2, 3, 4]) pick(id);
    await waitFor(() => expect(stateOf(4)).toBe('selected'));
    expect(screen.getByTestId('team-progress').textContent).toBe(
      '4 of 5 picked: choose 1 more combination',
    );
    expect(screen.getByTestId('remaining-budget').textContent).toContain('0.5');
    expect(stateOf(5)).toBe('select');
    await waitFor(() => expect(stateOf(6)).toBe('tooExpensive'));

    pick(5);
    await waitFor(() => expect(server.saved).toHaveLength(1));
    expect(server.saved[0]).toEqual({
      competitionId: COMPETITION_ID,
      selections: [1, 2, 3, 4, 5].map((competitionEntryId) => ({ competitionEntryId })),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('team-progress').textContent).toBe('Your team has been saved');
    expect(stateOf(5)).toBe('selected');
    await waitFor(() => expect(stateOf(6)).toBe('teamFull'));
    expect(window.localStorage.getItem(`team-draft:${player.id}:${COMPETITION_ID}`)).toBeNull();
  });

  it('keeps unsaved picks as a draft in browser storage', async () => {
    renderBuilder({ competition: competition(), saved: [], user: player });
    await waitFor(() => expect(stateOf(1)).toBe('select'));
    pick(1);
    pick(6);
    await waitFor(() => expect(stateOf(6)).toBe('selected'));
    expect(
      JSON.parse(
        window.localStorage.getItem(`team-draft:${player.id}:${COMPETITION_ID}`) ?? 'null',
      ),
    ).toEqual([1, 6]);
    expect(screen.getByTestId('team-progress').textContent).toBe(
      '2 of 5 picked: choose 3 more combinations',
    );
  });

  it('keeps the builder and its picks when reading the competition again fails', async () => {
    const server: Server = { competition: competition(), saved: [], user: player };
    const queryClient = renderBuilder(server);
    await waitFor(() => expect(stateOf(1)).toBe('select'));
    pick(1);
    await waitFor(() => expect(stateOf(1)).toBe('selected'));
    server.competitionDown = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['competitions'] }));
    await waitFor(() =>
      expect(queryClient.getQueryState(['competitions', COMPETITION_ID])?.status).toBe('error'),
    );
    expect(screen.queryByText('Could not load this competition')).toBeNull();
    expect(stateOf(1)).toBe('selected');
    expect(screen.getByTestId('team-progress').textContent).toBe(
      '1 of 5 picked: choose 4 more combinations',
    );
  });

  it('shows a live competition closed: no pick can be made', async () => {
    const server: Server = {
      competition: competition({ status: 'live', isLive: true }),
      saved: [],
      user: player,
    };
    renderBuilder(server);
    await screen.findByText('Team selections are closed');
    await waitFor(() => expect(stateOf(1)).toBe('select'));
    const select = within(card(1)).queryByRole('button', { name: 'Select: Rider 1 with Horse 1' });
    if (select) fireEvent.click(select);
    expect(stateOf(1)).toBe('select');
    expect(server.saved).toHaveLength(0);
  });

  it('shows a competition whose deadline has passed closed', async () => {
    renderBuilder({
      competition: competition({ deadline: new Date(Date.now() - HOUR).toISOString() }),
      saved: [],
      user: player,
    });
    expect(await screen.findByText('Team selections are closed')).toBeTruthy();
  });

  it('shows the saved team once the deadline has passed, dropping a draft left unsaved', async () => {
    const key = `team-draft:${player.id}:${COMPETITION_ID}`;
    window.localStorage.setItem(key, JSON.stringify([1, 2, 3, 4]));
    renderBuilder({
      competition: competition({ deadline: new Date(Date.now() - HOUR).toISOString() }),
      saved: [],
      user: player,
      savedIds: [1, 2, 3, 4, 5],
    });
    await screen.findByText('Team selections are closed');
    await waitFor(() => expect(stateOf(5)).toBe('selected'));
    expect(screen.getByTestId('team-progress').textContent).toBe('Your team has been saved');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(screen.getByTestId('remaining-budget').textContent).toContain('0.0');
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('shows no team once selection has closed when only a draft was left, and drops it', async () => {
    const key = `team-draft:${player.id}:${COMPETITION_ID}`;
    window.localStorage.setItem(key, JSON.stringify([6]));
    renderBuilder({
      competition: competition({ status: 'live', isLive: true }),
      saved: [],
      user: player,
    });
    await screen.findByText('Team selections are closed');
    await screen.findByRole('article', { name: 'Rider 6 with Horse 6' });
    expect(stateOf(6)).not.toBe('selected');
    expect(screen.getByTestId('remaining-budget').textContent).toContain('10.0');
    expect(screen.getByTestId('team-progress').textContent).toBe(
      'No team was saved for this competition',
    );
    await waitFor(() => expect(window.localStorage.getItem(key)).toBeNull());
  });

  it('shows at the deadline the team saved a moment before on another device, not "No team was saved"', async () => {
    const server: Server = {
      competition: competition({ deadline: new Date(Date.now() + 3_000).toISOString() }),
      saved: [],
      user: player,
    };
    renderBuilder(server);
    await waitFor(() => expect(stateOf(1)).toBe('select'));
    expect(screen.getByTestId('team-progress').textContent).toBe(
      'Pick 5 combinations to build your team',
    );
    // The player saves on their laptop a second before the deadline; this phone stays open.
    server.savedElsewhere = [1, 2, 3, 4, 5];
    expect(
      await screen.findByText('Team selections are closed', {}, { timeout: 8_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(stateOf(5)).toBe('selected'));
    expect(screen.getByTestId('team-progress').textContent).toBe('Your team has been saved');
  }, 15_000);

  it('says a first team could not be created, and a changed team could not be saved', async () => {
    const refusal = { status: 409, message: 'Team selections are closed' };
    renderBuilder({ competition: competition(), saved: [], user: player, saveRefusal: refusal });
    await screen.findByRole('article', { name: 'Rider 1 with Horse 1' });
    for (const id of [1, 2, 3, 4, 5]) pick(id);
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'Failed to create team. Please try again. / 409: Team selections are closed',
      ]),
    );
    cleanup();
    window.localStorage.clear();

    renderBuilder({
      competition: competition(),
      saved: [],
      user: player,
      savedIds: [1, 2, 3, 4, 6],
      saveRefusal: refusal,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Team' }));
    fireEvent.click(within(card(6)).getByRole('button', { name: 'Remove Rider 6 with Horse 6' }));
    pick(5);
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Failed to save team / 409: Team selections are closed']),
    );
  });

  it('says offline that the fifth pick will be saved once back online, and saves it then', async () => {
    const server: Server = { competition: competition(), saved: [], user: player };
    renderBuilder(server);
    await screen.findByRole('article', { name: 'Rider 1 with Horse 1' });
    onlineManager.setOnline(false);
    try {
      for (const id of [1, 2, 3, 4, 5]) pick(id);
      const offline = "You're offline: your team will be saved when you're back online";
      await waitFor(() => expect(screen.getByTestId('team-progress').textContent).toBe(offline));
      expect(toastTexts()).toEqual([`Saving when back online / ${offline}`]);
      expect(server.saved).toHaveLength(0);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    await waitFor(() => expect(server.saved).toHaveLength(1));
    await screen.findByRole('dialog', { name: 'Congratulations!' });
  });

  it('closes as soon as the competition goes live while the builder is open', async () => {
    ScriptedEventSource.opened = [];
    vi.stubGlobal('EventSource', ScriptedEventSource);
    const server: Server = { competition: competition(), saved: [], user: player };
    renderBuilder(server);
    await waitFor(() => expect(stateOf(1)).toBe('select'));
    expect(screen.queryByText('Team selections are closed')).toBeNull();
    const source = ScriptedEventSource.opened.find((opened) =>
      opened.url.endsWith(`/competitions/${COMPETITION_ID}/events`),
    );
    expect(source).toBeDefined();

    server.competition = competition({ status: 'live', isLive: true });
    act(() => {
      source?.send('ready', { competitionId: COMPETITION_ID, version: 1 });
      source?.send('competition_changed', {
        competitionId: COMPETITION_ID,
        version: 2,
        base: 1,
        competition: server.competition,
      });
    });
    expect(
      await screen.findByText('Team selections are closed', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('team-progress').textContent).toBe(
      'No team was saved for this competition',
    );
  });

  it('draws every card of a large field: the first screens at once, the rest in background renders', async () => {
    const field = Array.from({ length: 40 }, (_, index) => entry(index + 1, (5 + index) / 10));
    renderBuilder({ competition: competition(), saved: [], user: player, entries: field });
    await screen.findByRole('article', { name: 'Rider 40 with Horse 40' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    // Highest price first: the last card drawn is the cheapest.
    expect(screen.getAllByRole('article').at(-1)?.getAttribute('aria-label')).toBe(
      'Rider 1 with Horse 1',
    );
  });

  it('keeps the keyboard in the team when a pick is removed: on the next pick, then the list', async () => {
    renderBuilder({ competition: competition(), saved: [], user: player });
    await screen.findByRole('article', { name: 'Rider 1 with Horse 1' });
    for (const id of [1, 2]) pick(id);
    const team = screen.getByTestId('chosen-team');
    const removeFirst = await within(team).findByRole('button', {
      name: 'Remove Rider 1 with Horse 1',
    });
    removeFirst.focus();
    fireEvent.click(removeFirst);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        'Remove Rider 2 with Horse 2',
      ),
    );
    fireEvent.click(within(team).getByRole('button', { name: 'Remove Rider 2 with Horse 2' }));
    await waitFor(() => expect(document.activeElement).toBe(team));
  });

  it("shows the team's cost and expected points side by side, leaving out a pick with none", async () => {
    const server: Server = {
      competition: competition(),
      saved: [],
      user: player,
      entries: [entry(1, 2.5, { expPts: 61.4 }), entry(2, 1.5, { expPts: 40.2 }), entry(3, 2.0)],
    };
    renderBuilder(server);
    await screen.findByRole('article', { name: 'Rider 1 with Horse 1' });
    for (const id of [1, 2, 3]) pick(id);
    await waitFor(() =>
      expect(screen.getByTestId('team-value').textContent).toBe(
        'Cost 6.0m · Expected 101.6 pts from 2 of 3 picks',
      ),
    );
  });

  it('names the sort order on its closed trigger, with no options mounted until it opens', async () => {
    renderBuilder({ competition: competition(), saved: [], user: player });
    const trigger = await screen.findByRole('combobox', { name: 'Sort competitors by' });
    expect(trigger.textContent).toBe('Price');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
