import type { EntryScoringInput } from '@contract/admin-competitions';
import type { CompetitionEntry } from '@contract/competitions';

/**
 * Withdrawing an entry (WD) instead of deleting it: the first phase without a result gets the
 * status WD, so what was ridden stays on the record. Teams keep the pick, which earns nothing.
 * Only the status is sent: penalties this screen shows may be older than what another operator
 * stored meanwhile, and the server keeps a field left out.
 */
export function withdrawal(entry: CompetitionEntry): EntryScoringInput {
  if (entry.dr_status === null && entry.dr_score === null) return { dr_status: 'WD' };
  if (entry.sj_status === null && entry.sj_score === null) return { sj_status: 'WD' };
  return { xc_status: 'WD' };
}
