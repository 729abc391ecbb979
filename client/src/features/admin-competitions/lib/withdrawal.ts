import type { EntryScoringInput } from '@contract/admin-competitions';
import type { CompetitionEntry } from '@contract/competitions';
import { ridingPhases, type RankPhase } from '@contract/rank-phases';

/** Whether a phase has a result, and its status set to WD. */
const PHASES: Record<
  RankPhase,
  { ridden: (entry: CompetitionEntry) => boolean; withdrawn: EntryScoringInput }
> = {
  dressage: {
    ridden: (entry) => entry.dr_status !== null || entry.dr_score !== null,
    withdrawn: { dr_status: 'WD' },
  },
  'show-jumping': {
    ridden: (entry) => entry.sj_status !== null || entry.sj_score !== null,
    withdrawn: { sj_status: 'WD' },
  },
  'cross-country': {
    ridden: (entry) =>
      entry.xc_status !== null || entry.xcj_score !== null || entry.xct_score !== null,
    withdrawn: { xc_status: 'WD' },
  },
  final: { ridden: () => true, withdrawn: {} },
};

/**
 * Withdrawing an entry (WD) instead of deleting it: the first phase without a result, in the
 * class's order (cross-country before show jumping in a long format, docs/rules.md#stopped), gets
 * the status WD, so what was ridden stays on the record; the last phase when all have one. Teams
 * keep the pick, which earns nothing. Only the status is sent: penalties this screen shows may be
 * older than what another operator stored meanwhile, and the server keeps a field left out.
 */
export function withdrawal(entry: CompetitionEntry, level: string): EntryScoringInput {
  const phases = ridingPhases(level);
  const phase = phases.find((candidate) => !PHASES[candidate].ridden(entry)) ?? phases.at(-1);
  return PHASES[phase ?? 'cross-country'].withdrawn;
}
