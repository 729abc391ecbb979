/**
 * The game's pure rules (docs/rules.md#scoring, #positions): phase points, totals, the total-score display,
 * result ordering and competition ranking. Every computation runs in integer tenths, so
 * 1.2 time penalties are exactly 3 seconds and no float error reaches a score.
 */
export const PHASE_STATUSES = ['OK', 'WD', 'EL', 'RET', 'DSQ', 'NS'] as const;
export type PhaseStatus = (typeof PHASE_STATUSES)[number];
/** What the scoring screen offers; CLEAR is a display choice stored as null (dressage) or OK. */
export const SCORING_STATUS_CHOICES = ['CLEAR', 'OK', 'NS', 'EL', 'RET', 'DSQ', 'WD'] as const;
export type ScoringStatusChoice = (typeof SCORING_STATUS_CHOICES)[number];
export type Phase = 'dressage' | 'showJumping' | 'crossCountry';

export const MAX_POINTS = { dressage: 20, showJumping: 20, crossCountry: 60 } as const;

/** Converts a decimal value (number or numeric text) to integer tenths; null stays null. */
export function toTenths(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return null;
  return Math.round(number * 10);
}

/** Integer tenths back to a number with one decimal. */
export function fromTenths(tenths: number): number {
  return tenths / 10;
}

/** Formats tenths with exactly one decimal ("27.3"), the way every score and price is shown. */
export function formatTenths(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  const absolute = Math.abs(tenths);
  return `${sign}${Math.floor(absolute / 10)}.${absolute % 10}`;
}

/** Stores a status chosen on the scoring screen: CLEAR is null for dressage and OK otherwise. */
export function storedStatus(phase: Phase, choice: ScoringStatusChoice | null): PhaseStatus | null {
  if (choice === null) return null;
  if (choice === 'CLEAR') return phase === 'dressage' ? null : 'OK';
  return choice;
}

/**
 * A show-jumping or cross-country phase given penalties but no status was ridden, so it counts as
 * CLEAR and is stored OK: what the scoring screen saves when a phase not started gets a score.
 * Dressage keeps its empty status (docs/rules.md#phase-statuses).
 */
export function statusOnceScored(
  phase: Phase,
  status: PhaseStatus | null,
  scored: boolean,
): PhaseStatus | null {
  return status === null && scored && phase !== 'dressage' ? 'OK' : status;
}

/** Shows a stored status on the scoring screen. */
export function displayStatus(status: PhaseStatus | null): ScoringStatusChoice {
  return status === null || status === 'OK' ? 'CLEAR' : status;
}

const isCompleted = (status: PhaseStatus | null) => status === null || status === 'OK';

/** Dressage: floor(45 − penalties), clamped to 0..20; nothing when not ridden or not OK. */
export function dressagePointsTenths(
  scoreTenths: number | null,
  status: PhaseStatus | null,
): number {
  if (!isCompleted(status) || scoreTenths === null) return 0;
  const points = Math.floor((450 - scoreTenths) / 10);
  return Math.min(MAX_POINTS.dressage, Math.max(0, points)) * 10;
}

/** Show jumping: max(0, floor(20 − penalties)) only when the status is OK. */
export function showJumpingPointsTenths(
  scoreTenths: number | null,
  status: PhaseStatus | null,
): number {
  if (status !== 'OK') return 0;
  const points = Math.floor((200 - (scoreTenths ?? 0)) / 10);
  return Math.min(MAX_POINTS.showJumping, Math.max(0, points)) * 10;
}

/** Seconds over the optimum time: 0.4 penalties a second, a commenced second counting whole. */
export function secondsOverTime(timeTenths: number | null): number {
  return Math.ceil(Math.max(0, timeTenths ?? 0) / 4);
}

/** Cross-country: max(0, 60 − jump penalties − time penalties / 0.4) only when the status is OK. */
export function crossCountryPointsTenths(
  jumpTenths: number | null,
  timeTenths: number | null,
  status: PhaseStatus | null,
): number {
  if (status !== 'OK') return 0;
  const points = 600 - Math.max(0, jumpTenths ?? 0) - secondsOverTime(timeTenths) * 10;
  return Math.min(MAX_POINTS.crossCountry * 10, Math.max(0, points));
}

