import { memo, useMemo, useState } from 'react';
import type { EntryScoringInput } from '@contract/admin-competitions';
import type { CompetitionEntry } from '@contract/competitions';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import type { UnsavedScores } from '../lib/score-save-queue';
import {
  conflictsOf,
  followStored,
  sameForm,
  startForm,
  type SyncedForm,
} from '../lib/score-form-sync';
import {
  changedScoring,
  formFromEntry,
  previewPoints,
  type ScoreFormState,
} from '../lib/scoring-entry';
import { entryWithTyped } from '../lib/unsaved-entry';
import {
  CrossCountryFields,
  OneFigureFields,
  PhaseTabs,
  Points,
  RiderHeading,
  type FieldHandlers,
  type ScoringPhase,
} from './score-phases';
import { ChangedMeanwhile } from './changed-meanwhile';
import { UnsavedNotice } from './unsaved-notice';

export type { ScoringPhase };

/** The first field of each phase tab: where choosing a rider or Enter puts the cursor. */
const FIRST_FIELD: Record<ScoringPhase, string> = {
  dressage: 'score-dr',
  showJumping: 'score-sj',
  crossCountry: 'score-xcj',
};

/** Puts the cursor in the phase's first field with its text selected, so typing replaces it. */
export function focusPhaseField(phase: ScoringPhase): void {
  const field = document.getElementById(FIRST_FIELD[phase]);
  if (field instanceof HTMLInputElement) {
    field.focus();
    field.select();
  }
}

/** Enter on a rider: the fields to store, or null when nothing changed. */
export type ScoreCommit = (entryId: number, input: EntryScoringInput | null) => void;

type FormOf = SyncedForm & { selection: number };

/**
 * The score form of the chosen rider: tabs per phase, statuses, points previewed as typed. It
 * stays mounted from rider to rider and starts again from the rider's values whenever a rider is
 * chosen (`selection` changes), so moving on costs one render. Fields the operator has not
 * changed follow the stored values as the table refreshes (another operator may be scoring the
 * same rider); Enter hands only the changed fields to `onCommit`, which stores them in the
 * background and moves on at once (docs/decisions/044-score-saves-in-the-background.md). A
 * rider whose save has not landed shows the values as typed.
 */
export const ScoreForm = memo(function ScoreForm({
  entry,
  unsaved,
  selection,
  phase,
  onPhaseChange,
  onCommit,
  onRetry,
}: {
  entry: CompetitionEntry;
  unsaved: UnsavedScores | undefined;
  /** Changes each time a rider is chosen, even the same one again. */
  selection: number;
  phase: ScoringPhase;
  onPhaseChange: (phase: ScoringPhase) => void;
  onCommit: ScoreCommit;
  onRetry: (entryId: number) => void;
}) {
  const stored = useMemo(
    () => formFromEntry(unsaved ? entryWithTyped(entry, unsaved.input) : entry),
    [entry, unsaved],
  );
  const [form, setForm] = useState<FormOf>(() => ({ selection, ...startForm(stored) }));
  if (form.selection !== selection) setForm({ selection, ...startForm(stored) });
  else if (!sameForm(form.stored, stored)) setForm({ selection, ...followStored(form, stored) });
  const { state } = form;
  const preview = previewPoints(state);
  const input = changedScoring(form.stored, state);
  const dirty = Object.keys(input).length > 0;

  // Stable per-field handlers, so a keystroke does not redraw the other (memoised) fields.
  const [handlers] = useState(() => {
    const set = (key: keyof ScoreFormState) => (value: string) =>
      setForm((f) => ({ ...f, state: { ...f.state, [key]: value } }));
    return {
      drScore: set('drScore'),
      sjScore: set('sjScore'),
      xcjScore: set('xcjScore'),
      xctScore: set('xctScore'),
      drStatus: set('drStatus'),
      sjStatus: set('sjStatus'),
      xcStatus: set('xcStatus'),
    } satisfies FieldHandlers;
  });

  return (
    <form
      className="grid gap-3"
      aria-label={`Scores for ${entry.athlete.name} on ${entry.horse.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        // Values a field refuses keep the rider chosen, with the field's message beside it.
        if (!preview) return;
        if (!dirty && unsaved?.status === 'failed') onRetry(entry.id);
        onCommit(entry.id, dirty ? input : null);
      }}
    >
      <RiderHeading entry={entry} />
      {unsaved && <UnsavedNotice unsaved={unsaved} onRetry={onRetry} />}
      <ChangedMeanwhile conflicts={conflictsOf(form)} state={state} />
      <Tabs value={phase} onValueChange={(value) => onPhaseChange(value as ScoringPhase)}>
        <PhaseTabs />
        <OneFigureFields
          phase="dressage"
          score={state.drScore}
          status={state.drStatus}
          handlers={handlers}
        />
        <OneFigureFields
          phase="showJumping"
          score={state.sjScore}
          status={state.sjStatus}
          handlers={handlers}
        />
        <CrossCountryFields
          jumps={state.xcjScore}
          time={state.xctScore}
          status={state.xcStatus}
          handlers={handlers}
        />
      </Tabs>
      <div className="grid grid-cols-4 gap-1.5" aria-live="polite" aria-label="Points preview">
        <Points label="DR pts" tenths={preview?.drPts ?? null} />
        <Points label="SJ pts" tenths={preview?.sjPts ?? null} />
        <Points label="XC pts" tenths={preview?.xcPts ?? null} />
        <Points label="Total" tenths={preview?.totalPts ?? null} />
      </div>
      <Button type="submit" size="sm" disabled={!preview}>
        Save Scores
      </Button>
    </form>
  );
});
