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
const status = () => screen.getByRole('textbox', { name: 'Status' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Scores' }));

describe('the status field', () => {
  it('reads a status letter as boards write it, and the form saves it', () => {
    const onCommit = renderForm(buildEntry({ id: 5, dr_score: 27.3 }), 'crossCountry');
    type('Jump penalties (XCJ)', '20');
    type('Time penalties (XCT)', '1.6');
    fireEvent.change(status(), { target: { value: 'e' } });
    expect(status()).toHaveProperty('value', 'E');
    expect(status().getAttribute('aria-invalid')).toBe('false');
    save();
    expect(onCommit).toHaveBeenCalledWith(5, {
      xc_status: 'EL',
      xcj_score: '20',
      xct_score: '1.6',
    });
  });

  it.each([
    ['rf', 'EL'],
    ['MR', 'RET'],
    ['r', 'RET'],
    ['w', 'WD'],
    ['dns', 'NS'],
  ])('reads the board code %s as %s and says so', (code, stored) => {
    const onCommit = renderForm(buildEntry({ id: 7 }), 'crossCountry');
    fireEvent.change(status(), { target: { value: code } });
    const note = document.getElementById(status().getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(`Reads as ${stored}`);
    save();
    expect(onCommit).toHaveBeenCalledWith(7, { xc_status: stored });
  });

  it('saves MR with the jump penalties as retired, not as completed', () => {
    const onCommit = renderForm(buildEntry({ id: 8, dr_score: 27.3 }), 'crossCountry');
    type('Jump penalties (XCJ)', '20');
    fireEvent.change(status(), { target: { value: 'mr' } });
    save();
    expect(onCommit).toHaveBeenCalledWith(8, { xc_status: 'RET', xcj_score: '20' });
  });

  it('refuses a code it does not know beside the field and saves nothing', () => {
    const onCommit = renderForm(buildEntry({ id: 9, dr_score: 27.3 }), 'dressage');
    fireEvent.change(status(), { target: { value: 'xx' } });
    expect(status().getAttribute('aria-invalid')).toBe('true');
    const note = document.getElementById(status().getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Unknown status code');
    expect(screen.getByRole('button', { name: 'Save Scores' })).toHaveProperty('disabled', true);
    fireEvent.submit(screen.getByRole('form'));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('lists the statuses with the down arrow, and a choice goes into the field', () => {
    const onCommit = renderForm(buildEntry({ id: 5 }), 'showJumping');
    expect(status()).toHaveProperty('value', '');
    expect(status().getAttribute('placeholder')).toBe('Not started');
    fireEvent.keyDown(status(), { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('option', { name: 'DSQ' }));
    expect(status()).toHaveProperty('value', 'DSQ');
    save();
    expect(onCommit).toHaveBeenCalledWith(5, { sj_status: 'DSQ' });
  });
});
