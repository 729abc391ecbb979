import type { EntryScoringInput } from '@contract/admin-competitions';
import type { CompetitionEntry } from '@contract/competitions';

/**
 * Withdrawing an entry (WD) instead of deleting it: the first phase without a result gets the
 * status WD, so what was ridden stays on the record. Teams keep the pick, which earns nothing.
 */
export function withdrawal(entry: CompetitionEntry): EntryScoringInput {
  if (entry.dr_status === null && entry.dr_score === null) {
    return { dr_status: 'WD', dr_score: null };
  }
  if (entry.sj_status === null && entry.sj_score === null) {
    return { sj_status: 'WD', sj_score: null };
  }
  return { xc_status: 'WD', xcj_score: entry.xcj_score, xct_score: entry.xct_score };
}