export type EntryScores = {
  drStatus: PhaseStatus | null;
  drScore: number | null;
  sjStatus: PhaseStatus | null;
  sjScore: number | null;
  xcStatus: PhaseStatus | null;
  xcjScore: number | null;
  xctScore: number | null;
};

/** The recorded values of every phase, in phase order: what the results writer records. */
export const ENTRY_SCORE_KEYS = [
  'drStatus',
  'drScore',
  'sjStatus',
  'sjScore',
  'xcStatus',
  'xcjScore',
  'xctScore',
] as const satisfies ReadonlyArray<keyof EntryScores>;

/** An entry with nothing recorded in any phase. */
export const noScores = (): EntryScores => ({
  drStatus: null,
  drScore: null,
  sjStatus: null,
  sjScore: null,
  xcStatus: null,
  xcjScore: null,
  xctScore: null,
});

export type EntryPoints = { drPts: number; sjPts: number; xcPts: number; totalPts: number };

/** Every phase's points and the total, in tenths, from scores (tenths) and statuses. */
export function computePointsTenths(scores: EntryScores): EntryPoints {
  const drPts = dressagePointsTenths(scores.drScore, scores.drStatus);
  const sjPts = showJumpingPointsTenths(scores.sjScore, scores.sjStatus);
  const xcPts = crossCountryPointsTenths(scores.xcjScore, scores.xctScore, scores.xcStatus);
  return { drPts, sjPts, xcPts, totalPts: drPts + sjPts + xcPts };
}

/** Penalties added up (tenths): dressage + show jumping + cross-country jump + time. */
export function totalPenaltiesTenths(scores: EntryScores): number {
  return (
    (scores.drScore ?? 0) + (scores.sjScore ?? 0) + (scores.xcjScore ?? 0) + (scores.xctScore ?? 0)
  );
}

const phaseCodes: ReadonlyArray<[keyof EntryScores, string]> = [
  ['drStatus', 'DR'],
  ['sjStatus', 'SJ'],
  ['xcStatus', 'XC'],
];

/** The first phase that did not end OK, as a code such as DSQ-DR; null when all are OK or empty. */
export function statusCode(scores: EntryScores): string | null {
  for (const [key, code] of phaseCodes) {
    const status = scores[key] as PhaseStatus | null;
    if (!isCompleted(status)) return `${status}-${code}`;
  }
  return null;
}

/** Started: some phase has a score or a status. An entry not started has no total yet. */
export function hasStarted(scores: EntryScores): boolean {
  return [
    scores.drStatus,
    scores.drScore,
    scores.sjStatus,
    scores.sjScore,
    scores.xcStatus,
    scores.xcjScore,
    scores.xctScore,
  ].some((value) => value !== null);
}

/**
 * The total score as shown: penalties to one decimal, or a code such as DSQ-DR; blank for an
 * entry that has not started, since "0.0" would read as a perfect score.
 */
export function totalScoreDisplay(scores: EntryScores): string {
  if (!hasStarted(scores)) return '';
  return statusCode(scores) ?? formatTenths(totalPenaltiesTenths(scores));
}

/**
 * The dressage cell (decision 013): penalties ("27.6"), or the judges' percentage ("72.4%") when
 * the competition's DR Display mode is on. Penalties are 100 − percentage, so the percentage is
 * 100 − penalties, computed in tenths.
 */
export function dressageDisplay(penaltiesTenths: number, asPercentage: boolean): string {
  return asPercentage ? `${formatTenths(1000 - penaltiesTenths)}%` : formatTenths(penaltiesTenths);
}

/** A finisher: every status OK or empty and a total above 0. */
export function isFinisher(scores: EntryScores): boolean {
  return statusCode(scores) === null && totalPenaltiesTenths(scores) > 0;
}

export function isWithdrawn(scores: EntryScores): boolean {
  return scores.drStatus === 'WD' || scores.sjStatus === 'WD' || scores.xcStatus === 'WD';
}

