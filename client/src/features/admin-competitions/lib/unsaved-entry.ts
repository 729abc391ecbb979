import type { EntryScoringInput } from '@contract/admin-competitions';
import type { CompetitionEntry } from '@contract/competitions';
import {
  fromTenths,
  storedStatus,
  toTenths,
  totalScoreDisplay,
  type Phase,
  type ScoringStatusChoice,
} from '@contract/scoring';
import { scoresOf } from './scoring-entry';

const status = (phase: Phase, choice: ScoringStatusChoice | '' | null | undefined) =>
  storedStatus(phase, choice === '' || choice === undefined ? null : choice);
const score = (value: number | string | null | undefined) => {
  const tenths = toTenths(value);
  return tenths === null ? null : fromTenths(tenths);
};

/**
 * The entry as the table shows it while typed scores are not stored yet: the typed fields in
 * place of the stored ones, and the total they make. Points and position wait for the server.
 */
export function entryWithTyped(
  entry: CompetitionEntry,
  input: EntryScoringInput,
): CompetitionEntry {
  const next = { ...entry };
  if ('dr_status' in input) next.dr_status = status('dressage', input.dr_status);
  if ('dr_score' in input) next.dr_score = score(input.dr_score);
  if ('sj_status' in input) next.sj_status = status('showJumping', input.sj_status);
  if ('sj_score' in input) next.sj_score = score(input.sj_score);
  if ('xc_status' in input) next.xc_status = status('crossCountry', input.xc_status);
  if ('xcj_score' in input) next.xcj_score = score(input.xcj_score);
  if ('xct_score' in input) next.xct_score = score(input.xct_score);
  return { ...next, totalScoreDisplay: totalScoreDisplay(scoresOf(next)) };
}
