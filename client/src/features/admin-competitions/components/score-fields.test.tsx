import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompetitionEntry } from '@contract/competitions';
import { buildEntry } from '@/test/factories';
import { ScoreForm, type ScoreCommit, type ScoringPhase } from './score-form';

afterEach(cleanup);

function renderForm(entry: CompetitionEntry, phase: ScoringPhase) {
  const onCommit = vi.fn<ScoreCommit>();
  render(
    <ScoreForm
      entry={entry}
      unsaved={undefined}
      selection={1}
      phase={phase}
      onPhaseChange={() => {}}
      onCommit={onCommit}
      onRetry={() => {}}
    />,
  );
  return onCommit;
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

describe('the status by keyboard', () => {
  it('takes a status letter without opening the list, and Enter saves the rider', () => {
    const onCommit = renderForm(buildEntry({ id: 5, dr_score: 27.3 }), 'crossCountry');
    type('Jump penalties (XCJ)', '20');
    type('Time penalties (XCT)', '1.6');
    const status = screen.getByRole('combobox', { name: 'Status' });
    status.focus();
    fireEvent.keyDown(status, { key: 'E' });
    expect(status.textContent).toBe('EL');
    fireEvent.keyDown(status, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onCommit).toHaveBeenCalledWith(5, {
      xc_status: 'EL',
      xcj_score: '20',
      xct_score: '1.6',
    });
  });

  it('opens the list with Space', () => {
    const onCommit = renderForm(buildEntry({ id: 5 }), 'dressage');
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Status' }), { key: ' ' });
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(onCommit).not.toHaveBeenCalled();
  });
});