/** Competition ranking (1, 2, 2, 4) of values already sorted best first. */
export function competitionRanks<T>(sorted: readonly T[], same: (a: T, b: T) => boolean): number[] {
  const ranks: number[] = [];
  sorted.forEach((item, index) => {
    const previous = sorted[index - 1];
    const previousRank = ranks[index - 1];
    ranks.push(
      index > 0 && previous !== undefined && previousRank !== undefined && same(previous, item)
        ? previousRank
        : index + 1,
    );
  });
  return ranks;
}

export type OrderableEntry = EntryScores & {
  id: number;
  startOrder: number | null;
  /** The operator's official position (docs/rules.md#official-result); applies to finishers. */
  positionOverride?: number | null;
};
export type OrderedEntry<T> = {
  entry: T;
  position: number | null;
  positionLabel: string;
  finisher: boolean;
};

const byStartOrder = (a: OrderableEntry, b: OrderableEntry) =>
  (a.startOrder ?? Number.MAX_SAFE_INTEGER) - (b.startOrder ?? Number.MAX_SAFE_INTEGER) ||
  a.id - b.id;

/**
 * The finishers' positions: an official position stands as given; the other finishers take the
 * positions left free, in order of total, equal totals sharing one and the next skipping as many
 * as shared (docs/rules.md#official-result). With no official position this is competition
 * ranking: 1, 2=, 2=, 4.
 */
function placeFinishers<T extends OrderableEntry>(
  finishers: readonly T[],
  byTotal: (a: T, b: T) => number,
): { entry: T; position: number; shared: boolean }[] {
  const placed: { entry: T; position: number; shared: boolean }[] = [];
  const computed: T[] = [];
  const taken = new Set<number>();
  for (const entry of finishers) {
    const official = entry.positionOverride ?? null;
    if (official === null) computed.push(entry);
    else {
      taken.add(official);
      placed.push({ entry, position: official, shared: false });
    }
  }
  computed.sort(byTotal);
  // The free positions, in order, as far as the computed finishers need them.
  const free: number[] = [];
  for (let position = 1; free.length < computed.length; position += 1) {
    if (!taken.has(position)) free.push(position);
  }
  let index = 0;
  while (index < computed.length) {
    const first = computed[index];
    if (first === undefined) break;
    let end = index + 1;
    while (end < computed.length) {
      const next = computed[end];
      if (next === undefined || totalPenaltiesTenths(next) !== totalPenaltiesTenths(first)) break;
      end += 1;
    }
    const position = free[index] ?? index + 1;
    for (const entry of computed.slice(index, end)) {
      placed.push({ entry, position, shared: end - index > 1 });
    }
    index = end;
  }
  return placed;
}

/**
 * Result ordering: finishers by total penalties ascending (ties share a position shown "N="),
 * then everyone else by start order with position "-". A finisher's official position, when the
 * operator set one, replaces its computed one and is shown without "="; finishers are then
 * listed by position. Withdrawn entries are dropped when asked.
 */
export function orderResults<T extends OrderableEntry>(
  entries: readonly T[],
  options: { excludeWithdrawn?: boolean } = {},
): OrderedEntry<T>[] {
  const visible = options.excludeWithdrawn
    ? entries.filter((entry) => !isWithdrawn(entry))
    : [...entries];
  const byTotal = (a: T, b: T) =>
    totalPenaltiesTenths(a) - totalPenaltiesTenths(b) || byStartOrder(a, b);
  const finishers = visible.filter((entry) => isFinisher(entry)).sort(byTotal);
  const others = visible.filter((entry) => !isFinisher(entry)).sort(byStartOrder);
  const placed = placeFinishers(finishers, byTotal).sort(
    (a, b) => a.position - b.position || byTotal(a.entry, b.entry),
  );
  return [
    ...placed.map(({ entry, position, shared }) => ({
      entry,
      position,
      positionLabel: shared ? `${position}=` : String(position),
      finisher: true,
    })),
    ...others.map((entry) => ({ entry, position: null, positionLabel: '-', finisher: false })),
  ];
}
