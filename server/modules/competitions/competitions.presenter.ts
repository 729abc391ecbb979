import type { Competition, CompetitionEntry } from '../../../contract/competitions';
import {
  fromTenths,
  isWithdrawn,
  orderResults,
  toTenths,
  totalScoreDisplay,
  type EntryScores,
} from '../../../contract/scoring';
import type { competitionEntries } from '../../db/schema/index';
import type { CompetitionRow, EntryRow } from './competitions.repository';

/** A numeric column (text) as a JSON number; null stays null. */
export function decimal(value: string | null): number | null {
  if (value === null) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A one-place decimal column as an exact JSON number with one decimal. */
export function tenthsNumber(value: string | null): number | null {
  const tenths = toTenths(value);
  return tenths === null ? null : fromTenths(tenths);
}

export function presentCompetition(row: CompetitionRow): Competition {
  const c = row.competition;
  return {
    id: c.id,
    name: c.name,
    level: c.level,
    status: c.status,
    isLive: c.isLive,
    startDate: c.startDate.toISOString(),
    endDate: c.endDate.toISOString(),
    deadline: c.deadline.toISOString(),
    description: c.description,
    drDisplayMode: c.drDisplayMode,
    resultsFinal: c.resultsFinal,
    venueId: c.venueId,
    venue: row.venueName === null ? null : { name: row.venueName, country: row.venueCountry },
  };
}

type ScoreColumns = Pick<
  typeof competitionEntries.$inferSelect,
  | 'drStatus'
  | 'drScore'
  | 'drPts'
  | 'sjStatus'
  | 'sjScore'
  | 'sjPts'
  | 'xcStatus'
  | 'xcjScore'
  | 'xctScore'
  | 'xcPts'
  | 'totalPts'
>;

type PenaltyColumns = Pick<
  ScoreColumns,
  'drStatus' | 'drScore' | 'sjStatus' | 'sjScore' | 'xcStatus' | 'xcjScore' | 'xctScore'
>;

/** An entry's statuses and penalties (dr_status … xct_score), as stored or as recorded in a change. */
export function presentScorePenalties(entry: PenaltyColumns) {
  return {
    dr_status: entry.drStatus,
    dr_score: tenthsNumber(entry.drScore),
    sj_status: entry.sjStatus,
    sj_score: tenthsNumber(entry.sjScore),
    xc_status: entry.xcStatus,
    xcj_score: tenthsNumber(entry.xcjScore),
    xct_score: tenthsNumber(entry.xctScore),
  };
}

/**
 * The one mapping of an entry's point columns to the API's points (dr_pts … total_pts,
 * `scorePointsShape` in contract/score-block.ts): exact numbers with one decimal, 0 until scored.
 */
export function presentScorePoints(
  entry: Pick<ScoreColumns, 'drPts' | 'sjPts' | 'xcPts' | 'totalPts'>,
) {
  return {
    dr_pts: tenthsNumber(entry.drPts) ?? 0,
    sj_pts: tenthsNumber(entry.sjPts) ?? 0,
    xc_pts: tenthsNumber(entry.xcPts) ?? 0,
    total_pts: tenthsNumber(entry.totalPts) ?? 0,
  };
}

/**
 * The one mapping of an entry's score columns to the API's score block (dr_status … total_pts,
 * contract/score-block.ts): penalties and points as exact numbers with one decimal.
 */
export function presentScoreFields(entry: ScoreColumns) {
  return { ...presentScorePenalties(entry), ...presentScorePoints(entry) };
}

/** An entry's scores in tenths, as the scoring rules take them. */
export function entryScores(
  entry: Pick<
    ScoreColumns,
    'drStatus' | 'drScore' | 'sjStatus' | 'sjScore' | 'xcStatus' | 'xcjScore' | 'xctScore'
  >,
): EntryScores {
  return {
    drStatus: entry.drStatus,
    drScore: toTenths(entry.drScore),
    sjStatus: entry.sjStatus,
    sjScore: toTenths(entry.sjScore),
    xcStatus: entry.xcStatus,
    xcjScore: toTenths(entry.xcjScore),
    xctScore: toTenths(entry.xctScore),
  };
}

type EntryColumns = typeof competitionEntries.$inferSelect;

/** An entry as its competition shows it before its scores are published: a withdrawal only. */
export function withoutScores(entry: EntryColumns): EntryColumns {
  const withdrawal = (status: EntryColumns['drStatus']) => (status === 'WD' ? status : null);
  return {
    ...entry,
    position: null,
    positionOverride: null,
    score: null,
    drStatus: withdrawal(entry.drStatus),
    drScore: null,
    drPts: '0',
    sjStatus: withdrawal(entry.sjStatus),
    sjScore: null,
    sjPts: '0',
    xcStatus: withdrawal(entry.xcStatus),
    xcjScore: null,
    xctScore: null,
    xcPts: '0',
    totalPts: '0',
  };
}

/**
 * Entries in result order (withdrawn kept, last among non-finishers by start order); with
 * `published` false, in start order without their scores.
 */
export function presentEntries(rows: readonly EntryRow[], published = true): CompetitionEntry[] {
  const shown = published ? rows : rows.map((row) => ({ ...row, entry: withoutScores(row.entry) }));
  const orderable = shown.map((row) => ({
    ...entryScores(row.entry),
    id: row.entry.id,
    startOrder: row.entry.startOrder,
    positionOverride: row.entry.positionOverride,
    row,
  }));
  return orderResults(orderable).map(({ entry: scored, position, positionLabel }) => {
    const { entry, ...names } = scored.row;
    return {
      id: entry.id,
      competitionId: entry.competitionId,
      athleteId: entry.athleteId,
      horseId: entry.horseId,
      athlete: { name: names.athleteName, nationality: names.athleteNationality },
      horse: { name: names.horseName, yob: names.horseYob, gender: names.horseGender },
      price: tenthsNumber(entry.price) ?? 0,
      startOrder: entry.startOrder,
      bridleNumber: entry.bridleNumber,
      position,
      positionOverride: entry.positionOverride,
      ra6: decimal(entry.ra6),
      sj6: decimal(entry.sj6),
      xcj10: decimal(entry.xcj10),
      tsp: decimal(entry.tsp),
      expPts: decimal(entry.expPts),
      priced: entry.pricedAt !== null,
      ...presentScoreFields(entry),
      positionLabel,
      totalScoreDisplay: totalScoreDisplay(scored),
      withdrawn: isWithdrawn(scored),
    };
  });
}
