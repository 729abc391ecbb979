import { ENTRY_SCORE_KEYS } from '@contract/scoring';
import type { ScoreFormState } from './scoring-entry';

export type ScoreFormKey = keyof ScoreFormState;

/**
 * The score form while an operator types: what is stored (with this operator's saves still on
 * their way) and what the form shows. A field whose shown value differs from the stored one is
 * the operator's change; the others follow the stored values as they refresh.
 */
export type SyncedForm = {
  stored: ScoreFormState;
  state: ScoreFormState;
  /** Fields this operator changed that somebody else stored meanwhile, with the value stored. */
  theirs: Partial<Record<ScoreFormKey, string>>;
};

const KEYS = ENTRY_SCORE_KEYS satisfies readonly ScoreFormKey[];

export const startForm = (stored: ScoreFormState): SyncedForm => ({
  stored,
  state: stored,
  theirs: {},
});

export const sameForm = (a: ScoreFormState, b: ScoreFormState): boolean =>
  KEYS.every((key) => a[key] === b[key]);

function copyField<K extends ScoreFormKey>(to: ScoreFormState, from: ScoreFormState, key: K) {
  to[key] = from[key];
}

/**
 * Takes in freshly stored values: a field the operator has not changed shows the fresh value; a
 * field they changed keeps what they typed, and when somebody else stored a different value in it
 * meanwhile, that value is kept in `theirs` so the form can say so.
 */
export function followStored(form: SyncedForm, fresh: ScoreFormState): SyncedForm {
  const state = { ...form.state };
  const theirs = { ...form.theirs };
  for (const key of KEYS) {
    const changedHere = form.state[key] !== form.stored[key];
    const changedThere = fresh[key] !== form.stored[key];
    if (!changedHere) copyField(state, fresh, key);
    else if (changedThere) theirs[key] = fresh[key];
    if (state[key] === fresh[key]) delete theirs[key];
  }
  return { stored: fresh, state, theirs };
}

/** The fields still typed differently from what somebody else stored meanwhile. */
export function conflictsOf(form: SyncedForm): [ScoreFormKey, string][] {
  return KEYS.flatMap((key): [ScoreFormKey, string][] => {
    const theirs = form.theirs[key];
    return theirs !== undefined && form.state[key] !== theirs ? [[key, theirs]] : [];
  });
}
