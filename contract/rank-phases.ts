import type { EntryScores, PhaseStatus } from './scoring';

/**
 * The moments a competition's ranks are kept (docs/rules.md#rank-movement): the end of each
 * phase, and the competition completed. Without zod, for the client.
 */
export const RANK_PHASES = ['dressage', 'cross-country', 'show-jumping', 'final'] as const;
export type RankPhase = (typeof RANK_PHASES)[number];

export const RANK_PHASE_LABELS: Readonly<Record<RankPhase, string>> = {
  dressage: 'dressage',
  'cross-country': 'cross-country',
  'show-jumping': 'show jumping',
  final: 'final results',
};

/** The riding phases in the order a class runs them: short format (-S) jumps before going across country. */
export function ridingPhases(level: string): RankPhase[] {
  return /-S\b/i.test(level)
    ? ['dressage', 'show-jumping', 'cross-country']
    : ['dressage', 'cross-country', 'show-jumping'];
}

type PhaseFields = {
  done: (s: EntryScores) => boolean;
  status: (s: EntryScores) => PhaseStatus | null;
};

const FIELDS: Record<Exclude<RankPhase, 'final'>, PhaseFields> = {
  dressage: { done: (s) => s.drStatus !== null || s.drScore !== null, status: (s) => s.drStatus },
  'cross-country': {
    done: (s) => s.xcStatus !== null || s.xcjScore !== null || s.xctScore !== null,
    status: (s) => s.xcStatus,
  },
  'show-jumping': {
    done: (s) => s.sjStatus !== null || s.sjScore !== null,
    status: (s) => s.sjStatus,
  },
};

const stillIn = (status: PhaseStatus | null) => status === null || status === 'OK';

/**
 * The last phase that has ended: every combination still in the competition (no earlier phase
 * ended in WD, EL, RET, DSQ or NS) has its result in it. 'final' once the competition is
 * completed. Null before the first phase ends, or without entries.
 */
export function lastEndedPhase(
  entries: readonly EntryScores[],
  level: string,
  status: string,
): RankPhase | null {
  if (status === 'completed') return 'final';
  if (entries.length === 0) return null;
  let ended: RankPhase | null = null;
  let running = [...entries];
  for (const phase of ridingPhases(level)) {
    if (phase === 'final') break;
    const fields = FIELDS[phase];
    if (!running.every(fields.done)) break;
    ended = phase;
    running = running.filter((entry) => stillIn(fields.status(entry)));
  }
  return ended;
}

/** A phase's recorded values, as the results writer names them. */
const PHASE_VALUES = {
  dressage: ['drStatus', 'drScore'],
  'show-jumping': ['sjStatus', 'sjScore'],
  'cross-country': ['xcStatus', 'xcjScore', 'xctScore'],
  final: [],
} as const satisfies Record<RankPhase, ReadonlyArray<keyof EntryScores>>;
type PhaseValue = (typeof PHASE_VALUES)[RankPhase][number];

/**
 * The values of the phases a combination never rides (docs/rules.md#stopped): those after the
 * first phase, in the class's order, that ended in WD, EL, RET, DSQ or NS. Empty while it is in.
 */
export function valuesNotRidden(
  statuses: Pick<EntryScores, 'drStatus' | 'sjStatus' | 'xcStatus'>,
  level: string,
): PhaseValue[] {
  const phases = ridingPhases(level);
  const stopped = stoppedPhase(statuses, level);
  if (stopped === null) return [];
  return phases.slice(phases.indexOf(stopped) + 1).flatMap((phase) => PHASE_VALUES[phase]);
}

/** The first phase, in the class's order, that ended in WD, EL, RET, DSQ or NS; null while in. */
export function stoppedPhase(
  statuses: Pick<EntryScores, 'drStatus' | 'sjStatus' | 'xcStatus'>,
  level: string,
): RankPhase | null {
  const stopped = ridingPhases(level).find((phase) => {
    const [status] = PHASE_VALUES[phase];
    return status !== undefined && !stillIn(statuses[status]);
  });
  return stopped ?? null;
}
