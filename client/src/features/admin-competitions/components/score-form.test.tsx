import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompetitionEntry } from '@contract/competitions';
import { buildEntry } from '@/test/factories';
import { ScoreForm, type ScoreCommit, type ScoringPhase } from './score-form';

afterEach(cleanup);

const rider = (overrides: Partial<CompetitionEntry> = {}) =>
  buildEntry({
    id: 5,
    dr_status: 'OK',
    dr_score: 27.3,
    sj_status: 'OK',
    sj_score: 4,
    xc_status: 'OK',
    xcj_score: 0,
    xct_score: 1.6,
    ...overrides,
  });

function renderForm(entry: CompetitionEntry, phase: ScoringPhase = 'crossCountry') {
  const onCommit = vi.fn<ScoreCommit>();
  const props = {
    unsaved: undefined,
    selection: 1,
    phase,
    onPhaseChange: () => {},
    onCommit,
    onRetry: () => {},
  };
  const view = render(<ScoreForm entry={entry} {...props} />);
  const refresh = (fresh: CompetitionEntry) =>
    view.rerender(<ScoreForm entry={fresh} {...props} />);
  return { onCommit, refresh };
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const jumps = 'Jump penalties (XCJ)';
const time = 'Time penalties (XCT)';

describe('two operators on one rider', () => {
  it("sends only what this operator changed and lets the other fields follow the other's save", () => {
    const { onCommit, refresh } = renderForm(rider());
    expect(field(time).value).toBe('1.6');
    // Another operator stores XCT 8.8; the 5-second refresh brings it in.
    refresh(rider({ xct_score: 8.8 }));
    expect(field(time).value).toBe('8.8');
    type(jumps, '20');
    fireEvent.submit(field(jumps));
    expect(onCommit).toHaveBeenCalledWith(5, { xcj_score: '20' });
  });

  it('selects a value a refresh puts under the cursor, so the next key replaces it', () => {
    const { refresh } = renderForm(rider());
    const xcj = field(jumps);
    const xct = field(time);
    xcj.focus();
    xcj.setSelectionRange(1, 1);
    // A results file stores XCJ 20 and XCT 8.8 while the operator's cursor is in XCJ.
    refresh(rider({ xcj_score: 20, xct_score: 8.8 }));
    expect(xcj.value).toBe('20.0');
    expect([xcj.selectionStart, xcj.selectionEnd]).toEqual([0, 4]);
    // The field without the cursor is not touched, and the operator's own typing keeps its caret.
    expect(xct.selectionStart).toBe(xct.selectionEnd);
    type(jumps, '2');
    expect([xcj.selectionStart, xcj.selectionEnd]).toEqual([1, 1]);
  });

  it('sends only the changed field even when the refresh has not come yet', () => {
    const { onCommit } = renderForm(rider());
    type(jumps, '20');
    fireEvent.submit(field(jumps));
    expect(onCommit).toHaveBeenCalledWith(5, { xcj_score: '20' });
  });

  it('keeps what this operator typed in a field the other changed meanwhile, and says so', () => {
    const { onCommit, refresh } = renderForm(rider());
    type(time, '1.2');
    expect(screen.queryByRole('alert', { name: 'Changed meanwhile' })).toBeNull();
    refresh(rider({ xct_score: 8.8 }));
    expect(field(time).value).toBe('1.2');
    expect(screen.getByRole('alert', { name: 'Changed meanwhile' }).textContent).toBe(
      'Time penalties (XCT): someone else saved 8.8 while you typed 1.2. Enter saves yours.',
    );
    fireEvent.submit(field(time));
    expect(onCommit).toHaveBeenCalledWith(5, { xct_score: '1.2' });
  });

  it('sends the status a scored jumping phase takes when it was not started', () => {
    const { onCommit } = renderForm(rider({ xc_status: null, xcj_score: null, xct_score: null }));
    type(time, '0.8');
    fireEvent.submit(field(time));
    expect(onCommit).toHaveBeenCalledWith(5, { xc_status: 'CLEAR', xct_score: '0.8' });
  });
});
